; ModuleID = 'scalar-truncf-rounding.mlir'
source_filename = "scalar-truncf-rounding.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define half @f(float %0) {
bb0:
  %1 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %0, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") strictfp
  ret half %1
}

declare half @llvm.experimental.constrained.fptrunc.f16.f32(float, metadata, metadata)
