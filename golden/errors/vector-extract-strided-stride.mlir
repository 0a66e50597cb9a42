// The strides of vector.extract_strided_slice are 1.
func @f(%v: vector<8xi32>) -> vector<2xi32> {
  %a = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [2]} : vector<8xi32> to vector<2xi32>
  return %a : vector<2xi32>
}
