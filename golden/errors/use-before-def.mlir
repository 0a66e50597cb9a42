// error: value '%b' is used before its definition in the same block
func @f(%a: i32) -> i32 {
  %c = addi %a, %b : i32
  %b = muli %a, %a : i32
  return %c : i32
}
