// `array<i64: ..>` holds integers; MLIR 22 says: "expected integer literal".
func.func @f(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = "vector.transpose"(%v) <{permutation = array<i64: 1.5, 0>}> : (vector<2x3xf32>) -> vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
