// `llvm.fence` with every ordering it takes, with and without a sync
// scope, between stores and loads.
module {
  llvm.func @print_i64(i64)
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %p = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
    llvm.store %c7, %p : i64, !llvm.ptr
    llvm.fence release
    llvm.fence syncscope("singlethread") seq_cst
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.fence acquire
    llvm.fence acq_rel
    llvm.call @print_i64(%v) : (i64) -> ()
    llvm.return
  }
}
