// Generic form: `vector.load` of f64 elements from a memref of f32.
func.func @f(%m: memref<8xf32>, %i: index) -> vector<4xf64> {
  %r = "vector.load"(%m, %i) : (memref<8xf32>, index) -> vector<4xf64>
  return %r : vector<4xf64>
}
