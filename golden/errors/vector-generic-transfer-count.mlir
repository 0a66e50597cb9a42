// Generic form: a transfer_read of a rank-2 memref takes two indices, the padding and an optional mask.
func.func @f(%m: memref<4x4xf32>, %i: index, %p: f32) -> vector<2x2xf32> {
  %r = "vector.transfer_read"(%m, %i, %p) {in_bounds = [false, false], permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<4x4xf32>, index, f32) -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
