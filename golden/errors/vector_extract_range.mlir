// vector.extract positions must lie inside the vector.
func @f(%m: vector<2x3xf32>) -> f32 {
  %r = vector.extract %m[1, 3] : vector<2x3xf32>
  return %r : f32
}
