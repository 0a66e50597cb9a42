// error: reference to undefined block '^bb9'
func @f(%a: i32) -> i32 {
  br ^bb9
^bb1:
  return %a : i32
}
