; ModuleID = 'table_ops.mlir'
source_filename = "table_ops.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @main() {
bb0:
  %0 = call i64 @llvm.smax.i64(i64 -7, i64 5)
  %1 = call i64 @llvm.umax.i64(i64 -7, i64 5)
  %2 = call i64 @llvm.smin.i64(i64 -7, i64 5)
  %3 = call i64 @llvm.umin.i64(i64 -7, i64 5)
  %4 = call i64 @llvm.ctpop.i64(i64 -7)
  call void @print_i64(i64 %0)
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  %5 = call double @llvm.maxnum.f64(double 2.5, double -0.75)
  %6 = call double @llvm.minnum.f64(double 2.5, double -0.75)
  %7 = call double @llvm.pow.f64(double 2.5, double -0.75)
  %8 = call double @llvm.round.f64(double -0.75)
  %9 = call double @llvm.roundeven.f64(double 2.5)
  %10 = call double @llvm.trunc.f64(double -0.75)
  %11 = call double @atan(double 2.5)
  %12 = call double @tan(double -0.75)
  %13 = call double @sinh(double -0.75)
  %14 = call double @cosh(double -0.75)
  %15 = call double @asin(double -0.75)
  %16 = call double @acos(double -0.75)
  %17 = call double @erf(double -0.75)
  %18 = call double @cbrt(double 2.5)
  call void @print_f64(double %5)
  call void @print_f64(double %6)
  call void @print_f64(double %7)
  call void @print_f64(double %8)
  call void @print_f64(double %9)
  call void @print_f64(double %10)
  call void @print_f64(double %11)
  call void @print_f64(double %12)
  call void @print_f64(double %13)
  call void @print_f64(double %14)
  call void @print_f64(double %15)
  call void @print_f64(double %16)
  call void @print_f64(double %17)
  call void @print_f64(double %18)
  ret i32 0
}

declare i64 @llvm.smax.i64(i64, i64)

declare i64 @llvm.umax.i64(i64, i64)

declare i64 @llvm.smin.i64(i64, i64)

declare i64 @llvm.umin.i64(i64, i64)

declare i64 @llvm.ctpop.i64(i64)

declare double @llvm.maxnum.f64(double, double)

declare double @llvm.minnum.f64(double, double)

declare double @llvm.pow.f64(double, double)

declare double @llvm.round.f64(double)

declare double @llvm.roundeven.f64(double)

declare double @llvm.trunc.f64(double)

declare double @atan(double)

declare double @tan(double)

declare double @sinh(double)

declare double @cosh(double)

declare double @asin(double)

declare double @acos(double)

declare double @erf(double)

declare double @cbrt(double)
