// Generic form: `vector.type_cast` to a vector of another shape.
func.func @f(%m: memref<4x8xf32>) -> memref<vector<8x4xf32>> {
  %r = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<8x4xf32>>
  return %r : memref<vector<8x4xf32>>
}
