// `arith.truncf` with a rounding mode and fast-math flags (MLIR 22). MLIR 22
// copies the flags onto the constrained intrinsic as an `#arith.fastmath`
// attribute its LLVM dialect does not know (the printed module does not
// read back; translated in one process they are dropped): mlir2ll drops
// them. No `.out`: MLIR 22's text pipeline cannot build this program.
func.func @f(%x: f64, %v: vector<4xf32>) -> (f32, vector<4xf16>) {
  %a = arith.truncf %x upward fastmath<nnan, ninf> : f64 to f32
  %b = arith.truncf %v to_nearest_away fastmath<fast> : vector<4xf32> to vector<4xf16>
  return %a, %b : f32, vector<4xf16>
}
