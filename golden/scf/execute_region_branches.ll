; ModuleID = 'execute_region_branches.mlir'
source_filename = "execute_region_branches.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @pick(i64 %0, i1 %1) {
bb0:
  br label %bb1

bb1:
  br i1 %1, label %bb2, label %bb3

bb2:
  %2 = add i64 %0, %0
  br label %bb3

bb3:
  %3 = phi i64 [ %0, %bb1 ], [ %2, %bb2 ]
  br label %bb4

bb4:
  %4 = phi i64 [ %3, %bb3 ]
  ret i64 %4
}

define i32 @main() {
bb0:
  %0 = call i64 @pick(i64 21, i1 true)
  %1 = call i64 @pick(i64 21, i1 false)
  call void @print_i64(i64 %0)
  call void @print_i64(i64 %1)
  ret i32 0
}
