func.func @f(%m: memref<8x8xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4, 4], strides: [4, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[4, 1]>>
  return
}
