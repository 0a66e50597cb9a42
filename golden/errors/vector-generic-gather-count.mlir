// Generic form: `vector.gather` without its pass-through.
func.func @f(%m: memref<8xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>) -> vector<4xf32> {
  %r = "vector.gather"(%m, %i, %x, %k) : (memref<8xf32>, index, vector<4xi32>, vector<4xi1>) -> vector<4xf32>
  return %r : vector<4xf32>
}
