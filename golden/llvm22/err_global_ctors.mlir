// Global constructors are recognized and refused clearly.
module {
  llvm.mlir.global_ctors ctors = [@init], priorities = [65535 : i32], data = [#llvm.zero]
  llvm.func @init() {
    llvm.return
  }
}
