// error: 'addi' operand '%a' has type i64, but the op's type is i32
func @f(%a: i64, %b: i32) -> i32 {
  %c = addi %a, %b : i32
  return %c : i32
}
