// vector.type_cast needs a statically shaped memref.
func @f(%m: memref<?x4xf32>) {
  %t = vector.type_cast %m : memref<?x4xf32> to memref<vector<2x4xf32>>
  return
}
