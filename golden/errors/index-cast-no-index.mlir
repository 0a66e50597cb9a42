// error: 'index_cast' casts between index and an integer type, but neither i32 nor i64 is index
func @f(%a: i32) -> i64 {
  %b = index_cast %a : i32 to i64
  return %b : i64
}
