// Generic form: extract_strided_slice takes as many offsets, sizes and strides.
func.func @f(%v: vector<4x8xf32>) -> vector<2x8xf32> {
  %r = "vector.extract_strided_slice"(%v) {offsets = [0, 0], sizes = [2], strides = [1]} : (vector<4x8xf32>) -> vector<2x8xf32>
  return %r : vector<2x8xf32>
}
