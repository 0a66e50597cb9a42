// error: call to undefined function '@nothere'
func @f(%a: i32) -> i32 {
  %r = call @nothere(%a) : (i32) -> i32
  return %r : i32
}
