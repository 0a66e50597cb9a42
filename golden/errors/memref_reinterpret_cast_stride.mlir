func.func @f(%m: memref<4x6xi64>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [24], strides: [1] : memref<4x6xi64> to memref<24xi64, strided<[2]>>
  return
}
