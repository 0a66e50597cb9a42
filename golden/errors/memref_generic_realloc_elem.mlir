// memref.realloc in generic form: the element type is kept.
func.func @f(%m: memref<4xf32>) {
  %r = "memref.realloc"(%m) : (memref<4xf32>) -> memref<8xi32>
  return
}
