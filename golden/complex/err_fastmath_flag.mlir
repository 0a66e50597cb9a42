// An unknown fast-math flag.
func.func @f(%a: complex<f64>) -> complex<f64> {
  %r = complex.sqrt %a fastmath<nnan,fastest> : complex<f64>
  return %r : complex<f64>
}
