// Generic form: a mask of the wrong length.
func.func @f(%m: memref<8xf32>, %i: index, %k: vector<8xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %r = "vector.maskedload"(%m, %i, %k, %p) : (memref<8xf32>, index, vector<8xi1>, vector<4xf32>) -> vector<4xf32>
  return %r : vector<4xf32>
}
