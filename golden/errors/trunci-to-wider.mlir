// error: 'trunci' result type i64 must be narrower than the operand type i32
func @f(%a: i32) -> i64 {
  %b = trunci %a : i32 to i64
  return %b : i64
}
