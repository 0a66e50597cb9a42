// The permutation map of a transfer has one dimension per memref dimension.
func.func @f(%m: memref<4x4xf32>, %p: f32) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1, d2) -> (d1, d0)>} : memref<4x4xf32>, vector<2x2xf32>
  return %v : vector<2x2xf32>
}
