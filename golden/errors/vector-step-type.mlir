// vector.step makes index vectors.
func.func @f() -> vector<4xi32> {
  %r = vector.step : vector<4xi32>
  return %r : vector<4xi32>
}
