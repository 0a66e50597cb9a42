func.func @f(%m: memref<4xf80>, %v: f80, %i: index) -> f80 {
  %r = memref.atomic_rmw maximumf %v, %m[%i] : (f80, memref<4xf80>) -> f80
  return %r : f80
}
