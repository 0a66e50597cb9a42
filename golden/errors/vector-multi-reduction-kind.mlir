// The combining kind must fit the element type.
func.func @f(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <xor>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
