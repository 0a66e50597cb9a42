// An op spelled in the wrong dialect: the diagnostic names the right one
func @f(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  %c = arith.sqrt %b : f32
  return %c : f32
}
