// vector.create_mask takes one size per dimension.
func @f(%a: index) -> vector<2x3xi1> {
  %k = vector.create_mask %a : vector<2x3xi1>
  return %k : vector<2x3xi1>
}
