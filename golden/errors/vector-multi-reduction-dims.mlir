// The reduced dimensions of vector.multi_reduction are dimensions of the source.
func.func @f(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [2] : vector<2x3xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
