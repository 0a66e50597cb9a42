// error: 'cmpf' operands must be floats (or vectors of floats), found i32
func @f(%a: i32, %b: i32) -> i1 {
  %c = cmpf olt, %a, %b : i32
  return %c : i1
}
