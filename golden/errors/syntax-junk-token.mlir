// error: unexpected character '&' (not a token of the language)
func @f(%a: i32, %b: i32) -> i32 {
  %c = addi %a, %b : i32 &
  return %c : i32
}
