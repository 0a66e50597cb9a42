// Generic form: a reduced dimension past the source's rank.
func.func @f(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = "vector.multi_reduction"(%v, %acc) {kind = #vector.kind<add>, reduction_dims = [2]} : (vector<2x3xf32>, vector<2xf32>) -> vector<2xf32>
  return %r : vector<2xf32>
}
