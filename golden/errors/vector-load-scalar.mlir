// vector.load makes a vector, not a scalar.
func @f(%m: memref<8xf32>) -> f32 {
  %c0 = constant 0 : index
  %v = vector.load %m[%c0] : memref<8xf32>, f32
  return %v : f32
}
