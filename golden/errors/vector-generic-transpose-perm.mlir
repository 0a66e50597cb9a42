// Generic form: a permutation with a repeated dimension.
func.func @f(%v: vector<2x3xf32>) -> vector<2x2xf32> {
  %r = "vector.transpose"(%v) {permutation = [0, 0]} : (vector<2x3xf32>) -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
