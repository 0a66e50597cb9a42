; ModuleID = 'constrained_fptrunc.mlir'
source_filename = "constrained_fptrunc.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define float @f(double %0, <2 x float> %1) {
bb0:
  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  %4 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  %5 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  %6 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") strictfp
  %7 = call <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f32(<2 x float> %1, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  %8 = fadd float %2, %3
  %9 = fadd float %8, %4
  %10 = fadd float %9, %5
  %11 = fadd float %10, %6
  ret float %11
}

declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)

declare <2 x half> @llvm.experimental.constrained.fptrunc.v2f16.v2f32(<2 x float>, metadata, metadata)
