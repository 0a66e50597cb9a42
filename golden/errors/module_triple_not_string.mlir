module attributes {llvm.target_triple = 64 : i64} {
  llvm.func @f() {
    llvm.return
  }
}
