// vector.create_mask makes a vector of i1.
func @f(%a: index) -> vector<4xi32> {
  %k = vector.create_mask %a : vector<4xi32>
  return %k : vector<4xi32>
}
