; ModuleID = 'fastmath.mlir'
source_filename = "fastmath.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

declare void @print_f32(float)

define void @f(double %0, double %1, float %2) {
bb0:
  %3 = fadd fast double %0, %1
  %4 = fmul nnan ninf double %3, %1
  %5 = fsub nsz contract double %4, %0
  %6 = fdiv reassoc arcp afn double %5, %1
  %7 = fneg fast double %6
  %8 = bitcast double %7 to i64
  %9 = bitcast double %0 to i64
  %10 = and i64 %8, %9
  %11 = bitcast i64 %10 to double
  %12 = fcmp nnan olt double %7, %0
  %13 = select i1 %12, double %0, double %11
  %14 = fcmp nnan ogt double %7, %0
  %15 = select i1 %14, double %7, double %13
  %16 = fcmp nnan uno double %7, %0
  %17 = fadd nnan double %7, %0
  %18 = select i1 %16, double %17, double %15
  %19 = call double @llvm.fma.f64(double %18, double %1, double %0)
  %20 = call double @llvm.sqrt.f64(double %19)
  %21 = fcmp fast olt double %20, %0
  %22 = select i1 %21, double %20, double %0
  %23 = frem double %22, %1
  %24 = call float @llvm.fabs.f32(float %2)
  call void @print_f64(double %22)
  call void @print_f64(double %23)
  call void @print_f32(float %24)
  ret void
}

define void @main() {
bb0:
  call void @f(double 2.0, double 4.0, float -1.5)
  ret void
}

declare double @llvm.fma.f64(double, double, double)

declare double @llvm.sqrt.f64(double)

declare float @llvm.fabs.f32(float)
