// error: integer constant 300 does not fit in i8 (range -128..255)
func @f() -> i8 {
  %c = constant 300 : i8
  return %c : i8
}
