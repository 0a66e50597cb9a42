// error: llvm.fptrunc from f32 to the wider f64
llvm.func @f(%a: f32) -> f64 {
  %b = llvm.fptrunc %a : f32 to f64
  llvm.return %b : f64
}
