// error: llvm.load through a value that is not a pointer (an i64)
llvm.func @f(%addr: i64) -> i64 {
  %v = llvm.load %addr : i64
  llvm.return %v : i64
}
