// MLIR 13's vector.contract with mask operands: MLIR 13 does not lower it
// (its vector-to-llvm leaves it, on LLVM arrays), so mlir2ll refuses it.
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func @f(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %ma: vector<2x3xi1>, %mb: vector<3x2xi1>) -> vector<2x2xf32> {
  %r = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %ma, %mb : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>
}
