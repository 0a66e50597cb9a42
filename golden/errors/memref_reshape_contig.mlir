func.func @f(%m: memref<2x4xf32, strided<[8, 1]>>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32, strided<[8, 1]>> into memref<8xf32, strided<[1]>>
  return
}
