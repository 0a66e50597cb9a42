// The mask of vector.transfer_write must have the vector's shape.
func @f(%m: memref<8xf32>, %v: vector<4xf32>, %k: vector<2xi1>) {
  %c0 = constant 0 : index
  vector.transfer_write %v, %m[%c0], %k : vector<4xf32>, memref<8xf32>
  return
}
