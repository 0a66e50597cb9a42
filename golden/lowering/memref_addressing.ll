; ModuleID = 'memref_addressing.mlir'
source_filename = "memref_addressing.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define float @static3(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11) {
bb0:
  %12 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } undef, float* %0, 0
  %13 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %12, float* %1, 1
  %14 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %13, i64 %2, 2
  %15 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %15, i64 %4, 3, 1
  %17 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %16, i64 %5, 3, 2
  %18 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %17, i64 %6, 4, 0
  %19 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %18, i64 %7, 4, 1
  %20 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %19, i64 %8, 4, 2
  %21 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %20, 1
  %22 = mul i64 %9, 32
  %23 = mul i64 %10, 8
  %24 = add i64 %22, %23
  %25 = add i64 %24, %11
  %26 = getelementptr float, float* %21, i64 %25
  %27 = load float, float* %26
  ret float %27
}

define void @dyn2(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, double %9) {
bb0:
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, double* %1, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %2, 2
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %15, i64 %6, 4, 1
  %17 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 1
  %18 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 4, 0
  %19 = mul i64 %7, %18
  %20 = add i64 %19, %8
  %21 = getelementptr double, double* %17, i64 %20
  store double %9, double* %21
  ret void
}

define float @strided_dyn(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, float* %1, 1
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 2
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %19 = mul i64 %7, %18
  %20 = add i64 %17, %19
  %21 = add i64 %20, %8
  %22 = getelementptr float, float* %16, i64 %21
  %23 = load float, float* %22
  ret float %23
}

define i32 @strided_static(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = mul i64 %7, 8
  %18 = add i64 2, %17
  %19 = add i64 %18, %8
  %20 = getelementptr i32, i32* %16, i64 %19
  %21 = load i32, i32* %20
  ret i32 %21
}

define float @affine_sym(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, float* %1, 1
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 2
  %18 = mul i64 %7, 4
  %19 = add i64 %17, %18
  %20 = add i64 %19, %8
  %21 = getelementptr float, float* %16, i64 %20
  %22 = load float, float* %21
  ret float %22
}

define i32 @affine_static(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = mul i64 %7, 8
  %18 = add i64 2, %17
  %19 = add i64 %18, %8
  %20 = getelementptr i32, i32* %16, i64 %19
  %21 = load i32, i32* %20
  ret i32 %21
}

define double @rank0(double* %0, double* %1, i64 %2) {
bb0:
  %3 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %4 = insertvalue { double*, double*, i64 } %3, double* %1, 1
  %5 = insertvalue { double*, double*, i64 } %4, i64 %2, 2
  %6 = extractvalue { double*, double*, i64 } %5, 1
  %7 = load double, double* %6
  ret double %7
}

define float @broadcast(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, float* %1, 1
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = getelementptr float, float* %16, i64 %8
  %18 = load float, float* %17
  ret float %18
}
