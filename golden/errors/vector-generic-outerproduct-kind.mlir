// Generic form: a float combining kind on integers.
func.func @f(%a: vector<2xi32>, %b: vector<3xi32>) -> vector<2x3xi32> {
  %r = "vector.outerproduct"(%a, %b) {kind = #vector.kind<maxnumf>} : (vector<2xi32>, vector<3xi32>) -> vector<2x3xi32>
  return %r : vector<2x3xi32>
}
