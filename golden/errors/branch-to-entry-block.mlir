// error: branch targets the entry block '^bb0' of @f (the entry block may have no predecessors)
func @f(i32) -> i32 {
^bb0(%a: i32):
  br ^bb1
^bb1:
  br ^bb0(%a : i32)
}
