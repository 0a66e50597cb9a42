// The offsets of vector.gather are integers.
func @f(%m: memref<8xf32>, %i: vector<4xf32>, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = constant 0 : index
  %g = vector.gather %m[%c0][%i], %k, %p : memref<8xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}
