// error: call to @pair expects 1 result, but @pair returns 2 (type (i32) -> (i32, i32))
func private @pair(i32) -> (i32, i32)

func @f(%a: i32) -> i32 {
  %r = call @pair(%a) : (i32) -> i32
  return %r : i32
}
