// vector.multi_reduction keeps the dimensions it does not reduce.
func.func @f(%v: vector<2x3xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<3xf32>
  return %r : vector<3xf32>
}
