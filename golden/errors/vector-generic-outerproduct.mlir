// Generic form: the result is not the outer product's shape.
func.func @f(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<3x2xf32> {
  %r = "vector.outerproduct"(%a, %b) {kind = #vector.kind<add>} : (vector<2xf32>, vector<3xf32>) -> vector<3x2xf32>
  return %r : vector<3x2xf32>
}
