module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @atom(%arg0: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(9 : i32) : i32
    %2 = llvm.atomicrmw add %arg0, %0 seq_cst : !llvm.ptr, i32
    %3 = llvm.atomicrmw xchg %arg0, %2 acquire : !llvm.ptr, i32
    %4 = llvm.cmpxchg %arg0, %3, %1 acq_rel monotonic : !llvm.ptr, i32
    %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, i1)>
    llvm.fence seq_cst
    llvm.store %5, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    %6 = llvm.load %arg0 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.return %6 : i32
  }
}
