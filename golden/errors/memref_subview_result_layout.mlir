func.func @f(%m: memref<8x8xf32>) {
  %s = memref.subview %m[1, 2][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
