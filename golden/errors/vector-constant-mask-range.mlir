// vector.constant_mask sizes must fit the dimensions.
func @f() -> vector<4xi1> {
  %k = vector.constant_mask [5] : vector<4xi1>
  return %k : vector<4xi1>
}
