// memref.copy in generic form: source and target hold the same element type.
func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  "memref.copy"(%a, %b) : (memref<4xf32>, memref<4xi32>) -> ()
  return
}
