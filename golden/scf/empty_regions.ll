; ModuleID = 'empty_regions.mlir'
source_filename = "empty_regions.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ 0, %bb0 ], [ %5, %bb8 ]
  %1 = icmp slt i64 %0, 4
  br i1 %1, label %bb3, label %bb2

bb2:
  ret i32 0

bb3:
  %2 = icmp slt i64 %0, 0
  br i1 %2, label %bb5, label %bb4

bb4:
  call void @print_i64(i64 %0)
  br label %bb5

bb5:
  %3 = add i64 %0, -2
  %4 = icmp sge i64 %3, 0
  br i1 %4, label %bb7, label %bb6

bb6:
  call void @print_i64(i64 100)
  br label %bb7

bb7:
  br i1 %2, label %bb8, label %bb8

bb8:
  %5 = add i64 %0, 1
  br label %bb1
}
