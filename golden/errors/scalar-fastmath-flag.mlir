func.func @f(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b fastmath<quick> : f32
  return %r : f32
}
