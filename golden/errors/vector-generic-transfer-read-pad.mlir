// Generic form: a 1-D transfer_read whose padding is not the element type.
func.func @f(%m: memref<8xf32>, %i: index, %p: f64) -> vector<4xf32> {
  %r = "vector.transfer_read"(%m, %i, %p) {permutation_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index, f64) -> vector<4xf32>
  return %r : vector<4xf32>
}
