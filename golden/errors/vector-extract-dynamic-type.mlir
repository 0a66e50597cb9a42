// A position value that is not an index.
func.func @f(%v: vector<4xf32>, %i: i32) -> f32 {
  %r = vector.extract %v[%i] : f32 from vector<4xf32>
  return %r : f32
}
