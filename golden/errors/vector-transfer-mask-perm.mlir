// A masked transfer with a transposing map is not lowered yet (MLIR 22 accepts it).
func.func @f(%m: memref<4x4xf32>, %p: f32, %k: vector<2x2xi1>) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x4xf32>, vector<2x2xf32>
  return %v : vector<2x2xf32>
}
