// error: 'return' has 1 operand, but the enclosing function @f returns 2 values (i32, i32)
func @f(%a: i32) -> (i32, i32) {
  return %a : i32
}
