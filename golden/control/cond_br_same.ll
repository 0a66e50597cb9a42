; ModuleID = 'cond_br_same.mlir'
source_filename = "cond_br_same.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @pick(i64 %0, i64 %1, i1 %2) {
bb0:
  br i1 %2, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %3 = phi i64 [ %0, %bb0 ], [ %1, %bb1 ]
  ret i64 %3
}

define i64 @order(i64 %0, i64 %1, i1 %2) {
bb0:
  br i1 %2, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %3 = phi i64 [ %0, %bb0 ], [ %1, %bb1 ]
  %4 = phi i64 [ %1, %bb0 ], [ %0, %bb1 ]
  %5 = mul i64 %3, 10
  %6 = add i64 %5, %4
  ret i64 %6
}

define i64 @same_args(i64 %0, i1 %1) {
bb0:
  br i1 %1, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %2 = phi i64 [ %0, %bb0 ], [ %0, %bb1 ]
  %3 = phi i64 [ %0, %bb0 ], [ %0, %bb1 ]
  %4 = add i64 %2, %3
  ret i64 %4
}

define i64 @no_args(i64 %0, i1 %1) {
bb0:
  br i1 %1, label %bb1, label %bb1

bb1:
  %2 = add i64 %0, 1
  ret i64 %2
}

define i64 @collatz(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ], [ %6, %bb2 ], [ %8, %bb3 ]
  %2 = phi i64 [ 0, %bb0 ], [ %9, %bb2 ], [ %9, %bb3 ]
  %3 = icmp eq i64 %1, 1
  br i1 %3, label %bb4, label %bb2

bb2:
  %4 = and i64 %1, 1
  %5 = icmp eq i64 %4, 0
  %6 = lshr i64 %1, 1
  %7 = mul i64 %1, 3
  %8 = add i64 %7, 1
  %9 = add i64 %2, 1
  br i1 %5, label %bb1, label %bb3

bb3:
  br label %bb1

bb4:
  ret i64 %2
}

define i32 @main() {
bb0:
  %0 = call i64 @pick(i64 11, i64 -22, i1 true)
  call void @print_i64(i64 %0)
  %1 = call i64 @pick(i64 11, i64 -22, i1 false)
  call void @print_i64(i64 %1)
  %2 = call i64 @order(i64 3, i64 7, i1 true)
  call void @print_i64(i64 %2)
  %3 = call i64 @order(i64 3, i64 7, i1 false)
  call void @print_i64(i64 %3)
  %4 = call i64 @same_args(i64 7, i1 true)
  call void @print_i64(i64 %4)
  %5 = call i64 @same_args(i64 7, i1 false)
  call void @print_i64(i64 %5)
  %6 = call i64 @no_args(i64 -22, i1 false)
  call void @print_i64(i64 %6)
  %7 = call i64 @collatz(i64 27)
  call void @print_i64(i64 %7)
  %8 = call i64 @collatz(i64 1)
  call void @print_i64(i64 %8)
  %9 = call i64 @collatz(i64 6)
  call void @print_i64(i64 %9)
  br i1 false, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %10 = phi i64 [ 11, %bb0 ], [ -22, %bb1 ]
  %11 = phi i64 [ -22, %bb0 ], [ 11, %bb1 ]
  call void @print_i64(i64 %10)
  call void @print_i64(i64 %11)
  %12 = icmp slt i64 %10, %11
  br i1 %12, label %bb4, label %bb3

bb3:
  br label %bb4

bb4:
  %13 = phi i64 [ 3, %bb2 ], [ 7, %bb3 ]
  call void @print_i64(i64 %13)
  ret i32 0
}
