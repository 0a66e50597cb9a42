// A misspelt visibility keyword gets a "did you mean".
module {
  llvm.mlir.global external hiden @g(1 : i32) : i32
}
