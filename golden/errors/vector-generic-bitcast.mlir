// Generic form: a bitcast that changes the number of bits.
func.func @f(%a: vector<4xf32>) -> vector<4xi16> {
  %r = "vector.bitcast"(%a) : (vector<4xf32>) -> vector<4xi16>
  return %r : vector<4xi16>
}
