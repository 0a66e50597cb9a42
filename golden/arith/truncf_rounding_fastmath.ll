; ModuleID = 'truncf_rounding_fastmath.mlir'
source_filename = "truncf_rounding_fastmath.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define { float, <4 x half> } @f(double %0, <4 x float> %1) {
bb0:
  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %0, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  %3 = call <4 x half> @llvm.experimental.constrained.fptrunc.v4f16.v4f32(<4 x float> %1, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") strictfp
  %4 = insertvalue { float, <4 x half> } undef, float %2, 0
  %5 = insertvalue { float, <4 x half> } %4, <4 x half> %3, 1
  ret { float, <4 x half> } %5
}

declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)

declare <4 x half> @llvm.experimental.constrained.fptrunc.v4f16.v4f32(<4 x float>, metadata, metadata)
