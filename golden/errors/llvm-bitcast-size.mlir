// error: llvm.bitcast between types of different sizes
llvm.func @f(%a: i64) -> f32 {
  %b = llvm.bitcast %a : i64 to f32
  llvm.return %b : f32
}
