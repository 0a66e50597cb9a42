; ModuleID = 'fence.mlir'
source_filename = "fence.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @main() {
bb0:
  %0 = alloca i64
  %1 = bitcast i64* %0 to i8*
  store i64 7, i64* %0
  fence release
  fence syncscope("singlethread") seq_cst
  %2 = load i64, i64* %0
  fence acquire
  fence acq_rel
  call void @print_i64(i64 %2)
  ret void
}
