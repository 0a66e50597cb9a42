// error: 'fpext' result type f32 must be wider than the operand type f64
func @f(%a: f64) -> f32 {
  %b = fpext %a : f64 to f32
  return %b : f32
}
