; ModuleID = 'parallel_mlir22.mlir'
source_filename = "parallel_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @main() {
bb0:
  %0 = add i64 5, 1
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %21, %bb9 ]
  %2 = phi double [ 0.0, %bb0 ], [ %17, %bb9 ]
  %3 = phi double [ 0xFFF0000000000000, %bb0 ], [ %18, %bb9 ]
  %4 = phi double [ 0x7FF0000000000000, %bb0 ], [ %19, %bb9 ]
  %5 = icmp slt i64 %1, 5
  br i1 %5, label %bb7, label %bb2

bb2:
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  br label %bb3

bb3:
  %6 = phi i64 [ 0, %bb2 ], [ %15, %bb6 ]
  %7 = phi i64 [ 0, %bb2 ], [ %13, %bb6 ]
  %8 = phi i64 [ 1, %bb2 ], [ %14, %bb6 ]
  %9 = icmp slt i64 %6, 7
  br i1 %9, label %bb5, label %bb4

bb4:
  call void @print_i64(i64 %7)
  call void @print_i64(i64 %8)
  ret i32 0

bb5:
  br label %bb6

bb6:
  %10 = mul i64 %6, 5
  %11 = mul i64 13, -1
  %12 = add i64 %10, %11
  %13 = add i64 %7, %12
  %14 = mul i64 %8, %12
  %15 = add i64 %6, 1
  br label %bb3

bb7:
  br label %bb8

bb8:
  %16 = phi i64 [ 0, %bb7 ], [ %32, %bb11 ]
  %17 = phi double [ %2, %bb7 ], [ %27, %bb11 ]
  %18 = phi double [ %3, %bb7 ], [ %29, %bb11 ]
  %19 = phi double [ %4, %bb7 ], [ %31, %bb11 ]
  %20 = icmp slt i64 %16, %0
  br i1 %20, label %bb10, label %bb9

bb9:
  %21 = add i64 %1, 2
  br label %bb1

bb10:
  br label %bb11

bb11:
  %22 = mul i64 %1, 3
  %23 = mul i64 %16, 2
  %24 = mul i64 %23, -1
  %25 = add i64 %22, %24
  %26 = sitofp i64 %25 to double
  %27 = fadd double %17, %26
  %28 = fcmp ogt double %18, %26
  %29 = select i1 %28, double %18, double %26
  %30 = fcmp olt double %19, %26
  %31 = select i1 %30, double %19, double %26
  %32 = add i64 %16, 1
  br label %bb8
}
