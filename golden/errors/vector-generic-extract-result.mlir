// Generic form: the result is not the part the positions select.
func.func @f(%v: vector<2x3xf32>) -> vector<2xf32> {
  %r = "vector.extract"(%v) {position = [1]} : (vector<2x3xf32>) -> vector<2xf32>
  return %r : vector<2xf32>
}
