// error: constant value 1.5 is a float literal, but the type is the integer type i32
func @f() -> i32 {
  %c = constant 1.5 : i32
  return %c : i32
}
