// The dimension operand of `memref.dim` must be index (MLIR 22: "operand #1
// must be index, but got 'f16'"); found by `scripts/oracle --family verify`.
func.func @f(%m: memref<2x3xi32>, %d: f16) -> index {
  %r = "memref.dim"(%m, %d) : (memref<2x3xi32>, f16) -> index
  return %r : index
}
