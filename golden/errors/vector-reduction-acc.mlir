// An accumulator of another type than the element type.
func.func @f(%v: vector<4xf32>, %acc: f64) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
  return %r : f32
}
