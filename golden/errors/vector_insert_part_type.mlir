// vector.insert at two positions of a 2-D vector takes a scalar.
func @f(%m: vector<2x3xf32>, %r: vector<3xf32>) -> vector<2x3xf32> {
  %n = vector.insert %r, %m[0, 1] : vector<3xf32> into vector<2x3xf32>
  return %n : vector<2x3xf32>
}
