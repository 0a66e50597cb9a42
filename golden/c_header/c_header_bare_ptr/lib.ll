; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @scale(float* %0, float* %1, float %2) {
bb0:
  %3 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %3, float* %0, 1
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, i64 0, 2
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, i64 4, 3, 0
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 1, 4, 0
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %1, 0
  %9 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, float* %1, 1
  %10 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, i64 0, 2
  %11 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %10, i64 4, 3, 0
  %12 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %11, i64 1, 4, 0
  br label %bb1

bb1:
  %13 = phi i64 [ 0, %bb0 ], [ %21, %bb3 ]
  %14 = icmp slt i64 %13, 4
  br i1 %14, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %15 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, 1
  %16 = getelementptr float, float* %15, i64 %13
  %17 = load float, float* %16
  %18 = fmul float %17, %2
  %19 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %12, 1
  %20 = getelementptr float, float* %19, i64 %13
  store float %18, float* %20
  %21 = add i64 %13, 1
  br label %bb1
}

define void @_mlir_ciface_scale({ float*, float*, i64, [1 x i64], [1 x i64] }* %0, { float*, float*, i64, [1 x i64], [1 x i64] }* %1, float %2) {
bb0:
  %3 = load { float*, float*, i64, [1 x i64], [1 x i64] }, { float*, float*, i64, [1 x i64], [1 x i64] }* %0
  %4 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %3, 1
  %5 = load { float*, float*, i64, [1 x i64], [1 x i64] }, { float*, float*, i64, [1 x i64], [1 x i64] }* %1
  %6 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, 1
  call void @scale(float* %4, float* %6, float %2)
  ret void
}

define signext i16 @row_sum(i16* %0, i64 %1) {
bb0:
  %2 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } undef, i16* %0, 0
  %3 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %2, i16* %0, 1
  %4 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %8, 1
  %10 = mul i64 %1, 3
  %11 = add i64 %10, 0
  %12 = getelementptr i16, i16* %9, i64 %11
  %13 = load i16, i16* %12
  %14 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %8, 1
  %15 = mul i64 %1, 3
  %16 = add i64 %15, 1
  %17 = getelementptr i16, i16* %14, i64 %16
  %18 = load i16, i16* %17
  %19 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %8, 1
  %20 = mul i64 %1, 3
  %21 = add i64 %20, 2
  %22 = getelementptr i16, i16* %19, i64 %21
  %23 = load i16, i16* %22
  %24 = add i16 %13, %18
  %25 = add i16 %24, %23
  ret i16 %25
}

define zeroext i1 @positive(double* %0) {
bb0:
  %1 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %2 = insertvalue { double*, double*, i64 } %1, double* %0, 1
  %3 = insertvalue { double*, double*, i64 } %2, i64 0, 2
  %4 = extractvalue { double*, double*, i64 } %3, 1
  %5 = load double, double* %4
  %6 = fcmp ogt double %5, 0.0
  ret i1 %6
}

define zeroext i1 @_mlir_ciface_positive({ double*, double*, i64 }* %0) {
bb0:
  %1 = load { double*, double*, i64 }, { double*, double*, i64 }* %0
  %2 = extractvalue { double*, double*, i64 } %1, 1
  %3 = call i1 @positive(double* %2)
  ret i1 %3
}

define float* @same(float* %0) {
bb0:
  %1 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %2 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, float* %0, 1
  %3 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %2, i64 0, 2
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %3, i64 4, 3, 0
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, i64 1, 4, 0
  %6 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, 1
  ret float* %6
}
