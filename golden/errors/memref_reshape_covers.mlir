func.func @f(%m: memref<2x4x3xf32>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x4x3xf32> into memref<8xf32>
  return
}
