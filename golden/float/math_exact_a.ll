; ModuleID = 'math_exact_a.mlir'
source_filename = "math_exact_a.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @t_sqrt(double %0, float %1) {
bb0:
  %2 = call double @llvm.sqrt.f64(double %0)
  %3 = call float @llvm.sqrt.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_rsqrt(double %0, float %1) {
bb0:
  %2 = call double @llvm.sqrt.f64(double %0)
  %3 = fdiv double 1.0, %2
  %4 = call float @llvm.sqrt.f32(float %1)
  %5 = fdiv float 1.0, %4
  call void @print_f64(double %3)
  call void @print_f32(float %5)
  ret void
}

define void @t_exp(double %0, float %1) {
bb0:
  %2 = call double @llvm.exp.f64(double %0)
  %3 = call float @llvm.exp.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_exp2(double %0, float %1) {
bb0:
  %2 = call double @llvm.exp2.f64(double %0)
  %3 = call float @llvm.exp2.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_log(double %0, float %1) {
bb0:
  %2 = call double @llvm.log.f64(double %0)
  %3 = call float @llvm.log.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define i32 @main() {
bb0:
  call void @t_sqrt(double 4.0, float 4.0)
  call void @t_sqrt(double 2.25, float 2.25)
  call void @t_sqrt(double 1024.0, float 1024.0)
  call void @t_sqrt(double 0.0, float 0.0)
  call void @t_sqrt(double -0.0, float -0.0)
  call void @t_sqrt(double -1.0, float -1.0)
  call void @t_sqrt(double 0x7FF0000000000000, float 0x7FF0000000000000)
  call void @t_rsqrt(double 4.0, float 4.0)
  call void @t_rsqrt(double 0.25, float 0.25)
  call void @t_rsqrt(double 1.0, float 1.0)
  call void @t_rsqrt(double 0.0, float 0.0)
  call void @t_rsqrt(double -0.0, float -0.0)
  call void @t_rsqrt(double 0x7FF0000000000000, float 0x7FF0000000000000)
  call void @t_rsqrt(double -4.0, float -4.0)
  call void @t_exp(double 0.0, float 0.0)
  call void @t_exp(double -0.0, float -0.0)
  call void @t_exp(double 0x7FF0000000000000, float 0x7FF0000000000000)
  call void @t_exp(double 0xFFF0000000000000, float 0xFFF0000000000000)
  call void @t_exp(double 1000.0, float 1000.0)
  call void @t_exp(double -1000.0, float -1000.0)
  call void @t_exp2(double 3.0, float 3.0)
  call void @t_exp2(double -1.0, float -1.0)
  call void @t_exp2(double 10.0, float 10.0)
  call void @t_exp2(double 0.0, float 0.0)
  call void @t_exp2(double 0xFFF0000000000000, float 0xFFF0000000000000)
  call void @t_exp2(double 1024.0, float 1024.0)
  call void @t_log(double 1.0, float 1.0)
  call void @t_log(double 0.0, float 0.0)
  call void @t_log(double -0.0, float -0.0)
  call void @t_log(double -1.0, float -1.0)
  call void @t_log(double 0x7FF0000000000000, float 0x7FF0000000000000)
  ret i32 0
}

declare double @llvm.sqrt.f64(double)

declare float @llvm.sqrt.f32(float)

declare double @llvm.exp.f64(double)

declare float @llvm.exp.f32(float)

declare double @llvm.exp2.f64(double)

declare float @llvm.exp2.f32(float)

declare double @llvm.log.f64(double)

declare float @llvm.log.f32(float)
