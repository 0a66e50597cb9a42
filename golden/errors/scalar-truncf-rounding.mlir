func.func @f(%a: f32) -> f16 {
  %r = arith.truncf %a to_nearest_away : f32 to f16
  return %r : f16
}
