// Generic form: a stride other than 1.
func.func @f(%a: vector<2xf32>, %b: vector<4x4xf32>) -> vector<4x4xf32> {
  %r = "vector.insert_strided_slice"(%a, %b) {offsets = [1, 0], strides = [2]} : (vector<2xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return %r : vector<4x4xf32>
}
