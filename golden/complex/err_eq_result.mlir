// complex.eq gives i1.
func.func @f(%a: complex<f64>) -> complex<f64> {
  %r = "complex.eq"(%a, %a) : (complex<f64>, complex<f64>) -> complex<f64>
  return %r : complex<f64>
}
