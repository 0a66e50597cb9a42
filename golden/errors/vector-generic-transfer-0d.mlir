// Generic form: a 0-D transfer_read from a memref of another element type.
func.func @f(%m: memref<8xf64>, %i: index, %p: f32) -> vector<f32> {
  %r = "vector.transfer_read"(%m, %i, %p) {permutation_map = affine_map<(d0) -> ()>} : (memref<8xf64>, index, f32) -> vector<f32>
  return %r : vector<f32>
}
