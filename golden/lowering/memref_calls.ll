; ModuleID = 'memref_calls.mlir'
source_filename = "memref_calls.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare { { float*, float*, i64 }, { double*, double*, i64, [1 x i64], [1 x i64] }, i64 } @ext(float*, float*, i64, i64, i64, i64, i64, i64, i8*, float)

define { double*, double*, i64, [1 x i64], [1 x i64] } @caller(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i8* %8, float %9) {
bb0:
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, float* %1, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %2, 2
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, i64 %6, 4, 1
  %17 = insertvalue { i64, i8* } undef, i64 %7, 0
  %18 = insertvalue { i64, i8* } %17, i8* %8, 1
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 0
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 1
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 2
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 3, 0
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 3, 1
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 4, 0
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, 4, 1
  %26 = extractvalue { i64, i8* } %18, 0
  %27 = extractvalue { i64, i8* } %18, 1
  %28 = call { { float*, float*, i64 }, { double*, double*, i64, [1 x i64], [1 x i64] }, i64 } @ext(float* %19, float* %20, i64 %21, i64 %22, i64 %23, i64 %24, i64 %25, i64 %26, i8* %27, float %9)
  %29 = extractvalue { { float*, float*, i64 }, { double*, double*, i64, [1 x i64], [1 x i64] }, i64 } %28, 0
  %30 = extractvalue { { float*, float*, i64 }, { double*, double*, i64, [1 x i64], [1 x i64] }, i64 } %28, 1
  %31 = extractvalue { { float*, float*, i64 }, { double*, double*, i64, [1 x i64], [1 x i64] }, i64 } %28, 2
  ret { double*, double*, i64, [1 x i64], [1 x i64] } %30
}

define float @casts(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %13, { float*, float*, i64, [2 x i64], [2 x i64] }* %14
  %15 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %14 to i8*
  %16 = insertvalue { i64, i8* } undef, i64 2, 0
  %17 = insertvalue { i64, i8* } %16, i8* %15, 1
  %18 = extractvalue { i64, i8* } %17, 1
  %19 = bitcast i8* %18 to { float*, float*, i64, [2 x i64], [2 x i64] }*
  %20 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %19
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %23 = mul i64 0, %22
  %24 = add i64 %23, 0
  %25 = getelementptr float, float* %21, i64 %24
  %26 = load float, float* %25
  ret float %26
}

define { i64, i64, i64 } @dims(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
bb0:
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, float* %1, 1
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  %16 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %14, { float*, float*, i64, [2 x i64], [2 x i64] }* %16
  %17 = getelementptr { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %16, i32 0, i32 3, i64 %7
  %18 = load i64, i64* %17
  %19 = insertvalue { i64, i64, i64 } undef, i64 4, 0
  %20 = insertvalue { i64, i64, i64 } %19, i64 %15, 1
  %21 = insertvalue { i64, i64, i64 } %20, i64 %18, 2
  ret { i64, i64, i64 } %21
}
