// Generic form: a static position past the dimension.
func.func @f(%v: vector<2x3xf32>) -> f32 {
  %r = "vector.extract"(%v) {position = [1, 3]} : (vector<2x3xf32>) -> f32
  return %r : f32
}
