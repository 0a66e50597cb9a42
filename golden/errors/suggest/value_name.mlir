// An undefined value: the closest name defined in the function is suggested.
func.func @f(%x0: i32) -> i32 {
  %y = arith.addi %x0, %x1 : i32
  return %y : i32
}
