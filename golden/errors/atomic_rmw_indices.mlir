// error: a rank-2 memref needs two indices
func.func @f(%m: memref<4x4xf32>, %v: f32, %i: index) -> f32 {
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return %a : f32
}
