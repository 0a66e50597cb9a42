; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define float @total(float* %0, float* %1, i16 %2, i16 %3, i16 %4) {
bb0:
  %5 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } undef, float* %0, 0
  %6 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %5, float* %1, 1
  %7 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %6, i16 %2, 2
  %8 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %7, i16 %3, 3, 0
  %9 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %8, i16 %4, 4, 0
  %10 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i16 [ 0, %bb0 ], [ %18, %bb3 ]
  %12 = phi float [ 0.0, %bb0 ], [ %17, %bb3 ]
  %13 = icmp slt i16 %11, %10
  br i1 %13, label %bb3, label %bb2

bb2:
  ret float %12

bb3:
  %14 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %9, 1
  %15 = getelementptr float, float* %14, i16 %11
  %16 = load float, float* %15
  %17 = fadd float %12, %16
  %18 = add i16 %11, 1
  br label %bb1
}

define float @_mlir_ciface_total({ float*, float*, i16, [1 x i16], [1 x i16] }* %0) {
bb0:
  %1 = load { float*, float*, i16, [1 x i16], [1 x i16] }, { float*, float*, i16, [1 x i16], [1 x i16] }* %0
  %2 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %1, 0
  %3 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %1, 1
  %4 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %1, 2
  %5 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %1, 3, 0
  %6 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %1, 4, 0
  %7 = call float @total(float* %2, float* %3, i16 %4, i16 %5, i16 %6)
  ret float %7
}

define signext i16 @last(float* %0, float* %1, i16 %2, i16 %3, i16 %4, i16 %5) {
bb0:
  %6 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } undef, float* %0, 0
  %7 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %6, float* %1, 1
  %8 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %7, i16 %2, 2
  %9 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %8, i16 %3, 3, 0
  %10 = insertvalue { float*, float*, i16, [1 x i16], [1 x i16] } %9, i16 %4, 4, 0
  %11 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %10, 3, 0
  %12 = sub i16 %11, 1
  %13 = sub i16 %12, %5
  ret i16 %13
}

define signext i16 @_mlir_ciface_last({ float*, float*, i16, [1 x i16], [1 x i16] }* %0, i16 %1) {
bb0:
  %2 = load { float*, float*, i16, [1 x i16], [1 x i16] }, { float*, float*, i16, [1 x i16], [1 x i16] }* %0
  %3 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %2, 0
  %4 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %2, 1
  %5 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %2, 2
  %6 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %2, 3, 0
  %7 = extractvalue { float*, float*, i16, [1 x i16], [1 x i16] } %2, 4, 0
  %8 = call i16 @last(float* %3, float* %4, i16 %5, i16 %6, i16 %7, i16 %1)
  ret i16 %8
}
