; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tab = private constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]

define { float*, float*, i64, [1 x i64], [1 x i64] } @row(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
bb0:
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, float* %1, 1
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 0
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 2
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %20 = mul i64 %7, %19
  %21 = add i64 %18, %20
  %22 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %16, 0
  %23 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %22, float* %17, 1
  %24 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %23, i64 %21, 2
  %25 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %24, i64 %15, 3, 0
  %26 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %25, i64 1, 4, 0
  ret { float*, float*, i64, [1 x i64], [1 x i64] } %26
}

define void @_mlir_ciface_row({ float*, float*, i64, [1 x i64], [1 x i64] }* %0, { float*, float*, i64, [2 x i64], [2 x i64] }* %1, i64 %2) {
bb0:
  %3 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %1
  %4 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 0
  %5 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 1
  %6 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 2
  %7 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 3, 0
  %8 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 3, 1
  %9 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 4, 0
  %10 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 4, 1
  %11 = call { float*, float*, i64, [1 x i64], [1 x i64] } @row(float* %4, float* %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %2)
  store { float*, float*, i64, [1 x i64], [1 x i64] } %11, { float*, float*, i64, [1 x i64], [1 x i64] }* %0
  ret void
}

define { float*, float*, i64, [2 x i64], [2 x i64] } @transposed(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 3, 3, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 1, 4, 0
  %16 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, i64 2, 3, 1
  %17 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, i64 3, 4, 1
  ret { float*, float*, i64, [2 x i64], [2 x i64] } %17
}

define void @_mlir_ciface_transposed({ float*, float*, i64, [2 x i64], [2 x i64] }* %0, { float*, float*, i64, [2 x i64], [2 x i64] }* %1) {
bb0:
  %2 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %1
  %3 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 0
  %4 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 1
  %5 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 2
  %6 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 3, 0
  %7 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 3, 1
  %8 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 4, 0
  %9 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, 4, 1
  %10 = call { float*, float*, i64, [2 x i64], [2 x i64] } @transposed(float* %3, float* %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9)
  store { float*, float*, i64, [2 x i64], [2 x i64] } %10, { float*, float*, i64, [2 x i64], [2 x i64] }* %0
  ret void
}

define float @sum(float* %0, float* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, float* %1, 1
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %12 = phi float [ 0.0, %bb0 ], [ %21, %bb3 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb3, label %bb2

bb2:
  ret float %12

bb3:
  %14 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, 2
  %16 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, 4, 0
  %17 = mul i64 %11, %16
  %18 = add i64 %15, %17
  %19 = getelementptr float, float* %14, i64 %18
  %20 = load float, float* %19
  %21 = fadd float %12, %20
  %22 = add i64 %11, 1
  br label %bb1
}

define float @_mlir_ciface_sum({ float*, float*, i64, [1 x i64], [1 x i64] }* %0) {
bb0:
  %1 = load { float*, float*, i64, [1 x i64], [1 x i64] }, { float*, float*, i64, [1 x i64], [1 x i64] }* %0
  %2 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, 0
  %3 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, 1
  %4 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, 2
  %5 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, 3, 0
  %6 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, 4, 0
  %7 = call float @sum(float* %2, float* %3, i64 %4, i64 %5, i64 %6)
  ret float %7
}

define { float*, float*, i64, [1 x i64], [1 x i64] } @table() {
bb0:
  %0 = getelementptr [4 x float], [4 x float]* @tab, i64 0, i64 0
  %1 = inttoptr i64 3735928559 to float*
  %2 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %1, 0
  %3 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %2, float* %0, 1
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, i64 4, 3, 0
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  ret { float*, float*, i64, [1 x i64], [1 x i64] } %6
}

define void @_mlir_ciface_table({ float*, float*, i64, [1 x i64], [1 x i64] }* %0) {
bb0:
  %1 = call { float*, float*, i64, [1 x i64], [1 x i64] } @table()
  store { float*, float*, i64, [1 x i64], [1 x i64] } %1, { float*, float*, i64, [1 x i64], [1 x i64] }* %0
  ret void
}
