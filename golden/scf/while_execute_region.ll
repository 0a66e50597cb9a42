; ModuleID = 'while_execute_region.mlir'
source_filename = "while_execute_region.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i64, i64, double } @collatz(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ], [ %22, %bb6 ]
  %2 = phi i64 [ 0, %bb0 ], [ %23, %bb6 ]
  %3 = phi i64 [ %0, %bb0 ], [ %25, %bb6 ]
  %4 = icmp ne i64 %1, 1
  %5 = sitofp i64 %2 to double
  br i1 %4, label %bb3, label %bb2

bb2:
  %6 = phi i64 [ %1, %bb1 ]
  %7 = phi double [ %5, %bb1 ]
  %8 = phi i64 [ %2, %bb1 ]
  %9 = phi i64 [ %3, %bb1 ]
  %10 = insertvalue { i64, i64, double } undef, i64 %8, 0
  %11 = insertvalue { i64, i64, double } %10, i64 %9, 1
  %12 = insertvalue { i64, i64, double } %11, double %7, 2
  ret { i64, i64, double } %12

bb3:
  %13 = phi i64 [ %1, %bb1 ]
  %14 = phi double [ %5, %bb1 ]
  %15 = phi i64 [ %2, %bb1 ]
  %16 = phi i64 [ %3, %bb1 ]
  %17 = srem i64 %13, 2
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %bb5, label %bb4

bb4:
  %19 = mul i64 %13, 3
  %20 = add i64 %19, 1
  br label %bb6

bb5:
  %21 = sdiv i64 %13, 2
  br label %bb6

bb6:
  %22 = phi i64 [ %20, %bb4 ], [ %21, %bb5 ]
  %23 = add i64 %15, 1
  %24 = icmp sgt i64 %22, %16
  %25 = select i1 %24, i64 %22, i64 %16
  br label %bb1
}

define i32 @classify(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = icmp slt i32 %0, 0
  %2 = sub i32 0, %0
  %3 = select i1 %1, i32 %2, i32 %0
  %4 = icmp sge i32 %3, 10
  %5 = add i32 %3, 100
  %6 = select i1 %4, i32 %5, i32 %3
  br label %bb2

bb2:
  %7 = phi i32 [ %6, %bb1 ]
  ret i32 %7
}

define i32 @main() {
bb0:
  %0 = call { i64, i64, double } @collatz(i64 6)
  %1 = extractvalue { i64, i64, double } %0, 0
  %2 = extractvalue { i64, i64, double } %0, 1
  %3 = extractvalue { i64, i64, double } %0, 2
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  call void @print_f64(double %3)
  %4 = call { i64, i64, double } @collatz(i64 27)
  %5 = extractvalue { i64, i64, double } %4, 0
  %6 = extractvalue { i64, i64, double } %4, 1
  %7 = extractvalue { i64, i64, double } %4, 2
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_f64(double %7)
  %8 = call { i64, i64, double } @collatz(i64 1)
  %9 = extractvalue { i64, i64, double } %8, 0
  %10 = extractvalue { i64, i64, double } %8, 1
  %11 = extractvalue { i64, i64, double } %8, 2
  call void @print_i64(i64 %9)
  call void @print_i64(i64 %10)
  call void @print_f64(double %11)
  %12 = call i32 @classify(i32 -3)
  %13 = call i32 @classify(i32 25)
  %14 = call i32 @classify(i32 -40)
  %15 = call i32 @classify(i32 9)
  call void @print_i32(i32 %12)
  call void @print_i32(i32 %13)
  call void @print_i32(i32 %14)
  call void @print_i32(i32 %15)
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb8 ]
  %17 = icmp slt i64 %16, 3
  br i1 %17, label %bb3, label %bb2

bb2:
  ret i32 0

bb3:
  br label %bb4

bb4:
  %18 = icmp eq i64 %16, 1
  br i1 %18, label %bb6, label %bb5

bb5:
  call void @print_i64(i64 %16)
  br label %bb7

bb6:
  %19 = add i64 %16, 1000
  call void @print_i64(i64 %19)
  br label %bb7

bb7:
  br label %bb8

bb8:
  %20 = add i64 %16, 1
  br label %bb1
}
