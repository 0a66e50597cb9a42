// A signed-integer reduction kind on floats (today's spelling).
func.func @f(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <maxsi>, %v : vector<4xf32> into f32
  return %r : f32
}
