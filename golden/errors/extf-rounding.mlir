func.func @f(%x: f32) -> f64 {
  %a = arith.extf %x downward : f32 to f64
  return %a : f64
}
