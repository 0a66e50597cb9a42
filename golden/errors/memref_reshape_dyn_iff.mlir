func.func @f(%m: memref<?x4xf32>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<8xf32>
  return
}
