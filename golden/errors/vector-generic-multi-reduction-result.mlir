// Generic form: the result keeps the reduced dimension.
func.func @f(%v: vector<2x3xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %r = "vector.multi_reduction"(%v, %acc) {kind = #vector.kind<add>, reduction_dims = [1]} : (vector<2x3xf32>, vector<3xf32>) -> vector<3xf32>
  return %r : vector<3xf32>
}
