// vector.outerproduct of a 0-D vector: MLIR 22 refuses it (its parser crashes).
func.func @f(%a: vector<f32>, %c: f32) -> vector<f32> {
  %r = vector.outerproduct %a, %c : vector<f32>, f32
  return %r : vector<f32>
}
