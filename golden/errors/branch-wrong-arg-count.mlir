// error: branch to '^bb1' passes 1 argument, but '^bb1' takes 2
func @f(%a: i32) -> i32 {
  br ^bb1(%a : i32)
^bb1(%x: i32, %y: i32):
  %s = addi %x, %y : i32
  return %s : i32
}
