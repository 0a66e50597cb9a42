// error: llvm.load through an i64 (with the result type given, so the
// parser does not need a pointee)
llvm.func @f(%addr: i64) -> i64 {
  %v = llvm.load %addr : i64 -> i64
  llvm.return %v : i64
}
