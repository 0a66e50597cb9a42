// vector.transfer_read makes a vector, not a scalar.
func @f(%m: memref<8xf32>, %p: f32) -> f32 {
  %c0 = constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<8xf32>, f32
  return %v : f32
}
