llvm.func @f(%x: f64) -> f32 {
  %0 = llvm.intr.experimental.constrained.fptrunc %x tonearst ignore : f64 to f32
  llvm.return %0 : f32
}
