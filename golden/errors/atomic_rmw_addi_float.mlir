func.func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %r = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %r : f32
}
