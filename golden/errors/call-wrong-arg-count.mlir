// error: call to @g passes 2 arguments, but @g takes 1 (type (i32) -> i32)
func private @g(i32) -> i32

func @f(%a: i32) -> i32 {
  %r = call @g(%a, %a) : (i32, i32) -> i32
  return %r : i32
}
