// memref.load in generic form: the indices must be index.
func.func @f(%m: memref<4xf32>, %i: i32) -> f32 {
  %r = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return %r : f32
}
