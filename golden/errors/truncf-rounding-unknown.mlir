func.func @f(%x: f64) -> f32 {
  %a = arith.truncf %x towards_zero : f64 to f32
  return %a : f32
}
