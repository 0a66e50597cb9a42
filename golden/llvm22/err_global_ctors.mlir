// A constructor must be a `void ()` function.
module {
  llvm.mlir.global_ctors ctors = [@init], priorities = [65535 : i32]
  llvm.func @init(%x: i32) {
    llvm.return
  }
}
