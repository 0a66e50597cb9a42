// complex.bitcast needs a complex operand or result.
func.func @f(%a: i64) -> f64 {
  %r = complex.bitcast %a : i64 to f64
  return %r : f64
}
