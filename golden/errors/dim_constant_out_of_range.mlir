// The spec's `dim %m, N` with a constant dimension: checked against the
// memref's rank by the verifier, pointing at the number (a negative one
// too). MLIR 13's memref.dim takes the dimension as a value: with a
// constant out of range it is undefined behaviour there, not an error.
func @f(%m: memref<2x3xf32>) -> index {
  %d = dim %m, 3 : memref<2x3xf32>
  return %d : index
}

func @g(%m: memref<2x3xf32>) -> index {
  %d = dim %m, -1 : memref<2x3xf32>
  return %d : index
}

func @h(%m: memref<*xf32>) -> index {
  %d = dim %m, -2 : memref<*xf32>
  return %d : index
}
