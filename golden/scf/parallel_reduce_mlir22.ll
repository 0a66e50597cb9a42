; ModuleID = 'parallel_reduce_mlir22.mlir'
source_filename = "parallel_reduce_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ 0, %bb0 ], [ %8, %bb5 ]
  %1 = phi i64 [ 0, %bb0 ], [ %5, %bb5 ]
  %2 = phi i64 [ -100, %bb0 ], [ %6, %bb5 ]
  %3 = icmp slt i64 %0, 3
  br i1 %3, label %bb3, label %bb2

bb2:
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret i32 0

bb3:
  br label %bb4

bb4:
  %4 = phi i64 [ 0, %bb3 ], [ %15, %bb11 ]
  %5 = phi i64 [ %1, %bb3 ], [ %12, %bb11 ]
  %6 = phi i64 [ %2, %bb3 ], [ %14, %bb11 ]
  %7 = icmp slt i64 %4, 4
  br i1 %7, label %bb6, label %bb5

bb5:
  %8 = add i64 %0, 1
  br label %bb1

bb6:
  br label %bb7

bb7:
  %9 = mul i64 %0, %4
  %10 = sub i64 %0, %4
  br label %bb8

bb8:
  %11 = add i64 %5, %9
  br label %bb9

bb9:
  %12 = phi i64 [ %11, %bb8 ]
  br label %bb10

bb10:
  %13 = call i64 @llvm.smax.i64(i64 %6, i64 %10)
  br label %bb11

bb11:
  %14 = phi i64 [ %13, %bb10 ]
  %15 = add i64 %4, 1
  br label %bb4
}

declare i64 @llvm.smax.i64(i64, i64)
