// A complex constant has two parts.
func.func @f() -> complex<f64> {
  %r = complex.constant [1.0 : f64, 2.0 : f64, 3.0 : f64] : complex<f64>
  return %r : complex<f64>
}
