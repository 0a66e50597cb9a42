// complex.div takes two operands.
func.func @f(%a: complex<f64>) -> complex<f64> {
  %r = "complex.div"(%a) : (complex<f64>) -> complex<f64>
  return %r : complex<f64>
}
