// error: 'sexti' result type i8 must be wider than the operand type i32
func @f(%a: i32) -> i8 {
  %b = sexti %a : i32 to i8
  return %b : i8
}
