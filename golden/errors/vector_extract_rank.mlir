// vector.extract takes at most one position per dimension.
func @f(%m: vector<3xf32>) -> f32 {
  %r = vector.extract %m[1, 0] : vector<3xf32>
  return %r : f32
}
