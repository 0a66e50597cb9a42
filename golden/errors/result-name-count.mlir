// error: 'call' defines 2 results, but 1 name is given (write '%r:2 = ...' or '%r, %s = ...')
func private @pair(i32) -> (i32, i32)

func @f(%a: i32) -> i32 {
  %r = call @pair(%a) : (i32) -> (i32, i32)
  return %r : i32
}
