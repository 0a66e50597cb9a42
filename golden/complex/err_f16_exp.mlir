// Transcendental complex ops on complex<f16> are not supported yet.
func.func @f(%a: complex<f16>) -> complex<f16> {
  %r = complex.exp %a : complex<f16>
  return %r : complex<f16>
}
