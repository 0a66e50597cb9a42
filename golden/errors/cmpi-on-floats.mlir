// error: 'cmpi' operands must be signless integers or index (or vectors of them), found f32
func @f(%a: f32, %b: f32) -> i1 {
  %c = cmpi "slt", %a, %b : f32
  return %c : i1
}
