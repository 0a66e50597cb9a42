// vector.compressstore takes one index per memref dimension.
func @f(%m: memref<4x8xf32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = constant 0 : index
  vector.compressstore %m[%c0], %k, %v : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  return
}
