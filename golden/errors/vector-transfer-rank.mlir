// A vector of higher rank than the memref needs broadcast dimensions.
func @f(%m: memref<4xf32>, %p: f32) -> vector<2x4xf32> {
  %c0 = constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<4xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
