; ModuleID = 'recursion.mlir'
source_filename = "recursion.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @fact(i64 %0) {
bb0:
  %1 = icmp sle i64 %0, 1
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i64 %0, 1
  %3 = call i64 @fact(i64 %2)
  %4 = mul i64 %0, %3
  ret i64 %4

bb2:
  ret i64 1
}

define i32 @fib(i32 %0) {
bb0:
  %1 = icmp slt i32 %0, 2
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i32 %0, 1
  %3 = sub i32 %0, 2
  %4 = call i32 @fib(i32 %2)
  %5 = call i32 @fib(i32 %3)
  %6 = add i32 %4, %5
  ret i32 %6

bb2:
  ret i32 %0
}

define i64 @ack(i64 %0, i64 %1) {
bb0:
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %bb4, label %bb1

bb1:
  %3 = sub i64 %0, 1
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %bb3, label %bb2

bb2:
  %5 = sub i64 %1, 1
  %6 = call i64 @ack(i64 %0, i64 %5)
  %7 = call i64 @ack(i64 %3, i64 %6)
  ret i64 %7

bb3:
  %8 = call i64 @ack(i64 %3, i64 1)
  ret i64 %8

bb4:
  %9 = add i64 %1, 1
  ret i64 %9
}

define { i64, i64 } @fib_pair(i64 %0) {
bb0:
  %1 = icmp eq i64 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i64 %0, 1
  %3 = call { i64, i64 } @fib_pair(i64 %2)
  %4 = extractvalue { i64, i64 } %3, 0
  %5 = extractvalue { i64, i64 } %3, 1
  %6 = add i64 %4, %5
  %7 = insertvalue { i64, i64 } undef, i64 %5, 0
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1
  ret { i64, i64 } %8

bb2:
  %9 = insertvalue { i64, i64 } undef, i64 0, 0
  %10 = insertvalue { i64, i64 } %9, i64 1, 1
  ret { i64, i64 } %10
}

define i64 @rsum(i64 %0) {
bb0:
  %1 = icmp eq i64 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i64 %0, 1
  %3 = call i64 @rsum(i64 %2)
  %4 = add i64 %3, %0
  ret i64 %4

bb2:
  ret i64 0
}

define i32 @main() {
bb0:
  %0 = call i64 @fact(i64 20)
  call void @print_i64(i64 %0)
  %1 = call i64 @fact(i64 0)
  call void @print_i64(i64 %1)
  %2 = call i32 @fib(i32 20)
  %3 = sext i32 %2 to i64
  call void @print_i64(i64 %3)
  %4 = call i64 @ack(i64 2, i64 3)
  call void @print_i64(i64 %4)
  %5 = call i64 @ack(i64 3, i64 3)
  call void @print_i64(i64 %5)
  %6 = call { i64, i64 } @fib_pair(i64 80)
  %7 = extractvalue { i64, i64 } %6, 0
  %8 = extractvalue { i64, i64 } %6, 1
  call void @print_i64(i64 %7)
  call void @print_i64(i64 %8)
  %9 = call i64 @rsum(i64 10000)
  call void @print_i64(i64 %9)
  ret i32 0
}
