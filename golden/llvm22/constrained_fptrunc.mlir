// MLIR 22's LLVM dialect: `llvm.intr.experimental.constrained.fptrunc`
// with each rounding mode (what `arith.truncf %x <mode>` lowers to).
llvm.func @f(%x: f64, %v: vector<2xf32>) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %x tonearest ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %x downward ignore : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %x upward ignore : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f64 to f32
  %4 = llvm.intr.experimental.constrained.fptrunc %x tonearestaway ignore : f64 to f32
  %5 = llvm.intr.experimental.constrained.fptrunc %v upward ignore : vector<2xf32> to vector<2xf16>
  %6 = llvm.fadd %0, %1 : f32
  %7 = llvm.fadd %6, %2 : f32
  %8 = llvm.fadd %7, %3 : f32
  %9 = llvm.fadd %8, %4 : f32
  llvm.return %9 : f32
}
