// The padding of vector.transfer_read has the memref's element type.
func @f(%m: memref<8xf32>, %p: f64) -> vector<4xf32> {
  %c0 = constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
