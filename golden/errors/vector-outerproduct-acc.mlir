// The accumulator of vector.outerproduct has the result's type.
func @f(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<3x2xf32>) -> vector<2x3xf32> {
  %r = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  return %r : vector<2x3xf32>
}
