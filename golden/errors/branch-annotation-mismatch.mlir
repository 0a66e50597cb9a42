// error: branch operand '%a' has type i32, but is annotated as f32
func @f(%a: i32) -> i32 {
  br ^bb1(%a : f32)
^bb1(%x: i32):
  return %x : i32
}
