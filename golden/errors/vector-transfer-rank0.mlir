// A 1-D transfer_read from a rank-0 memref, broadcast (MLIR 22 accepts it; mlir2ll does not lower it yet).
func.func @f(%m: memref<f32>, %p: f32) -> vector<4xf32> {
  %r = vector.transfer_read %m[], %p {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<4xf32>
  return %r : vector<4xf32>
}
