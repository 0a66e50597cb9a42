// error: 'select' condition '%c' must be i1, found i32
func @f(%c: i32, %a: f64, %b: f64) -> f64 {
  %r = select %c, %a, %b : f64
  return %r : f64
}
