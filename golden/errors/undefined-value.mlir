// error: use of undefined value '%z'
func @f(%a: i32) -> i32 {
  %b = addi %a, %z : i32
  return %b : i32
}
