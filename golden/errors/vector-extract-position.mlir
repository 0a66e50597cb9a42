// A constant position past the dimension, next to a dynamic one.
func.func @f(%v: vector<2x3xf32>, %i: index) -> f32 {
  %r = vector.extract %v[%i, 3] : f32 from vector<2x3xf32>
  return %r : f32
}
