// error: unterminated string literal (a line feed occurs before the closing '"')
func @f(%a: i32) -> i32 attributes {note = "no closing quote} {
  return %a : i32
}
