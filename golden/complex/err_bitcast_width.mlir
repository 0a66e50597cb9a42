// complex.bitcast needs equal bit widths.
func.func @f(%a: complex<f32>) -> i32 {
  %r = complex.bitcast %a : complex<f32> to i32
  return %r : i32
}
