; ModuleID = 'loops.mlir'
source_filename = "loops.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @factorial(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ], [ %5, %bb2 ]
  %2 = phi i64 [ 1, %bb0 ], [ %4, %bb2 ]
  %3 = icmp sle i64 %1, 1
  br i1 %3, label %bb3, label %bb2

bb2:
  %4 = mul i64 %2, %1
  %5 = sub i64 %1, 1
  br label %bb1

bb3:
  ret i64 %2
}

define i64 @sum_to(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %6, %bb3 ]
  %2 = phi i64 [ 0, %bb0 ], [ %5, %bb3 ]
  %3 = icmp ule i64 %1, %0
  br i1 %3, label %bb3, label %bb2

bb2:
  %4 = phi i64 [ %2, %bb1 ]
  ret i64 %4

bb3:
  %5 = add i64 %2, %1
  %6 = add i64 %1, 1
  br label %bb1
}

define i32 @power(i32 %0, i32 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i32 [ %1, %bb0 ], [ %7, %bb3 ]
  %3 = phi i32 [ 1, %bb0 ], [ %6, %bb3 ]
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %bb3, label %bb2

bb2:
  ret i32 %3

bb3:
  %5 = phi i32 [ %3, %bb1 ]
  %6 = mul i32 %5, %0
  %7 = sub i32 %2, 1
  br label %bb1
}

define i64 @countdown(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ], [ %6, %bb3 ], [ %6, %bb4 ]
  %2 = phi i64 [ 0, %bb0 ], [ %7, %bb3 ], [ %8, %bb4 ]
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %bb5, label %bb2

bb2:
  %4 = and i64 %1, 1
  %5 = icmp ne i64 %4, 0
  %6 = sub i64 %1, 1
  br i1 %5, label %bb4, label %bb3

bb3:
  %7 = add i64 %2, 3
  br label %bb1

bb4:
  %8 = add i64 %2, 1
  br label %bb1

bb5:
  ret i64 %2
}

define i32 @main() {
bb0:
  %0 = call i64 @factorial(i64 0)
  call void @print_i64(i64 %0)
  %1 = call i64 @factorial(i64 5)
  call void @print_i64(i64 %1)
  %2 = call i64 @factorial(i64 20)
  call void @print_i64(i64 %2)
  %3 = call i64 @factorial(i64 21)
  call void @print_i64(i64 %3)
  %4 = call i64 @sum_to(i64 0)
  call void @print_i64(i64 %4)
  %5 = call i64 @sum_to(i64 100)
  call void @print_i64(i64 %5)
  %6 = call i64 @sum_to(i64 1000000)
  call void @print_i64(i64 %6)
  %7 = call i32 @power(i32 3, i32 13)
  %8 = sext i32 %7 to i64
  call void @print_i64(i64 %8)
  %9 = call i32 @power(i32 -2, i32 31)
  %10 = sext i32 %9 to i64
  call void @print_i64(i64 %10)
  %11 = call i32 @power(i32 -2, i32 32)
  %12 = sext i32 %11 to i64
  call void @print_i64(i64 %12)
  %13 = call i64 @countdown(i64 10)
  call void @print_i64(i64 %13)
  %14 = call i64 @countdown(i64 7)
  call void @print_i64(i64 %14)
  ret i32 0
}
