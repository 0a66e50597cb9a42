// Too few elements for from_elements.
func.func @f(%a: f32) -> vector<2x2xf32> {
  %r = vector.from_elements %a, %a, %a : vector<2x2xf32>
  return %r : vector<2x2xf32>
}
