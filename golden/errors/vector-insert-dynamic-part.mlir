// The inserted part does not match the positions.
func.func @f(%v: vector<2x3xf32>, %x: vector<2xf32>, %i: index) -> vector<2x3xf32> {
  %r = vector.insert %x, %v[%i] : vector<2xf32> into vector<2x3xf32>
  return %r : vector<2x3xf32>
}
