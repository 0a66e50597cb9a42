// in_bounds has one flag per vector dimension.
func @f(%m: memref<4x4xf32>, %p: f32) -> vector<2x2xf32> {
  %c0 = constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true]} : memref<4x4xf32>, vector<2x2xf32>
  return %v : vector<2x2xf32>
}
