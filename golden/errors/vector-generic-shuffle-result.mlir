// Generic form: the result does not have the mask's length.
func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %r = "vector.shuffle"(%a, %b) {mask = [0, 1, 3]} : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return %r : vector<2xf32>
}
