// The type of a complex op must be complex.
func.func @f(%a: f64) -> f64 {
  %r = complex.exp %a : f64
  return %r : f64
}
