; ModuleID = 'parallel_reduce_mlir13.mlir'
source_filename = "parallel_reduce_mlir13.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ 0, %bb0 ], [ %11, %bb9 ]
  %1 = phi i64 [ 0, %bb0 ], [ %8, %bb9 ]
  %2 = phi double [ 1.0, %bb0 ], [ %9, %bb9 ]
  %3 = icmp slt i64 %0, 5
  br i1 %3, label %bb7, label %bb2

bb2:
  call void @print_i64(i64 %1)
  call void @print_f64(double %2)
  br label %bb3

bb3:
  %4 = phi i64 [ 0, %bb2 ], [ %6, %bb6 ]
  %5 = icmp slt i64 %4, 2
  br i1 %5, label %bb5, label %bb4

bb4:
  ret i32 0

bb5:
  br label %bb6

bb6:
  call void @print_i64(i64 %4)
  %6 = add i64 %4, 1
  br label %bb3

bb7:
  br label %bb8

bb8:
  %7 = phi i64 [ 1, %bb7 ], [ %19, %bb15 ]
  %8 = phi i64 [ %1, %bb7 ], [ %14, %bb15 ]
  %9 = phi double [ %2, %bb7 ], [ %18, %bb15 ]
  %10 = icmp slt i64 %7, 7
  br i1 %10, label %bb10, label %bb9

bb9:
  %11 = add i64 %0, 1
  br label %bb1

bb10:
  br label %bb11

bb11:
  %12 = mul i64 %0, %7
  br label %bb12

bb12:
  %13 = add i64 %8, %12
  br label %bb13

bb13:
  %14 = phi i64 [ %13, %bb12 ]
  %15 = sitofp i64 %7 to double
  %16 = fadd double %15, 0.5
  br label %bb14

bb14:
  %17 = fmul double %9, %16
  br label %bb15

bb15:
  %18 = phi double [ %17, %bb14 ]
  %19 = add i64 %7, 2
  br label %bb8
}
