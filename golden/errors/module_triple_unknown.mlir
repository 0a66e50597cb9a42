// A triple whose data layout mlir2ll does not know, without a layout.
module attributes {llvm.target_triple = "riscv64-unknown-linux-gnu"} {
  llvm.func @f() {
    llvm.return
  }
}
