// A transpose permutation with a repeated dimension.
func @f(%m: vector<2x3xf32>) -> vector<3x2xf32> {
  %r = vector.transpose %m, [1, 1] : vector<2x3xf32> to vector<3x2xf32>
  return %r : vector<3x2xf32>
}
