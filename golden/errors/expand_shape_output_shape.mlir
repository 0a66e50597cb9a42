// error: output_shape must match the result type's static sizes
func.func @f(%m: memref<?xf32>, %n: index) -> memref<?x4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 5] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
