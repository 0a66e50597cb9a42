func.func @f(%a: f32, %b: f32) -> f32 {
  %r = math.fpowi %a, %b : f32, f32
  return %r : f32
}
