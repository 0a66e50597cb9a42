// A function whose `}` is missing: reported at its `{`, and the next
// function is still checked.
func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  scf.if %c {
  return %y : i32

func.func @g(%x: i32) -> i32 {
  %y = arith.addi %x, %nope : i32
  return %y : i32
}
