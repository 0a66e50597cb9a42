; ModuleID = 'truncf_rounding_mlir22.mlir'
source_filename = "truncf_rounding_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

define void @show32(float %0) {
bb0:
  %1 = fpext float %0 to double
  call void @print_f64(double %1)
  ret void
}

define i32 @main() {
bb0:
  %0 = alloca double
  %1 = bitcast double* %0 to i8*
  store double 1.000000074505806, double* %0
  %2 = load volatile double, double* %0
  %3 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  %4 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  %5 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  %6 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  %7 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") strictfp
  %8 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  call void @show32(float %3)
  call void @show32(float %4)
  call void @show32(float %5)
  call void @show32(float %6)
  call void @show32(float %7)
  call void @show32(float %8)
  %9 = fneg double %2
  %10 = insertelement <2 x double> undef, double %2, i32 0
  %11 = shufflevector <2 x double> %10, <2 x double> undef, <2 x i32> zeroinitializer
  %12 = insertelement <2 x double> %11, double %9, i64 1
  %13 = call <2 x float> @llvm.experimental.constrained.fptrunc.v2f32.v2f64(<2 x double> %12, metadata !"round.downward", metadata !"fpexcept.ignore") strictfp
  %14 = extractelement <2 x float> %13, i64 0
  %15 = extractelement <2 x float> %13, i64 1
  call void @show32(float %14)
  call void @show32(float %15)
  %16 = insertelement <2 x double> undef, double %2, i32 0
  %17 = shufflevector <2 x double> %16, <2 x double> undef, <2 x i32> zeroinitializer
  %18 = insertvalue [2 x <2 x double>] undef, <2 x double> %17, 0
  %19 = insertvalue [2 x <2 x double>] %18, <2 x double> %17, 1
  %20 = extractvalue [2 x <2 x double>] %19, 1
  %21 = insertelement <2 x double> %20, double %9, i64 0
  %22 = insertvalue [2 x <2 x double>] %19, <2 x double> %21, 1
  %23 = extractvalue [2 x <2 x double>] %22, 0
  %24 = call <2 x float> @llvm.experimental.constrained.fptrunc.v2f32.v2f64(<2 x double> %23, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  %25 = insertvalue [2 x <2 x float>] undef, <2 x float> %24, 0
  %26 = extractvalue [2 x <2 x double>] %22, 1
  %27 = call <2 x float> @llvm.experimental.constrained.fptrunc.v2f32.v2f64(<2 x double> %26, metadata !"round.towardzero", metadata !"fpexcept.ignore") strictfp
  %28 = insertvalue [2 x <2 x float>] %25, <2 x float> %27, 1
  %29 = extractvalue [2 x <2 x float>] %28, 1
  %30 = extractelement <2 x float> %29, i64 0
  %31 = extractvalue [2 x <2 x float>] %28, 1
  %32 = extractelement <2 x float> %31, i64 1
  call void @show32(float %30)
  call void @show32(float %32)
  %33 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %2, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  %34 = fmul float %33, 1.0004892349243164
  %35 = call half @llvm.experimental.constrained.fptrunc.f16.f32(float %34, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  %36 = fpext half %35 to double
  call void @print_f64(double %36)
  ret i32 0
}

declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)

declare <2 x float> @llvm.experimental.constrained.fptrunc.v2f32.v2f64(<2 x double>, metadata, metadata)

declare half @llvm.experimental.constrained.fptrunc.f16.f32(float, metadata, metadata)
