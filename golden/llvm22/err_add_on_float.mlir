// error: llvm.add on f32 (MLIR 22: "'llvm.add' op operand #0 must be
// signless integer or LLVM dialect-compatible vector of signless integer")
llvm.func @f(%a: f32, %b: f32, %p: !llvm.ptr) -> f32 {
  %c = llvm.add %a, %b overflow<nsw> : f32
  llvm.return %c : f32
}
