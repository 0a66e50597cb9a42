// Generic form: an n-D transfer_read reads the memref's element type.
func.func @f(%m: memref<4x4xf64>, %i: index, %p: f32) -> vector<2x2xf32> {
  %r = "vector.transfer_read"(%m, %i, %i, %p) {in_bounds = [false, false], permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<4x4xf64>, index, index, f32) -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
