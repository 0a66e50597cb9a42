// error: 'std.addi' result type i64 must be the operand type i32
func @f(%a: i32, %b: i32) -> i64 {
  %c = "std.addi"(%a, %b) : (i32, i32) -> i64
  return %c : i64
}
