// error: MLIR 13's form (no output_shape) cannot say the sizes of a group with two dynamic dimensions
func.func @f(%m: memref<?xf32>) -> memref<?x?xf32> {
  %e = memref.expand_shape %m [[0, 1]] : memref<?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
