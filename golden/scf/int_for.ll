; ModuleID = 'int_for.mlir'
source_filename = "int_for.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i32 [ -5, %bb0 ], [ %28, %bb18 ]
  %1 = phi i32 [ 0, %bb0 ], [ %27, %bb18 ]
  %2 = icmp slt i32 %0, 6
  br i1 %2, label %bb18, label %bb2

bb2:
  call void @print_i32(i32 %1)
  br label %bb3

bb3:
  %3 = phi i8 [ 100, %bb2 ], [ %25, %bb17 ]
  %4 = phi i64 [ 0, %bb2 ], [ %24, %bb17 ]
  %5 = icmp slt i8 %3, 127
  br i1 %5, label %bb17, label %bb4

bb4:
  call void @print_i64(i64 %4)
  br label %bb5

bb5:
  %6 = phi i64 [ 10, %bb4 ], [ %22, %bb16 ]
  %7 = phi i64 [ 10, %bb4 ], [ %21, %bb16 ]
  %8 = icmp slt i64 %6, -10
  br i1 %8, label %bb16, label %bb6

bb6:
  call void @print_i64(i64 %7)
  br label %bb7

bb7:
  %9 = phi i32 [ 0, %bb6 ], [ %15, %bb11 ]
  %10 = phi i32 [ 0, %bb6 ], [ %13, %bb11 ]
  %11 = icmp slt i32 %9, 2
  br i1 %11, label %bb9, label %bb8

bb8:
  call void @print_i32(i32 %10)
  ret i32 0

bb9:
  br label %bb10

bb10:
  %12 = phi i32 [ -5, %bb9 ], [ %20, %bb15 ]
  %13 = phi i32 [ %10, %bb9 ], [ %19, %bb15 ]
  %14 = icmp slt i32 %12, 0
  br i1 %14, label %bb12, label %bb11

bb11:
  %15 = add i32 %9, 2
  br label %bb7

bb12:
  %16 = icmp slt i32 %12, -5
  br i1 %16, label %bb14, label %bb13

bb13:
  %17 = sub i32 %12, %9
  br label %bb15

bb14:
  br label %bb15

bb15:
  %18 = phi i32 [ %17, %bb13 ], [ 0, %bb14 ]
  %19 = add i32 %13, %18
  %20 = add i32 %12, 2
  br label %bb10

bb16:
  %21 = add i64 %7, %6
  %22 = add i64 %6, 1
  br label %bb5

bb17:
  %23 = sext i8 %3 to i32
  call void @print_i32(i32 %23)
  %24 = add i64 %4, 1
  %25 = add i8 %3, 3
  br label %bb3

bb18:
  call void @print_i32(i32 %0)
  %26 = mul i32 %0, %0
  %27 = add i32 %1, %26
  %28 = add i32 %0, 2
  br label %bb1
}
