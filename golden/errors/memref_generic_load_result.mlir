// memref.load in generic form: the result has the element type.
func.func @f(%m: memref<4xf32>, %i: index) -> f64 {
  %r = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return %r : f64
}
