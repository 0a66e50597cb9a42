// error: llvm.sitofp converts an integer, not a float
llvm.func @f(%a: f32) -> f64 {
  %b = llvm.sitofp %a : f32 to f64
  llvm.return %b : f64
}
