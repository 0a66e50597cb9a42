// error: expected ':' and the operand type after 'addi %a, %b', found 'return'
func @f(%a: i32, %b: i32) -> i32 {
  %c = addi %a, %b
  return %c : i32
}
