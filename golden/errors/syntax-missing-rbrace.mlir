// error: expected '}' to close the body of function @f, found end of file
func @f(%a: i32) -> i32 {
  %b = addi %a, %a : i32
  return %b : i32
