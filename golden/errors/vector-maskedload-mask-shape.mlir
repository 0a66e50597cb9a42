// The mask of vector.maskedload must have the vector's length.
func @f(%m: memref<8xf32>, %k: vector<3xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = constant 0 : index
  %v = vector.maskedload %m[%c0], %k, %p : memref<8xf32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return %v : vector<4xf32>
}
