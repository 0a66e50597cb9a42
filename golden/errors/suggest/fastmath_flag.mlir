// A misspelt fast-math flag.
func.func @f(%a: f32, %b: f32) -> f32 {
  %x = arith.addf %a, %b fastmath<fsat> : f32
  return %x : f32
}
