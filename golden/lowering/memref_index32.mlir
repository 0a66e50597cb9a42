// mlir2ll-flags: --index-bitwidth 32
// index is i32: descriptor fields, addressing and dims are i32; the byte
// size passed to malloc is widened to i64.
func @f(%n: index, %i: index) -> f64 {
  %a = memref.alloc(%n) : memref<?x3xf64>
  %c2 = constant 2 : index
  %v = memref.load %a[%i, %c2] : memref<?x3xf64>
  memref.dealloc %a : memref<?x3xf64>
  return %v : f64
}
