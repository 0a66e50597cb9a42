// error: unknown cmpi predicate 'lt' (expected eq, ne, slt, sle, sgt, sge, ult, ule, ugt or uge)
func @f(%a: i32, %b: i32) -> i1 {
  %c = cmpi lt, %a, %b : i32
  return %c : i1
}
