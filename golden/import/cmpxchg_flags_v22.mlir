module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
    %0 = llvm.cmpxchg weak volatile %arg0, %arg1, %arg2 syncscope("singlethread") acq_rel monotonic : !llvm.ptr, i32
    %1 = llvm.cmpxchg weak %arg0, %arg2, %arg1 seq_cst seq_cst : !llvm.ptr, i32
    %2 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
    llvm.return %2 : i32
  }
}
