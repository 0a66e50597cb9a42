// error: 'return' operand 0 has type i64, but function @f returns i32
func @f(%a: i32) -> i32 {
  %b = sexti %a : i32 to i64
  return %b : i64
}
