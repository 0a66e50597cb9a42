// complex.bitcast on complex<f16> is not supported yet (the other ops are).
func.func @f(%a: complex<f16>) -> i32 {
  %r = complex.bitcast %a : complex<f16> to i32
  return %r : i32
}
