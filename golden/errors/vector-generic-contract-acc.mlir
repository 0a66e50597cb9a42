// Generic form: vector.contract produces the accumulator's type.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf32>) -> vector<4x2xf32> {
  %r = "vector.contract"(%x, %y, %z) {indexing_maps = [#a, #b, #c], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>} : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<4x2xf32>
  return %r : vector<4x2xf32>
}
