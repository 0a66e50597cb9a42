// error: branch to '^bb1' passes i32 for argument 0 (%x), which has type i64
func @f(%a: i32) -> i64 {
  br ^bb1(%a : i32)
^bb1(%x: i64):
  return %x : i64
}
