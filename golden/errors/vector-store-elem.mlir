// vector.store: the vector's elements must be the memref's.
func @f(%m: memref<8xf32>, %v: vector<4xi32>) {
  %c0 = constant 0 : index
  vector.store %v, %m[%c0] : memref<8xf32>, vector<4xi32>
  return
}
