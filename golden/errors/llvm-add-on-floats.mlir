// error: llvm.add is an integer op: its operands are floats
llvm.func @f(%a: f32, %b: f32) -> f32 {
  %c = llvm.add %a, %b : f32
  llvm.return %c : f32
}
