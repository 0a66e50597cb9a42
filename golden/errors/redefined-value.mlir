// error: redefinition of value '%c' (first defined on line 3)
func @f(%a: i32, %b: i32) -> i32 {
  %c = addi %a, %b : i32
  %c = muli %a, %b : i32
  return %c : i32
}
