// Generic form: `vector.insert` with a missing operand.
func.func @f(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = "vector.insert"(%v) {position = [1]} : (vector<2x3xf32>) -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
