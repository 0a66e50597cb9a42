// vector.insert_strided_slice takes one offset per destination dimension.
func @f(%p: vector<3xi32>, %v: vector<4x5xi32>) -> vector<4x5xi32> {
  %a = vector.insert_strided_slice %p, %v {offsets = [1], strides = [1]} : vector<3xi32> into vector<4x5xi32>
  return %a : vector<4x5xi32>
}
