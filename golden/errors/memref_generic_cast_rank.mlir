// memref.cast in generic form: the ranks must agree.
func.func @f(%m: memref<4xf32>) {
  %r = "memref.cast"(%m) : (memref<4xf32>) -> memref<?x?xf32>
  return
}
