// Several errors in one function. `%w` is defined by a failed op: its use
// below is not reported again.
func.func @f(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %w = arith.nope %a, %b : i32
  %t = arith.muli %s, %w : i32
  %u = "complex.div"(%a) : (i32) -> i32
  %v = arith.subi %t, %a, %b : i32
  return %t : i32
}
