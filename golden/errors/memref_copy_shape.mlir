func.func @f(%a: memref<4x4xf32>, %b: memref<16xf32>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<16xf32>
  return
}
