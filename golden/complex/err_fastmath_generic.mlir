// Fast-math flags of the generic form must be #arith.fastmath<...>.
func.func @f(%a: complex<f64>) -> complex<f64> {
  %r = "complex.sqrt"(%a) {fastmath = 3 : i32} : (complex<f64>) -> complex<f64>
  return %r : complex<f64>
}
