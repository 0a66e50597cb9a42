// Generic form: the result of extract_strided_slice has the sizes, then the source's trailing dimensions.
func.func @f(%v: vector<4x8xf32>) -> vector<2x2xf32> {
  %r = "vector.extract_strided_slice"(%v) {offsets = [1], sizes = [2], strides = [1]} : (vector<4x8xf32>) -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
