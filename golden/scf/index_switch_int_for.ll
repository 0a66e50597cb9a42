; ModuleID = 'index_switch_int_for.mlir'
source_filename = "index_switch_int_for.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i64, double } @pick(i64 %0, i64 %1) {
bb0:
  switch i64 %0, label %bb4 [
    i64 0, label %bb3
    i64 2, label %bb2
    i64 -1, label %bb1
  ]

bb1:
  br label %bb5

bb2:
  %2 = mul i64 %1, %1
  %3 = sitofp i64 %2 to double
  br label %bb5

bb3:
  br label %bb5

bb4:
  %4 = add i64 %1, %1
  br label %bb5

bb5:
  %5 = phi i64 [ -1, %bb1 ], [ %2, %bb2 ], [ 7, %bb3 ], [ %4, %bb4 ]
  %6 = phi double [ -2.5, %bb1 ], [ %3, %bb2 ], [ 0.5, %bb3 ], [ 10000000000.0, %bb4 ]
  %7 = insertvalue { i64, double } undef, i64 %5, 0
  %8 = insertvalue { i64, double } %7, double %6, 1
  ret { i64, double } %8
}

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ -2, %bb0 ], [ %34, %bb23 ]
  %1 = icmp slt i64 %0, 4
  br i1 %1, label %bb21, label %bb2

bb2:
  br label %bb3

bb3:
  %2 = phi i32 [ -5, %bb2 ], [ %30, %bb20 ]
  %3 = phi i32 [ 0, %bb2 ], [ %29, %bb20 ]
  %4 = icmp slt i32 %2, 6
  br i1 %4, label %bb20, label %bb4

bb4:
  call void @print_i32(i32 %3)
  br label %bb5

bb5:
  %5 = phi i8 [ 100, %bb4 ], [ %27, %bb19 ]
  %6 = phi i64 [ 0, %bb4 ], [ %26, %bb19 ]
  %7 = icmp slt i8 %5, 127
  br i1 %7, label %bb19, label %bb6

bb6:
  call void @print_i64(i64 %6)
  br label %bb7

bb7:
  %8 = phi i64 [ 10, %bb6 ], [ %24, %bb18 ]
  %9 = phi i64 [ 10, %bb6 ], [ %23, %bb18 ]
  %10 = icmp slt i64 %8, -10
  br i1 %10, label %bb18, label %bb8

bb8:
  call void @print_i64(i64 %9)
  br label %bb9

bb9:
  %11 = phi i32 [ 0, %bb8 ], [ %17, %bb13 ]
  %12 = phi i32 [ 0, %bb8 ], [ %15, %bb13 ]
  %13 = icmp slt i32 %11, 2
  br i1 %13, label %bb11, label %bb10

bb10:
  call void @print_i32(i32 %12)
  ret i32 0

bb11:
  br label %bb12

bb12:
  %14 = phi i32 [ -5, %bb11 ], [ %22, %bb17 ]
  %15 = phi i32 [ %12, %bb11 ], [ %21, %bb17 ]
  %16 = icmp slt i32 %14, 0
  br i1 %16, label %bb14, label %bb13

bb13:
  %17 = add i32 %11, 2
  br label %bb9

bb14:
  %18 = icmp slt i32 %14, -5
  br i1 %18, label %bb16, label %bb15

bb15:
  %19 = sub i32 %14, %11
  br label %bb17

bb16:
  br label %bb17

bb17:
  %20 = phi i32 [ %19, %bb15 ], [ 0, %bb16 ]
  %21 = add i32 %15, %20
  %22 = add i32 %14, 2
  br label %bb12

bb18:
  %23 = add i64 %9, %8
  %24 = add i64 %8, 1
  br label %bb7

bb19:
  %25 = sext i8 %5 to i32
  call void @print_i32(i32 %25)
  %26 = add i64 %6, 1
  %27 = add i8 %5, 3
  br label %bb5

bb20:
  call void @print_i32(i32 %2)
  %28 = mul i32 %2, %2
  %29 = add i32 %3, %28
  %30 = add i32 %2, 2
  br label %bb3

bb21:
  %31 = call { i64, double } @pick(i64 %0, i64 9)
  %32 = extractvalue { i64, double } %31, 0
  %33 = extractvalue { i64, double } %31, 1
  call void @print_i64(i64 %32)
  call void @print_f64(double %33)
  switch i64 %0, label %bb23 [
    i64 1, label %bb22
  ]

bb22:
  call void @print_i32(i32 111)
  br label %bb23

bb23:
  %34 = add i64 %0, 1
  br label %bb1
}
