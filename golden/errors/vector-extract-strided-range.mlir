// The slice of vector.extract_strided_slice lies inside the source.
func @f(%v: vector<4x5xi32>) -> vector<2x3xi32> {
  %a = vector.extract_strided_slice %v {offsets = [3, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x5xi32> to vector<2x3xi32>
  return %a : vector<2x3xi32>
}
