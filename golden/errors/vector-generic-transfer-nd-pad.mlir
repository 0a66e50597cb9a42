// Generic form: the padding of an n-D transfer_read has the element type.
func.func @f(%m: memref<4x4xf32>, %i: index, %p: f64) -> vector<2x2xf32> {
  %r = "vector.transfer_read"(%m, %i, %i, %p) {in_bounds = [false, false], permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<4x4xf32>, index, index, f64) -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
