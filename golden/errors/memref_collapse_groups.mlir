func.func @f(%m: memref<4x6xi64>) {
  %c = memref.collapse_shape %m [[0], [1]] : memref<4x6xi64> into memref<24xi64>
  return
}
