// Generic form: vector.transfer_write to a memref has no result.
func.func @f(%v: vector<4xf32>, %m: memref<8xf32>, %i: index) {
  %r = "vector.transfer_write"(%v, %m, %i) {in_bounds = [false], permutation_map = affine_map<(d0) -> (d0)>} : (vector<4xf32>, memref<8xf32>, index) -> vector<4xf32>
  return
}
