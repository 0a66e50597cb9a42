// Generic form: a broadcast of a vector whose trailing dimension differs.
func.func @f(%a: vector<3xf32>) -> vector<2x4xf32> {
  %r = "vector.broadcast"(%a) : (vector<3xf32>) -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}
