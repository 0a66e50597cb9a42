// The priorities list must be as long as the functions list.
module {
  llvm.mlir.global_dtors dtors = [@a, @b], priorities = [1 : i32]
  llvm.func @a() {
    llvm.return
  }
  llvm.func @b() {
    llvm.return
  }
}
