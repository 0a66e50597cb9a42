// error: call to @g: argument 0 '%x' has type i64, but @g expects i32
func private @g(i32) -> i32

func @f(%x: i64) -> i32 {
  %r = call @g(%x) : (i32) -> i32
  return %r : i32
}
