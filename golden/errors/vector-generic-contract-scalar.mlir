// Generic form: vector.contract contracts vectors; a scalar lhs is refused.
#a = affine_map<(m, n, k) -> ()>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%x: f32, %y: vector<3x4xf32>, %z: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = "vector.contract"(%x, %y, %z) {indexing_maps = [#a, #b, #c], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>} : (f32, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  return %r : vector<2x4xf32>
}
