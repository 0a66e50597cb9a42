// error: block '^bb1' does not end with a terminator (br, cond_br or return)
func @f(%a: i32) -> i32 {
  br ^bb1
^bb1:
  %b = addi %a, %a : i32
}
