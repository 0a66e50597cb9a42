; ModuleID = 'std13.mlir'
source_filename = "std13.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_f64(double)

define i32 @f(i32 %0, i32 %1, double %2) {
bb0:
  %3 = sdiv i32 %0, %1
  %4 = mul i32 %3, %1
  %5 = icmp ne i32 %0, %4
  %6 = icmp slt i32 %0, 0
  %7 = icmp slt i32 %1, 0
  %8 = icmp eq i1 %6, %7
  %9 = and i1 %5, %8
  %10 = add i32 %3, 1
  %11 = select i1 %9, i32 %10, i32 %3
  %12 = sdiv i32 %0, %1
  %13 = mul i32 %12, %1
  %14 = icmp ne i32 %0, %13
  %15 = icmp slt i32 %0, 0
  %16 = icmp slt i32 %1, 0
  %17 = icmp ne i1 %15, %16
  %18 = and i1 %14, %17
  %19 = add i32 %12, -1
  %20 = select i1 %18, i32 %19, i32 %12
  call void @print_i32(i32 %11)
  call void @print_i32(i32 %20)
  %21 = call double @llvm.fma.f64(double %2, double %2, double %2)
  call void @print_f64(double %21)
  %22 = icmp ne i32 %1, %0
  br i1 %22, label %bb2, label %bb1

bb1:
  call void @abort()
  unreachable

bb2:
  switch i32 %0, label %bb5 [
    i32 2, label %bb4
    i32 7, label %bb3
  ]

bb3:
  %23 = phi i32 [ %0, %bb2 ]
  %24 = add i32 %23, %23
  ret i32 %24

bb4:
  ret i32 -1

bb5:
  %25 = phi i32 [ %1, %bb2 ]
  ret i32 %25
}

define void @main() {
bb0:
  %0 = call i32 @f(i32 -7, i32 2, double 1.5)
  %1 = call i32 @f(i32 7, i32 -3, double 1.5)
  %2 = call i32 @f(i32 2, i32 -3, double 1.5)
  call void @print_i32(i32 %0)
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  ret void
}

declare double @llvm.fma.f64(double, double, double)

declare void @abort()
