// Generic form: extract_strided_slice takes vectors of rank 1 or more.
func.func @f(%v: vector<f32>) -> vector<f32> {
  %r = "vector.extract_strided_slice"(%v) {offsets = [], sizes = [], strides = []} : (vector<f32>) -> vector<f32>
  return %r : vector<f32>
}
