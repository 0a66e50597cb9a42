// error: unexpected end of file in the middle of an operation: expected an operand after ','
func @f(%a: i32, %b: i32) -> i32 {
  %c = addi %a,
