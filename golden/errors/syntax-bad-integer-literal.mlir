// error: invalid integer literal '0xZ1': "0x" must be followed by hexadecimal digits
func @f() -> i32 {
  %c = constant 0xZ1 : i32
  return %c : i32
}
