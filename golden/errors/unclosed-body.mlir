// A function whose closing brace is missing: the error points at its `{`
func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32

func.func @g() {
  return
}
