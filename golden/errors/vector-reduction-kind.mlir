// A bitwise reduction kind on floats.
func @f(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction "xor", %v : vector<4xf32> into f32
  return %r : f32
}
