// error: unknown operation 'foo.bar'
func @f(%a: i32) -> i32 {
  %b = foo.bar %a : i32
  return %b : i32
}
