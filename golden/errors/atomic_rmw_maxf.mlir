// error: MLIR 13 expands atomic_rmw maxf to a cmpxchg of floats, which it rejects
func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %a = atomic_rmw maxf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %a : f32
}
