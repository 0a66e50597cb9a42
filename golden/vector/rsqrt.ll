; ModuleID = 'rsqrt.mlir'
source_filename = "rsqrt.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define <4 x float> @r4(<4 x float> %0) {
bb0:
  %1 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %0)
  %2 = fdiv <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, %1
  ret <4 x float> %2
}

define <2 x double> @r2(<2 x double> %0) {
bb0:
  %1 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %0)
  %2 = fdiv <2 x double> <double 1.0, double 1.0>, %1
  ret <2 x double> %2
}

define i32 @main() {
bb0:
  %0 = call <4 x float> @r4(<4 x float> <float 1.0, float 4.0, float 16.0, float 0.25>)
  %1 = extractelement <4 x float> %0, i32 0
  %2 = extractelement <4 x float> %0, i32 1
  %3 = extractelement <4 x float> %0, i32 2
  %4 = extractelement <4 x float> %0, i32 3
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  %5 = call <2 x double> @r2(<2 x double> <double 64.0, double 0.0625>)
  %6 = extractelement <2 x double> %5, i32 0
  %7 = extractelement <2 x double> %5, i32 1
  call void @print_f64(double %6)
  call void @print_f64(double %7)
  ret i32 0
}

declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)

declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)
