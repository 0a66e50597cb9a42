func.func @f(%a: f32, %b: f32) -> f32 {
  %r = math.fma %a, %b : f32
  return %r : f32
}
