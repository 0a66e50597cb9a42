// error: value '%t' is used in '^merge' but its definition in '^then' does not dominate the use
func @f(%c: i1, %a: i32) -> i32 {
  cond_br %c, ^then, ^else
^then:
  %t = addi %a, %a : i32
  br ^merge
^else:
  br ^merge
^merge:
  return %t : i32
}
