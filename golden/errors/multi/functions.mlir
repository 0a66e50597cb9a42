// Errors in three functions: each is reported, and the functions between
// them are still checked.
func.func @a(%x: i32) -> i32 {
  %y = arith.addi %x : i32
  return %y : i32
}

func.func @ok(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}

func.func @b(%x: f32) -> f32 {
  %y = arith.addf %x, %q : f32
  return %y : f32
}

func.func @c(%x: i32) -> i64 {
  return %x : i32
}
