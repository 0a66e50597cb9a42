func.func @f(%x: f64) -> f32 {
  %a = "arith.truncf"(%x) <{roundingmode = 5 : i32}> : (f64) -> f32
  return %a : f32
}
