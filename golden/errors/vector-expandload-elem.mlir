// vector.expandload reads the memref's element type.
func @f(%m: memref<8xf64>, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = constant 0 : index
  %e = vector.expandload %m[%c0], %k, %p : memref<8xf64>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %e : vector<4xf32>
}
