// Generic form: the indices of an n-D transfer_write are index values.
func.func @f(%v: vector<2x2xf32>, %m: memref<4x4xf32>, %i: index, %j: i32) {
  "vector.transfer_write"(%v, %m, %i, %j) {in_bounds = [false, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : (vector<2x2xf32>, memref<4x4xf32>, index, i32) -> ()
  return
}
