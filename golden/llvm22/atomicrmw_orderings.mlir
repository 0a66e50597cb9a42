// `llvm.atomicrmw` with every ordering it takes, a sync scope and
// `volatile` (MLIR 22's syntax).
module {
  llvm.func @print_i64(i64)
  llvm.func @main() {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %p = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
    llvm.store %c5, %p : i64, !llvm.ptr
    %0 = llvm.atomicrmw add %p, %c3 monotonic : !llvm.ptr, i64
    %1 = llvm.atomicrmw umax %p, %c1 acquire : !llvm.ptr, i64
    %2 = llvm.atomicrmw max %p, %c5 release : !llvm.ptr, i64
    %3 = llvm.atomicrmw umin %p, %c3 syncscope("singlethread") seq_cst : !llvm.ptr, i64
    %4 = llvm.atomicrmw volatile xchg %p, %c1 acq_rel : !llvm.ptr, i64
    %5 = llvm.load %p : !llvm.ptr -> i64
    llvm.call @print_i64(%0) : (i64) -> ()
    llvm.call @print_i64(%1) : (i64) -> ()
    llvm.call @print_i64(%2) : (i64) -> ()
    llvm.call @print_i64(%3) : (i64) -> ()
    llvm.call @print_i64(%4) : (i64) -> ()
    llvm.call @print_i64(%5) : (i64) -> ()
    llvm.return
  }
}
