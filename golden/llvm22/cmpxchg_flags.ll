; ModuleID = 'cmpxchg_flags.mlir'
source_filename = "cmpxchg_flags.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = alloca i32
  %1 = bitcast i32* %0 to i8*
  store i32 5, i32* %0
  %2 = cmpxchg volatile i32* %0, i32 9, i32 5 syncscope("singlethread") seq_cst seq_cst
  %3 = extractvalue { i32, i1 } %2, 1
  %4 = zext i1 %3 to i64
  call void @print_i64(i64 %4)
  br label %bb1

bb1:
  %5 = cmpxchg weak i32* %0, i32 5, i32 9 acq_rel monotonic
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %bb2, label %bb1

bb2:
  %7 = extractvalue { i32, i1 } %5, 0
  %8 = sext i32 %7 to i64
  call void @print_i64(i64 %8)
  %9 = cmpxchg weak volatile i32* %0, i32 9, i32 5 syncscope("singlethread") acquire acquire
  %10 = load i32, i32* %0
  %11 = sext i32 %10 to i64
  call void @print_i64(i64 %11)
  ret i32 0
}
