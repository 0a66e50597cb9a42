// error: 'call_indirect' callee '%g' has type i32, not a function type
func @f(%g: i32, %a: i32) -> i32 {
  %r = call_indirect %g(%a) : (i32) -> i32
  return %r : i32
}
