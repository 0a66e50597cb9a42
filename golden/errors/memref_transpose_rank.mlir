func.func @f(%m: memref<8x4xf32>) {
  %t = memref.transpose %m (d0) -> (d0) : memref<8x4xf32> to memref<8x4xf32>
  return
}
