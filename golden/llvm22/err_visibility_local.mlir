// LLVM's rule: a symbol with local linkage has default visibility.
module {
  llvm.func internal hidden @f() {
    llvm.return
  }
}
