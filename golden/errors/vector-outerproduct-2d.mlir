// vector.outerproduct multiplies 1-D vectors.
func @f(%a: vector<2x2xf32>, %b: vector<3xf32>) {
  %r = vector.outerproduct %a, %b : vector<2x2xf32>, vector<3xf32>
  return
}
