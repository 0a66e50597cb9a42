; ModuleID = 'nested_iter_args.mlir'
source_filename = "nested_iter_args.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i32, double, i64 } @nest(i64 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %16, %bb5 ]
  %3 = phi i32 [ 0, %bb0 ], [ %12, %bb5 ]
  %4 = phi double [ 0.5, %bb0 ], [ %13, %bb5 ]
  %5 = phi i64 [ 0, %bb0 ], [ %14, %bb5 ]
  %6 = icmp slt i64 %2, %0
  br i1 %6, label %bb3, label %bb2

bb2:
  %7 = insertvalue { i32, double, i64 } undef, i32 %3, 0
  %8 = insertvalue { i32, double, i64 } %7, double %4, 1
  %9 = insertvalue { i32, double, i64 } %8, i64 %5, 2
  ret { i32, double, i64 } %9

bb3:
  %10 = trunc i64 %2 to i32
  br label %bb4

bb4:
  %11 = phi i64 [ %2, %bb3 ], [ %24, %bb6 ]
  %12 = phi i32 [ %3, %bb3 ], [ %19, %bb6 ]
  %13 = phi double [ %4, %bb3 ], [ %22, %bb6 ]
  %14 = phi i64 [ %5, %bb3 ], [ %23, %bb6 ]
  %15 = icmp slt i64 %11, %1
  br i1 %15, label %bb6, label %bb5

bb5:
  %16 = add i64 %2, 1
  br label %bb1

bb6:
  %17 = trunc i64 %11 to i32
  %18 = mul i32 %10, %17
  %19 = add i32 %12, %18
  %20 = sitofp i32 %17 to double
  %21 = fmul double %13, %20
  %22 = fadd double %21, 0.5
  %23 = add i64 %14, %11
  %24 = add i64 %11, 1
  br label %bb4
}

define i32 @main() {
bb0:
  %0 = call { i32, double, i64 } @nest(i64 3, i64 4)
  %1 = extractvalue { i32, double, i64 } %0, 0
  %2 = extractvalue { i32, double, i64 } %0, 1
  %3 = extractvalue { i32, double, i64 } %0, 2
  call void @print_i32(i32 %1)
  call void @print_f64(double %2)
  call void @print_i64(i64 %3)
  %4 = call { i32, double, i64 } @nest(i64 4, i64 2)
  %5 = extractvalue { i32, double, i64 } %4, 0
  %6 = extractvalue { i32, double, i64 } %4, 1
  %7 = extractvalue { i32, double, i64 } %4, 2
  call void @print_i32(i32 %5)
  call void @print_f64(double %6)
  call void @print_i64(i64 %7)
  br label %bb1

bb1:
  %8 = phi i64 [ 3, %bb0 ], [ %39, %bb21 ]
  %9 = phi i64 [ 42, %bb0 ], [ %38, %bb21 ]
  %10 = icmp slt i64 %8, 3
  br i1 %10, label %bb21, label %bb2

bb2:
  call void @print_i64(i64 %9)
  br label %bb3

bb3:
  %11 = phi i64 [ 4, %bb2 ], [ %37, %bb20 ]
  %12 = phi i64 [ 42, %bb2 ], [ %36, %bb20 ]
  %13 = icmp slt i64 %11, -2
  br i1 %13, label %bb20, label %bb4

bb4:
  call void @print_i64(i64 %12)
  br label %bb5

bb5:
  %14 = phi i64 [ -7, %bb4 ], [ %35, %bb19 ]
  %15 = phi i64 [ 0, %bb4 ], [ %34, %bb19 ]
  %16 = icmp slt i64 %14, 1
  br i1 %16, label %bb16, label %bb6

bb6:
  call void @print_i64(i64 %15)
  br label %bb7

bb7:
  %17 = phi i64 [ -2, %bb6 ], [ %27, %bb15 ]
  %18 = phi i64 [ 0, %bb6 ], [ %26, %bb15 ]
  %19 = icmp slt i64 %17, 3
  br i1 %19, label %bb9, label %bb8

bb8:
  call void @print_i64(i64 %18)
  ret i32 0

bb9:
  %20 = icmp slt i64 %17, 0
  br i1 %20, label %bb14, label %bb10

bb10:
  %21 = icmp eq i64 %17, 0
  br i1 %21, label %bb12, label %bb11

bb11:
  %22 = mul i64 %17, 3
  br label %bb13

bb12:
  br label %bb13

bb13:
  %23 = phi i64 [ %22, %bb11 ], [ 4, %bb12 ]
  br label %bb15

bb14:
  %24 = sub i64 0, %17
  br label %bb15

bb15:
  %25 = phi i64 [ %23, %bb13 ], [ %24, %bb14 ]
  call void @print_i64(i64 %25)
  %26 = add i64 %18, %25
  %27 = add i64 %17, 1
  br label %bb7

bb16:
  call void @print_i64(i64 %14)
  %28 = icmp slt i64 %14, -2
  br i1 %28, label %bb18, label %bb17

bb17:
  %29 = mul i64 %14, %14
  %30 = sitofp i64 %29 to double
  br label %bb19

bb18:
  br label %bb19

bb19:
  %31 = phi i64 [ %29, %bb17 ], [ 10, %bb18 ]
  %32 = phi double [ %30, %bb17 ], [ 1.25, %bb18 ]
  call void @print_f64(double %32)
  %33 = add i64 %15, %31
  %34 = add i64 %33, %14
  %35 = add i64 %14, 3
  br label %bb5

bb20:
  %36 = add i64 %12, %12
  %37 = add i64 %11, 1
  br label %bb3

bb21:
  %38 = add i64 %9, 1
  %39 = add i64 %8, 1
  br label %bb1
}
