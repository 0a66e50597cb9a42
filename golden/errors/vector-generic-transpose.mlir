// Generic form: a transpose whose result is not the permuted shape.
func.func @f(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = "vector.transpose"(%v) {permutation = [1, 0]} : (vector<2x3xf32>) -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
