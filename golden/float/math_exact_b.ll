; ModuleID = 'math_exact_b.mlir'
source_filename = "math_exact_b.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @t_log2(double %0, float %1) {
bb0:
  %2 = call double @llvm.log2.f64(double %0)
  %3 = call float @llvm.log2.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_log10(double %0, float %1) {
bb0:
  %2 = call double @llvm.log10.f64(double %0)
  %3 = call float @llvm.log10.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_sin(double %0, float %1) {
bb0:
  %2 = call double @llvm.sin.f64(double %0)
  %3 = call float @llvm.sin.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_cos(double %0, float %1) {
bb0:
  %2 = call double @llvm.cos.f64(double %0)
  %3 = call float @llvm.cos.f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define void @t_tanh(double %0, float %1) {
bb0:
  %2 = call double @tanh(double %0)
  %3 = call float @tanhf(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret void
}

define i32 @main() {
bb0:
  call void @t_log2(double 8.0, float 8.0)
  call void @t_log2(double 1024.0, float 1024.0)
  call void @t_log2(double 0.5, float 0.5)
  call void @t_log2(double 1.0, float 1.0)
  call void @t_log2(double 0.0, float 0.0)
  call void @t_log2(double -1.0, float -1.0)
  call void @t_log10(double 1000.0, float 1000.0)
  call void @t_log10(double 100.0, float 100.0)
  call void @t_log10(double 1.0, float 1.0)
  call void @t_log10(double 0.001, float 0.0010000000474974513)
  call void @t_log10(double 0.0, float 0.0)
  call void @t_log10(double -1.0, float -1.0)
  call void @t_sin(double 0.0, float 0.0)
  call void @t_sin(double -0.0, float -0.0)
  call void @t_sin(double 0x7FF0000000000000, float 0x7FF0000000000000)
  call void @t_cos(double 0.0, float 0.0)
  call void @t_cos(double -0.0, float -0.0)
  call void @t_cos(double 0xFFF0000000000000, float 0xFFF0000000000000)
  call void @t_tanh(double 0.0, float 0.0)
  call void @t_tanh(double -0.0, float -0.0)
  call void @t_tanh(double 30.0, float 30.0)
  call void @t_tanh(double -30.0, float -30.0)
  call void @t_tanh(double 0x7FF0000000000000, float 0x7FF0000000000000)
  call void @t_tanh(double 0xFFF0000000000000, float 0xFFF0000000000000)
  ret i32 0
}

declare double @llvm.log2.f64(double)

declare float @llvm.log2.f32(float)

declare double @llvm.log10.f64(double)

declare float @llvm.log10.f32(float)

declare double @llvm.sin.f64(double)

declare float @llvm.sin.f32(float)

declare double @llvm.cos.f64(double)

declare float @llvm.cos.f32(float)

declare double @tanh(double)

declare float @tanhf(float)
