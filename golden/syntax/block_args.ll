; ModuleID = 'block_args.mlir'
source_filename = "block_args.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @select(i32 %0, i32 %1, i1 %2) {
bb0:
  br i1 %2, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %3 = phi i32 [ %0, %bb0 ], [ %1, %bb1 ]
  ret i32 %3
}

define i64 @fib(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i32 [ 0, %bb0 ], [ %8, %bb3 ]
  %2 = phi i64 [ 0, %bb0 ], [ %3, %bb3 ]
  %3 = phi i64 [ 1, %bb0 ], [ %7, %bb3 ]
  %4 = icmp slt i32 %1, %0
  br i1 %4, label %bb3, label %bb2

bb2:
  %5 = phi i64 [ %2, %bb1 ]
  %6 = phi i32 [ %1, %bb1 ]
  ret i64 %5

bb3:
  %7 = add i64 %2, %3
  %8 = add i32 %1, 1
  br label %bb1
}

define double @halves(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i32 [ 0, %bb0 ], [ %7, %bb2 ]
  %2 = phi double [ 0.0, %bb0 ], [ %6, %bb2 ]
  %3 = phi double [ 1.0, %bb0 ], [ %5, %bb2 ]
  %4 = icmp eq i32 %1, %0
  br i1 %4, label %bb3, label %bb2

bb2:
  %5 = fmul double %3, 0.5
  %6 = fadd double %2, %5
  %7 = add i32 %1, 1
  br label %bb1

bb3:
  %8 = phi double [ %2, %bb1 ]
  ret double %8
}

define i32 @main() {
bb0:
  %0 = call i32 @select(i32 10, i32 20, i1 true)
  %1 = call i32 @select(i32 10, i32 20, i1 false)
  call void @print_i32(i32 %0)
  call void @print_i32(i32 %1)
  %2 = call i64 @fib(i32 0)
  %3 = call i64 @fib(i32 1)
  %4 = call i64 @fib(i32 10)
  %5 = call i64 @fib(i32 90)
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  %6 = call double @halves(i32 0)
  %7 = call double @halves(i32 3)
  %8 = call double @halves(i32 20)
  call void @print_f64(double %6)
  call void @print_f64(double %7)
  call void @print_f64(double %8)
  ret i32 0
}
