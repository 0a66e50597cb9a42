// error: llvm.load through an i64 (MLIR 22: "'llvm.load' op operand #0
// must be LLVM pointer type")
llvm.func @f(%addr: i64, %p: !llvm.ptr) -> i32 {
  %v = llvm.load %addr {alignment = 4 : i64} : i64 -> i32
  llvm.return %v : i32
}
