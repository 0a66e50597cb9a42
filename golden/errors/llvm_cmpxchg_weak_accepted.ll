; ModuleID = 'llvm_cmpxchg_weak_accepted.mlir'
source_filename = "llvm_cmpxchg_weak_accepted.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define { i32, i1 } @f(i8* %0, i32 %1, i32 %2) {
bb0:
  %3 = bitcast i8* %0 to i32*
  %4 = cmpxchg weak i32* %3, i32 %1, i32 %2 acq_rel monotonic
  ret { i32, i1 } %4
}
