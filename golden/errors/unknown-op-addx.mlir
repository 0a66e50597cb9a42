// error: unknown operation 'addx' (did you mean 'addi' or 'addf'?)
func @f(%a: i32, %b: i32) -> i32 {
  %c = addx %a, %b : i32
  return %c : i32
}
