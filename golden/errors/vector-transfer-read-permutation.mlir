// A transfer with a permutation map other than the minor identity is not supported yet.
func @f(%m: memref<8x8xf32>, %p: f32) -> vector<4xf32> {
  %c0 = constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
