// fma of integer vectors.
func @f(%a: vector<4xi32>) -> vector<4xi32> {
  %r = vector.fma %a, %a, %a : vector<4xi32>
  return %r : vector<4xi32>
}
