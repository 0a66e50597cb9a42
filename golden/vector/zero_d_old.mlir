// 0-D vectors in the spelling of MLIR 14-18 (`vector.extractelement %v[]`,
// `vector.insertelement %x, %v[]`) and `vector.splat`; no MLIR here has
// both 0-D vectors and these ops, so no .out.
func.func @main() {
  %c = arith.constant 2.5 : f32
  %c1 = arith.constant 1.0 : f32
  %v = vector.broadcast %c : f32 to vector<f32>
  %e = vector.extractelement %v[] : vector<f32>
  vector.print %e : f32
  %i = vector.insertelement %c1, %v[] : vector<f32>
  vector.print %i : vector<f32>
  %s = vector.splat %c1 : vector<f32>
  vector.print %s : vector<f32>
  return
}
