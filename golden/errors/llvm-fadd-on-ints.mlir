// error: llvm.fadd is a float op: its operands are integers
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %c = llvm.fadd %a, %b : i32
  llvm.return %c : i32
}
