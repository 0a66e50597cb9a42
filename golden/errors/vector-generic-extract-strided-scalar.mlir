// Generic form: extract_strided_slice slices a vector, not a scalar.
func.func @f(%v: f32) -> vector<2xf32> {
  %r = "vector.extract_strided_slice"(%v) {offsets = [0], sizes = [2], strides = [1]} : (f32) -> vector<2xf32>
  return %r : vector<2xf32>
}
