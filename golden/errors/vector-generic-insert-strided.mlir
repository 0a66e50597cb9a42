// Generic form: the part does not fit at these offsets.
func.func @f(%a: vector<2xf32>, %b: vector<4x4xf32>) -> vector<4x4xf32> {
  %r = "vector.insert_strided_slice"(%a, %b) {offsets = [1, 3], strides = [1]} : (vector<2xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return %r : vector<4x4xf32>
}
