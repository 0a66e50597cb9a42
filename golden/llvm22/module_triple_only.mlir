// A triple alone: its data layout is mlir2ll's for that triple.
module attributes {llvm.target_triple = "x86_64-apple-darwin"} {
  llvm.func @id(%arg0: !llvm.ptr) -> !llvm.ptr {
    llvm.return %arg0 : !llvm.ptr
  }
}
