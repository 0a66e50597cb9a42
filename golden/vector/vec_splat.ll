; ModuleID = 'vec_splat.mlir'
source_filename = "vec_splat.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

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

define void @splat_f32(float %0) {
bb0:
  %1 = insertelement <4 x float> undef, float %0, i32 0
  %2 = shufflevector <4 x float> %1, <4 x float> undef, <4 x i32> zeroinitializer
  call void @pf4(<4 x float> %2)
  ret void
}

define void @splat_i32(i32 %0) {
bb0:
  %1 = insertelement <4 x i32> undef, i32 %0, i32 0
  %2 = shufflevector <4 x i32> %1, <4 x i32> undef, <4 x i32> zeroinitializer
  call void @pi4(<4 x i32> %2)
  ret void
}

define void @splat_f64(double %0) {
bb0:
  %1 = insertelement <2 x double> undef, double %0, i32 0
  %2 = shufflevector <2 x double> %1, <2 x double> undef, <2 x i32> zeroinitializer
  %3 = extractelement <2 x double> %2, i64 0
  %4 = extractelement <2 x double> %2, i64 1
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @splat_i64(i64 %0) {
bb0:
  %1 = insertelement <3 x i64> undef, i64 %0, i32 0
  %2 = shufflevector <3 x i64> %1, <3 x i64> undef, <3 x i32> zeroinitializer
  %3 = extractelement <3 x i64> %2, i64 0
  %4 = extractelement <3 x i64> %2, i64 2
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define void @splat_i1(i1 %0) {
bb0:
  %1 = insertelement <4 x i1> undef, i1 %0, i32 0
  %2 = shufflevector <4 x i1> %1, <4 x i1> undef, <4 x i32> zeroinitializer
  %3 = zext <4 x i1> %2 to <4 x i32>
  call void @pi4(<4 x i32> %3)
  ret void
}

define void @splat_i8(i8 %0) {
bb0:
  %1 = insertelement <16 x i8> undef, i8 %0, i32 0
  %2 = shufflevector <16 x i8> %1, <16 x i8> undef, <16 x i32> zeroinitializer
  %3 = sext <16 x i8> %2 to <16 x i32>
  %4 = extractelement <16 x i32> %3, i32 0
  %5 = extractelement <16 x i32> %3, i32 15
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  ret void
}

define void @splat_index(i64 %0) {
bb0:
  %1 = insertelement <4 x i64> undef, i64 %0, i32 0
  %2 = shufflevector <4 x i64> %1, <4 x i64> undef, <4 x i32> zeroinitializer
  %3 = trunc <4 x i64> %2 to <4 x i32>
  call void @pi4(<4 x i32> %3)
  ret void
}

define <4 x float> @axpb(<4 x float> %0, float %1, float %2) {
bb0:
  %3 = insertelement <4 x float> undef, float %1, i32 0
  %4 = shufflevector <4 x float> %3, <4 x float> undef, <4 x i32> zeroinitializer
  %5 = insertelement <4 x float> undef, float %2, i32 0
  %6 = shufflevector <4 x float> %5, <4 x float> undef, <4 x i32> zeroinitializer
  %7 = fmul <4 x float> %0, %4
  %8 = fadd <4 x float> %7, %6
  ret <4 x float> %8
}

define <4 x i32> @loop(i32 %0) {
bb0:
  %1 = insertelement <4 x i32> undef, i32 2, i32 0
  %2 = shufflevector <4 x i32> %1, <4 x i32> undef, <4 x i32> zeroinitializer
  br label %bb1

bb1:
  %3 = phi i32 [ 0, %bb0 ], [ %10, %bb3 ]
  %4 = phi <4 x i32> [ <i32 1, i32 2, i32 3, i32 4>, %bb0 ], [ %9, %bb3 ]
  %5 = icmp slt i32 %3, %0
  br i1 %5, label %bb3, label %bb2

bb2:
  ret <4 x i32> %4

bb3:
  %6 = insertelement <4 x i32> undef, i32 %3, i32 0
  %7 = shufflevector <4 x i32> %6, <4 x i32> undef, <4 x i32> zeroinitializer
  %8 = mul <4 x i32> %4, %2
  %9 = add <4 x i32> %8, %7
  %10 = add i32 %3, 1
  br label %bb1
}

define i32 @main() {
bb0:
  call void @splat_f32(float 2.5)
  call void @splat_f32(float -0.0)
  call void @splat_i32(i32 -123456)
  call void @splat_f64(double 0.1)
  call void @splat_i64(i64 9007199254740993)
  call void @splat_i1(i1 true)
  call void @splat_i1(i1 false)
  call void @splat_i8(i8 -100)
  call void @splat_index(i64 4294967299)
  %0 = call <4 x float> @axpb(<4 x float> <float 1.0, float -2.0, float 0.5, float 100.0>, float 3.0, float 0.25)
  call void @pf4(<4 x float> %0)
  %1 = call <4 x i32> @loop(i32 3)
  call void @pi4(<4 x i32> %1)
  ret i32 0
}
