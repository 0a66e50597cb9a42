// A shape_cast that changes the number of elements.
func @f(%m: vector<2x3xf32>) -> vector<5xf32> {
  %r = vector.shape_cast %m : vector<2x3xf32> to vector<5xf32>
  return %r : vector<5xf32>
}
