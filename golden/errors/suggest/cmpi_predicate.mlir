// A misspelt predicate: the closest one is suggested.
func.func @f(%a: i32, %b: i32) -> i1 {
  %x = arith.cmpi sltt, %a, %b : i32
  return %x : i1
}
