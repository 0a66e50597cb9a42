; ModuleID = 'nested_loops.mlir'
source_filename = "nested_loops.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @sum_products(i64 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %8, %bb4 ]
  %3 = phi i64 [ 0, %bb0 ], [ %6, %bb4 ]
  %4 = icmp slt i64 %2, %0
  br i1 %4, label %bb3, label %bb2

bb2:
  ret i64 %3

bb3:
  %5 = phi i64 [ 0, %bb1 ], [ %11, %bb5 ]
  %6 = phi i64 [ %3, %bb1 ], [ %10, %bb5 ]
  %7 = icmp slt i64 %5, %1
  br i1 %7, label %bb5, label %bb4

bb4:
  %8 = add i64 %2, 1
  br label %bb1

bb5:
  %9 = mul i64 %2, %5
  %10 = add i64 %6, %9
  %11 = add i64 %5, 1
  br label %bb3
}

define i64 @triangle(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %8, %bb3 ]
  %2 = phi i64 [ 0, %bb0 ], [ %6, %bb3 ]
  %3 = icmp ult i64 %1, %0
  br i1 %3, label %bb3, label %bb2

bb2:
  %4 = phi i64 [ %2, %bb1 ]
  ret i64 %4

bb3:
  %5 = phi i64 [ 0, %bb1 ], [ %10, %bb4 ]
  %6 = phi i64 [ %2, %bb1 ], [ %9, %bb4 ]
  %7 = icmp ule i64 %5, %1
  %8 = add i64 %1, 1
  br i1 %7, label %bb4, label %bb1

bb4:
  %9 = add i64 %6, 1
  %10 = add i64 %5, 1
  br label %bb3
}

define i32 @count_primes(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i32 [ 2, %bb0 ], [ %12, %bb6 ]
  %2 = phi i32 [ 0, %bb0 ], [ %11, %bb6 ]
  %3 = icmp slt i32 %1, %0
  br i1 %3, label %bb3, label %bb2

bb2:
  ret i32 %2

bb3:
  %4 = phi i32 [ 2, %bb1 ], [ %9, %bb4 ]
  %5 = mul i32 %4, %4
  %6 = icmp sgt i32 %5, %1
  br i1 %6, label %bb5, label %bb4

bb4:
  %7 = srem i32 %1, %4
  %8 = icmp eq i32 %7, 0
  %9 = add i32 %4, 1
  br i1 %8, label %bb6, label %bb3

bb5:
  %10 = add i32 %2, 1
  br label %bb6

bb6:
  %11 = phi i32 [ %2, %bb4 ], [ %10, %bb5 ]
  %12 = add i32 %1, 1
  br label %bb1
}

define i64 @pythagoras(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %7, %bb3 ]
  %2 = phi i64 [ 0, %bb0 ], [ %5, %bb3 ]
  %3 = icmp sle i64 %1, %0
  br i1 %3, label %bb3, label %bb2

bb2:
  ret i64 %2

bb3:
  %4 = phi i64 [ %1, %bb1 ], [ %11, %bb4 ]
  %5 = phi i64 [ %2, %bb1 ], [ %9, %bb4 ]
  %6 = icmp sle i64 %4, %0
  %7 = add i64 %1, 1
  br i1 %6, label %bb4, label %bb1

bb4:
  %8 = phi i64 [ %4, %bb3 ], [ %19, %bb5 ]
  %9 = phi i64 [ %5, %bb3 ], [ %18, %bb5 ]
  %10 = icmp sle i64 %8, %0
  %11 = add i64 %4, 1
  br i1 %10, label %bb5, label %bb3

bb5:
  %12 = mul i64 %1, %1
  %13 = mul i64 %4, %4
  %14 = mul i64 %8, %8
  %15 = add i64 %12, %13
  %16 = icmp eq i64 %15, %14
  %17 = zext i1 %16 to i64
  %18 = add i64 %9, %17
  %19 = add i64 %8, 1
  br label %bb4
}

define void @print_rows(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %6, %bb4 ]
  %2 = icmp sle i64 %1, %0
  br i1 %2, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %3 = phi i64 [ 1, %bb1 ], [ %9, %bb5 ]
  %4 = phi i64 [ 0, %bb1 ], [ %8, %bb5 ]
  %5 = icmp sle i64 %3, %0
  br i1 %5, label %bb5, label %bb4

bb4:
  call void @print_i64(i64 %4)
  %6 = add i64 %1, 1
  br label %bb1

bb5:
  %7 = mul i64 %1, %3
  %8 = add i64 %4, %7
  %9 = add i64 %3, 1
  br label %bb3
}

define i32 @main() {
bb0:
  %0 = call i64 @sum_products(i64 4, i64 5)
  call void @print_i64(i64 %0)
  %1 = call i64 @sum_products(i64 0, i64 5)
  call void @print_i64(i64 %1)
  %2 = call i64 @triangle(i64 10)
  call void @print_i64(i64 %2)
  %3 = call i32 @count_primes(i32 100)
  %4 = sext i32 %3 to i64
  call void @print_i64(i64 %4)
  %5 = call i32 @count_primes(i32 1000)
  %6 = sext i32 %5 to i64
  call void @print_i64(i64 %6)
  %7 = call i64 @pythagoras(i64 20)
  call void @print_i64(i64 %7)
  call void @print_rows(i64 4)
  ret i32 0
}
