// Generic form: vector.transfer_read reads from a memref.
func.func @f(%m: vector<8xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %r = "vector.transfer_read"(%m, %i, %p) {in_bounds = [false], permutation_map = affine_map<(d0) -> (d0)>} : (vector<8xf32>, index, f32) -> vector<4xf32>
  return %r : vector<4xf32>
}
