// The mask of vector.scatter has one i1 per lane.
func @f(%m: memref<8xf32>, %i: vector<4xindex>, %k: vector<4xi8>, %v: vector<4xf32>) {
  %c0 = constant 0 : index
  vector.scatter %m[%c0][%i], %k, %v : memref<8xf32>, vector<4xindex>, vector<4xi8>, vector<4xf32>
  return
}
