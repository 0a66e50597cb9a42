// error: memref.dim of a rank-0 memref (MLIR 22: "'memref.dim' op operand
// #0 must be unranked.memref of any type values or non-0-ranked.memref")
func.func @f(%m: memref<f32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<f32>
  return %d : index
}
