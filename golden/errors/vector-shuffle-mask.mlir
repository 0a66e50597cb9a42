// A shuffle mask position past both operands.
func @f(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<2xf32> {
  %r = vector.shuffle %a, %b [0, 5] : vector<2xf32>, vector<3xf32>
  return %r : vector<2xf32>
}
