module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> i32 {
    %0 = llvm.mlir.constant(1.0 : f64) : f64
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.load %arg0 atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    %3 = llvm.load volatile %arg1 atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> i64
    %4 = llvm.load %arg2 atomic unordered {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %5 = llvm.load %4 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.store %2, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    llvm.store volatile %0, %arg1 atomic unordered {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %3, %arg1 atomic syncscope("agent") seq_cst {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %5, %4 atomic monotonic {alignment = 4 : i64} : f32, !llvm.ptr
    %6 = llvm.atomicrmw volatile add %arg0, %1 syncscope("agent") monotonic : !llvm.ptr, i32
    %7 = llvm.atomicrmw xchg %arg0, %6 syncscope("singlethread") seq_cst : !llvm.ptr, i32
    llvm.fence syncscope("singlethread") acquire
    %8 = llvm.load volatile %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store volatile %8, %arg0 : i32, !llvm.ptr
    llvm.return %7 : i32
  }
}
