; ModuleID = 'llvm_atomicrmw_ordering.mlir'
source_filename = "llvm_atomicrmw_ordering.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i32* %0, i32 %1) {
bb0:
  %2 = atomicrmw add i32* %0, i32 %1 seq_cst
  ret i32 %2
}
