; ModuleID = 'calls.mlir'
source_filename = "calls.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define internal i32 @inc(i32 %0) {
bb0:
  %1 = add i32 %0, 1
  ret i32 %1
}

define private i32 @dbl(i32 %0) {
bb0:
  %1 = add i32 %0, %0
  ret i32 %1
}

define i32 @sq(i32 %0) {
bb0:
  %1 = mul i32 %0, %0
  ret i32 %1
}

define internal void @show_pos(i32 %0) {
bb0:
  %1 = icmp slt i32 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  call void @print_i32(i32 %0)
  ret void

bb2:
  ret void
}

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

define zeroext i1 @is_even(i32 %0) {
bb0:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i32 %0, 1
  %3 = call i1 @is_odd(i32 %2)
  ret i1 %3

bb2:
  ret i1 true
}

define zeroext i1 @is_odd(i32 %0) {
bb0:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i32 %0, 1
  %3 = call i1 @is_even(i32 %2)
  ret i1 %3

bb2:
  ret i1 false
}

define double @many(i32 %0, double %1, i64 %2, double %3, i8 %4, double %5, i16 %6, double %7, i32 %8, double %9, i64 %10, double %11, i32 %12, double %13, i64 %14, double %15, i32 %16, double %17) {
bb0:
  %18 = sitofp i32 %0 to double
  %19 = sitofp i64 %2 to double
  %20 = sitofp i8 %4 to double
  %21 = sitofp i16 %6 to double
  %22 = sitofp i32 %8 to double
  %23 = sitofp i64 %10 to double
  %24 = sitofp i32 %12 to double
  %25 = sitofp i64 %14 to double
  %26 = sitofp i32 %16 to double
  %27 = fadd double %18, %1
  %28 = fadd double %27, %19
  %29 = fadd double %28, %3
  %30 = fadd double %29, %20
  %31 = fadd double %30, %5
  %32 = fadd double %31, %21
  %33 = fadd double %32, %7
  %34 = fadd double %33, %22
  %35 = fadd double %34, %9
  %36 = fadd double %35, %23
  %37 = fadd double %36, %11
  %38 = fadd double %37, %24
  %39 = fadd double %38, %13
  %40 = fadd double %39, %25
  %41 = fadd double %40, %15
  %42 = fadd double %41, %26
  %43 = fmul double %17, 1000.0
  %44 = fadd double %42, %43
  ret double %44
}

define i32 @apply_n(i32 (i32)* %0, i32 %1, i32 %2) {
bb0:
  br label %bb1

bb1:
  %3 = phi i32 [ %1, %bb0 ], [ %6, %bb3 ]
  %4 = phi i32 [ %2, %bb0 ], [ %7, %bb3 ]
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %bb3, label %bb2

bb2:
  ret i32 %3

bb3:
  %6 = call i32 %0(i32 %3)
  %7 = sub i32 %4, 1
  br label %bb1
}

define i32 (i32)* @choose(i32 %0) {
bb0:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %bb3, label %bb1

bb1:
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %bb3, label %bb2

bb2:
  br label %bb3

bb3:
  %3 = phi i32 (i32)* [ @inc, %bb0 ], [ @dbl, %bb1 ], [ @sq, %bb2 ]
  ret i32 (i32)* %3
}

define i32 @main() {
bb0:
  %0 = call i32 @inc(i32 20)
  call void @print_i32(i32 %0)
  call void @show_pos(i32 20)
  call void @show_pos(i32 -20)
  %1 = call i64 @fact(i64 20)
  call void @print_i64(i64 %1)
  %2 = call i1 @is_even(i32 7)
  %3 = call i1 @is_odd(i32 7)
  %4 = zext i1 %2 to i32
  %5 = zext i1 %3 to i32
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  %6 = call double @many(i32 1, double 0.5, i64 2, double 0.25, i8 3, double 0.5, i16 4, double 0.25, i32 5, double 0.5, i64 6, double 0.25, i32 7, double 0.5, i64 8, double 0.25, i32 9, double 3.0)
  call void @print_f64(double %6)
  %7 = call i32 @inc(i32 20)
  call void @print_i32(i32 %7)
  %8 = call i32 @apply_n(i32 (i32)* @dbl, i32 1, i32 10)
  call void @print_i32(i32 %8)
  %9 = call i32 @apply_n(i32 (i32)* @sq, i32 2, i32 3)
  call void @print_i32(i32 %9)
  %10 = icmp slt i32 -20, 20
  %11 = select i1 %10, i32 (i32)* @sq, i32 (i32)* @inc
  %12 = call i32 %11(i32 10)
  call void @print_i32(i32 %12)
  %13 = call i32 (i32)* @choose(i32 0)
  %14 = call i32 (i32)* @choose(i32 1)
  %15 = call i32 (i32)* @choose(i32 2)
  %16 = call i32 %13(i32 10)
  %17 = call i32 %14(i32 10)
  %18 = call i32 %15(i32 10)
  call void @print_i32(i32 %16)
  call void @print_i32(i32 %17)
  call void @print_i32(i32 %18)
  %19 = alloca i32 (i32)*, i64 3
  %20 = getelementptr i32 (i32)*, i32 (i32)** %19, i64 0
  %21 = getelementptr i32 (i32)*, i32 (i32)** %19, i64 1
  %22 = getelementptr i32 (i32)*, i32 (i32)** %19, i64 2
  store i32 (i32)* @sq, i32 (i32)** %20
  store i32 (i32)* @inc, i32 (i32)** %21
  store i32 (i32)* @dbl, i32 (i32)** %22
  br label %bb1

bb1:
  %23 = phi i64 [ 0, %bb0 ], [ %28, %bb3 ]
  %24 = icmp slt i64 %23, 3
  br i1 %24, label %bb3, label %bb2

bb2:
  call void @show_pos(i32 5)
  call void @print_i64(i64 -123456789012)
  ret i32 0

bb3:
  %25 = getelementptr i32 (i32)*, i32 (i32)** %19, i64 %23
  %26 = load i32 (i32)*, i32 (i32)** %25
  %27 = call i32 %26(i32 5)
  call void @print_i32(i32 %27)
  %28 = add i64 %23, 1
  br label %bb1
}
