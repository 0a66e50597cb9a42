// vector.transfer_read makes a vector.
func @f(%m: memref<4xf32>, %p: f32) -> f32 {
  %c0 = constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<4xf32>, f32
  return %v : f32
}
