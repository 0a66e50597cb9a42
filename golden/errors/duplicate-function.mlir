// error: redefinition of symbol '@f' (first defined on line 2)
func @f(%a: i32) -> i32 {
  return %a : i32
}

func @f(%a: i64) -> i64 {
  return %a : i64
}
