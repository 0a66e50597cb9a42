; ModuleID = 'for_if_while.mlir'
source_filename = "for_if_while.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ 0, %bb0 ], [ %15, %bb14 ]
  %1 = phi i64 [ 0, %bb0 ], [ %14, %bb14 ]
  %2 = icmp slt i64 %0, 10
  br i1 %2, label %bb14, label %bb2

bb2:
  call void @print_i64(i64 %1)
  br label %bb3

bb3:
  %3 = phi i64 [ 0, %bb2 ], [ %12, %bb13 ]
  %4 = icmp slt i64 %3, 10
  br i1 %4, label %bb8, label %bb4

bb4:
  br label %bb5

bb5:
  %5 = phi i64 [ 0, %bb4 ], [ %9, %bb7 ]
  %6 = icmp slt i64 %5, 5
  br i1 %6, label %bb7, label %bb6

bb6:
  %7 = phi i64 [ %5, %bb5 ]
  call void @print_i64(i64 %7)
  ret i32 0

bb7:
  %8 = phi i64 [ %5, %bb5 ]
  %9 = add i64 %8, 1
  br label %bb5

bb8:
  %10 = icmp slt i64 %3, 5
  br i1 %10, label %bb10, label %bb9

bb9:
  br label %bb11

bb10:
  br label %bb11

bb11:
  %11 = phi i64 [ 100, %bb9 ], [ %3, %bb10 ]
  call void @print_i64(i64 %11)
  br i1 %10, label %bb12, label %bb13

bb12:
  call void @print_i64(i64 0)
  br label %bb13

bb13:
  %12 = add i64 %3, 1
  br label %bb3

bb14:
  %13 = mul i64 %0, %0
  %14 = add i64 %1, %13
  %15 = add i64 %0, 1
  br label %bb1
}
