// affine.dma_start has no lowering to LLVM in MLIR either: a clear diagnostic
func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>) {
  %c0 = constant 0 : index
  %c4 = constant 4 : index
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %c4 : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  affine.dma_wait %t[%c0], %c4 : memref<1xi32>
  return
}
