// A misspelt LLVM-dialect type.
llvm.func @f(%p: !llvm.pt<i32>) {
  llvm.return
}
