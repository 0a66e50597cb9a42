// Generic form: an integer reduction kind on a vector of floats.
func.func @f(%v: vector<4xf32>) -> f32 {
  %r = "vector.reduction"(%v) {kind = #vector.kind<xor>} : (vector<4xf32>) -> f32
  return %r : f32
}
