// A broadcast that does not fit: 3 cannot stretch to 4.
func @f(%v: vector<3xf32>) -> vector<2x4xf32> {
  %r = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return %r : vector<2x4xf32>
}
