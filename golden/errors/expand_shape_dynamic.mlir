// error: expand_shape with dynamic sizes (output_shape operands) is not supported yet
func.func @f(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
