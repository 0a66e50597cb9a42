// Generic form: `vector.fma` whose accumulator has another type.
func.func @f(%a: vector<4xf32>, %c: vector<4xf64>) -> vector<4xf32> {
  %r = "vector.fma"(%a, %a, %c) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return %r : vector<4xf32>
}
