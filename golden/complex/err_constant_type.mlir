// complex.constant makes a complex number.
func.func @f() -> f64 {
  %r = complex.constant [1.0 : f64, 2.0 : f64] : f64
  return %r : f64
}
