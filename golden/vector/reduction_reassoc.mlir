// vector.reduction with fast-math flags (MLIR 22): `fastmath<reassoc>` puts
// `reassoc` on llvm.vector.reduce.fadd/fmul, which may then add in any order
// (a tree here: 2), while the plain reduction adds in order (1). Only
// `reassoc` is kept (`fast` gives it; MLIR 13's LLVM dialect has no other
// flag on reductions): a max reduction gets none. .out from mlir-runner-22.
func.func @main() {
  %v = arith.constant dense<[1.0e8, 1.0, -1.0e8, 1.0]> : vector<4xf32>
  %acc = arith.constant 0.0 : f32
  %a = vector.reduction <add>, %v fastmath<reassoc> : vector<4xf32> into f32
  vector.print %a : f32
  %b = vector.reduction <add>, %v : vector<4xf32> into f32
  vector.print %b : f32
  %c = vector.reduction <add>, %v, %acc fastmath<fast> : vector<4xf32> into f32
  vector.print %c : f32
  %w = arith.constant dense<[3.0e38, 2.0, 1.0e-38, 4.0]> : vector<4xf32>
  %d = vector.reduction <mul>, %w fastmath<reassoc> : vector<4xf32> into f32
  vector.print %d : f32
  %e = vector.reduction <mul>, %w : vector<4xf32> into f32
  vector.print %e : f32
  %f = vector.reduction <maxnumf>, %w fastmath<reassoc> : vector<4xf32> into f32
  vector.print %f : f32
  %x = arith.constant dense<[1.0e16, 1.0, -1.0e16, 1.0]> : vector<4xf64>
  %g = vector.reduction <add>, %x fastmath<reassoc,nsz> : vector<4xf64> into f64
  vector.print %g : f64
  %h = vector.reduction <add>, %x : vector<4xf64> into f64
  vector.print %h : f64
  return
}
