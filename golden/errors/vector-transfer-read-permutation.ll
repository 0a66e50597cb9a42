; ModuleID = 'vector-transfer-read-permutation.mlir'
source_filename = "vector-transfer-read-permutation.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define <4 x float> @f(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float %7) {
bb0:
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, float* %1, 1
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %16 = insertelement <4 x float> undef, float %7, i32 0
  %17 = shufflevector <4 x float> %16, <4 x float> undef, <4 x i32> zeroinitializer
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %19 = mul i64 0, 8
  %20 = add i64 %19, 0
  %21 = getelementptr float, float* %18, i64 %20
  %22 = insertelement <4 x i64> undef, i64 8, i32 0
  %23 = shufflevector <4 x i64> %22, <4 x i64> undef, <4 x i32> zeroinitializer
  %24 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %23
  %25 = insertelement <4 x i64> undef, i64 0, i32 0
  %26 = shufflevector <4 x i64> %25, <4 x i64> undef, <4 x i32> zeroinitializer
  %27 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %26
  %28 = insertelement <4 x i64> undef, i64 %15, i32 0
  %29 = shufflevector <4 x i64> %28, <4 x i64> undef, <4 x i32> zeroinitializer
  %30 = icmp slt <4 x i64> %27, %29
  %31 = getelementptr float, float* %21, <4 x i64> %24
  %32 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %31, i32 4, <4 x i1> %30, <4 x float> %17)
  ret <4 x float> %32
}

declare <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*>, i32, <4 x i1>, <4 x float>)
