// vector.bitcast keeps the number of bits of the last dimension.
func @f(%v: vector<4xf32>) -> vector<4xi16> {
  %a = vector.bitcast %v : vector<4xf32> to vector<4xi16>
  return %a : vector<4xi16>
}
