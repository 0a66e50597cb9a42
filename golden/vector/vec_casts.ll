; ModuleID = 'vec_casts.mlir'
source_filename = "vec_casts.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define void @pi4(<4 x i32> %0) {
bb0:
  %1 = extractelement <4 x i32> %0, i32 0
  %2 = extractelement <4 x i32> %0, i32 1
  %3 = extractelement <4 x i32> %0, i32 2
  %4 = extractelement <4 x i32> %0, i32 3
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  ret void
}

define void @pl4(<4 x i64> %0) {
bb0:
  %1 = extractelement <4 x i64> %0, i64 0
  %2 = extractelement <4 x i64> %0, i64 1
  %3 = extractelement <4 x i64> %0, i64 2
  %4 = extractelement <4 x i64> %0, i64 3
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define void @pf4(<4 x float> %0) {
bb0:
  %1 = extractelement <4 x float> %0, i32 0
  %2 = extractelement <4 x float> %0, i32 1
  %3 = extractelement <4 x float> %0, i32 2
  %4 = extractelement <4 x float> %0, i32 3
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  ret void
}

define void @pd4(<4 x double> %0) {
bb0:
  %1 = extractelement <4 x double> %0, i32 0
  %2 = extractelement <4 x double> %0, i32 1
  %3 = extractelement <4 x double> %0, i32 2
  %4 = extractelement <4 x double> %0, i32 3
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @pidx(<4 x i64> %0) {
bb0:
  call void @pl4(<4 x i64> %0)
  ret void
}

define void @int_to_fp(<4 x i32> %0) {
bb0:
  %1 = sitofp <4 x i32> %0 to <4 x float>
  call void @pf4(<4 x float> %1)
  %2 = uitofp <4 x i32> %0 to <4 x float>
  call void @pf4(<4 x float> %2)
  %3 = sitofp <4 x i32> %0 to <4 x double>
  call void @pd4(<4 x double> %3)
  ret void
}

define void @fp_to_int(<4 x float> %0, <4 x float> %1) {
bb0:
  %2 = fptosi <4 x float> %0 to <4 x i32>
  call void @pi4(<4 x i32> %2)
  %3 = fptosi <4 x float> %0 to <4 x i64>
  call void @pl4(<4 x i64> %3)
  %4 = fptoui <4 x float> %1 to <4 x i32>
  call void @pi4(<4 x i32> %4)
  ret void
}

define void @fp_fp(<4 x float> %0, <4 x double> %1) {
bb0:
  %2 = fpext <4 x float> %0 to <4 x double>
  call void @pd4(<4 x double> %2)
  %3 = fptrunc <4 x double> %1 to <4 x float>
  call void @pf4(<4 x float> %3)
  ret void
}

define void @int_ext(<4 x i8> %0) {
bb0:
  %1 = sext <4 x i8> %0 to <4 x i32>
  call void @pi4(<4 x i32> %1)
  %2 = zext <4 x i8> %0 to <4 x i32>
  call void @pi4(<4 x i32> %2)
  %3 = sext <4 x i8> %0 to <4 x i64>
  call void @pl4(<4 x i64> %3)
  ret void
}

define void @widen8(<4 x i8> %0) {
bb0:
  %1 = zext <4 x i8> %0 to <4 x i32>
  call void @pi4(<4 x i32> %1)
  ret void
}

define void @int_trunc(<4 x i64> %0) {
bb0:
  %1 = trunc <4 x i64> %0 to <4 x i32>
  call void @pi4(<4 x i32> %1)
  %2 = trunc <4 x i64> %0 to <4 x i8>
  call void @widen8(<4 x i8> %2)
  ret void
}

define void @idx(<4 x i64> %0, <4 x i32> %1) {
bb0:
  %2 = trunc <4 x i64> %0 to <4 x i32>
  call void @pi4(<4 x i32> %2)
  %3 = sext <4 x i32> %1 to <4 x i64>
  call void @pidx(<4 x i64> %3)
  call void @pidx(<4 x i64> %0)
  ret void
}

define i32 @main() {
bb0:
  call void @int_to_fp(<4 x i32> <i32 -7, i32 16777217, i32 2147483647, i32 0>)
  call void @fp_to_int(<4 x float> <float -7.900000095367432, float 2.5, float 1000000000.0, float -0.5>, <4 x float> <float 7.900000095367432, float 2.5, float 3000000000.0, float 0.5>)
  call void @fp_fp(<4 x float> <float -7.900000095367432, float 2.5, float 1000000000.0, float -0.5>, <4 x double> <double 0.1, double 1.0e300, double 1.0000000596046448, double -1.0e-50>)
  call void @int_ext(<4 x i8> <i8 -1, i8 127, i8 -128, i8 5>)
  call void @int_trunc(<4 x i64> <i64 4294967297, i64 -1, i64 4886718345, i64 -4294967296>)
  call void @idx(<4 x i64> <i64 -1, i64 4294967301, i64 7, i64 -2147483649>, <4 x i32> <i32 -7, i32 16777217, i32 2147483647, i32 0>)
  ret i32 0
}
