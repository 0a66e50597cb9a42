// error: redefinition of block '^bb1' (first defined on line 5)
func @f(%a: i32, %c: i1) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb1:
  br ^bb2
^bb2:
  return %a : i32
}
