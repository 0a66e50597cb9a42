// Generic form: a shuffle mask position past both operands.
func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %r = "vector.shuffle"(%a, %b) {mask = [0, 4]} : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return %r : vector<2xf32>
}
