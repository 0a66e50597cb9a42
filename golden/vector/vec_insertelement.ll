; ModuleID = 'vec_insertelement.mlir'
source_filename = "vec_insertelement.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i64(i64)

define <4 x float> @put(<4 x float> %0, float %1, i64 %2) {
bb0:
  %3 = insertelement <4 x float> %0, float %1, i64 %2
  ret <4 x float> %3
}

define void @show(<4 x float> %0) {
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

define i32 @main() {
bb0:
  %0 = insertelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, float 9.5, i32 2
  call void @show(<4 x float> %0)
  %1 = call <4 x float> @put(<4 x float> %0, float -0.25, i64 3)
  call void @show(<4 x float> %1)
  %2 = insertelement <2 x i64> <i64 10, i64 20>, i64 77, i64 0
  %3 = extractelement <2 x i64> %2, i64 0
  call void @print_i64(i64 %3)
  ret i32 0
}
