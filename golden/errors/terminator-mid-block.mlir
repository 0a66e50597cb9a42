// error: 'return' must be the last operation of its block, but an operation follows it
func @f(%a: i32) -> i32 {
  return %a : i32
  %b = addi %a, %a : i32
  return %b : i32
}
