// vector.contract with a combining kind other than add is not lowered yet.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%x: vector<2x3xi32>, %y: vector<3x4xi32>, %z: vector<2x4xi32>) -> vector<2x4xi32> {
  %r = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %x, %y, %z : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  return %r : vector<2x4xi32>
}
