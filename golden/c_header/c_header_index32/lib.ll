; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @axpy(double %0, double* %1, double* %2, i32 %3, i32 %4, i32 %5, double* %6, double* %7, i32 %8, i32 %9, i32 %10) {
bb0:
  %11 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } undef, double* %1, 0
  %12 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %11, double* %2, 1
  %13 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %12, i32 %3, 2
  %14 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %13, i32 %4, 3, 0
  %15 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %14, i32 %5, 4, 0
  %16 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } undef, double* %6, 0
  %17 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %16, double* %7, 1
  %18 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %17, i32 %8, 2
  %19 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %18, i32 %9, 3, 0
  %20 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %19, i32 %10, 4, 0
  %21 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %15, 3, 0
  br label %bb1

bb1:
  %22 = phi i32 [ 0, %bb0 ], [ %34, %bb3 ]
  %23 = icmp slt i32 %22, %21
  br i1 %23, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %24 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %15, 1
  %25 = getelementptr double, double* %24, i32 %22
  %26 = load double, double* %25
  %27 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %20, 1
  %28 = getelementptr double, double* %27, i32 %22
  %29 = load double, double* %28
  %30 = fmul double %0, %26
  %31 = fadd double %29, %30
  %32 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %20, 1
  %33 = getelementptr double, double* %32, i32 %22
  store double %31, double* %33
  %34 = add i32 %22, 1
  br label %bb1
}

define void @_mlir_ciface_axpy(double %0, { double*, double*, i32, [1 x i32], [1 x i32] }* %1, { double*, double*, i32, [1 x i32], [1 x i32] }* %2) {
bb0:
  %3 = load { double*, double*, i32, [1 x i32], [1 x i32] }, { double*, double*, i32, [1 x i32], [1 x i32] }* %1
  %4 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %3, 0
  %5 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %3, 1
  %6 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %3, 2
  %7 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %3, 3, 0
  %8 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %3, 4, 0
  %9 = load { double*, double*, i32, [1 x i32], [1 x i32] }, { double*, double*, i32, [1 x i32], [1 x i32] }* %2
  %10 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %9, 0
  %11 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %9, 1
  %12 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %9, 2
  %13 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %9, 3, 0
  %14 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %9, 4, 0
  call void @axpy(double %0, double* %4, double* %5, i32 %6, i32 %7, i32 %8, double* %10, double* %11, i32 %12, i32 %13, i32 %14)
  ret void
}

define i32 @cols(i32* %0, i32* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) {
bb0:
  %7 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %0, 0
  %8 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %7, i32* %1, 1
  %9 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %8, i32 %2, 2
  %10 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %9, i32 %3, 3, 0
  %11 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %10, i32 %4, 3, 1
  %12 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %11, i32 %5, 4, 0
  %13 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %12, i32 %6, 4, 1
  %14 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, 3, 1
  ret i32 %14
}

define i32 @_mlir_ciface_cols({ i32*, i32*, i32, [2 x i32], [2 x i32] }* %0) {
bb0:
  %1 = load { i32*, i32*, i32, [2 x i32], [2 x i32] }, { i32*, i32*, i32, [2 x i32], [2 x i32] }* %0
  %2 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 0
  %3 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 1
  %4 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 2
  %5 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 3, 0
  %6 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 3, 1
  %7 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 4, 0
  %8 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %1, 4, 1
  %9 = call i32 @cols(i32* %2, i32* %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8)
  ret i32 %9
}

define { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 } @iota(i32 %0) {
bb0:
  %1 = zext i32 %0 to i64
  %2 = getelementptr i32, i32* null, i64 %1
  %3 = ptrtoint i32* %2 to i64
  %4 = call i8* @malloc(i64 %3)
  %5 = bitcast i8* %4 to i32*
  %6 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } undef, i32* %5, 0
  %7 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %6, i32* %5, 1
  %8 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %7, i32 0, 2
  %9 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %8, i32 %0, 3, 0
  %10 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %9, i32 1, 4, 0
  br label %bb1

bb1:
  %11 = phi i32 [ 0, %bb0 ], [ %17, %bb3 ]
  %12 = icmp slt i32 %11, %0
  br i1 %12, label %bb3, label %bb2

bb2:
  %13 = insertvalue { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 } undef, { i32*, i32*, i32, [1 x i32], [1 x i32] } %10, 0
  %14 = insertvalue { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 } %13, i32 %0, 1
  ret { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 } %14

bb3:
  %15 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %10, 1
  %16 = getelementptr i32, i32* %15, i32 %11
  store i32 %11, i32* %16
  %17 = add i32 %11, 1
  br label %bb1
}

define void @_mlir_ciface_iota({ { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 }* %0, i32 %1) {
bb0:
  %2 = call { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 } @iota(i32 %1)
  store { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 } %2, { { i32*, i32*, i32, [1 x i32], [1 x i32] }, i32 }* %0
  ret void
}

define i32 @rank_of(i32 %0, i8* %1) {
bb0:
  %2 = insertvalue { i32, i8* } undef, i32 %0, 0
  %3 = insertvalue { i32, i8* } %2, i8* %1, 1
  %4 = extractvalue { i32, i8* } %3, 0
  ret i32 %4
}

define i32 @_mlir_ciface_rank_of({ i32, i8* }* %0) {
bb0:
  %1 = load { i32, i8* }, { i32, i8* }* %0
  %2 = extractvalue { i32, i8* } %1, 0
  %3 = extractvalue { i32, i8* } %1, 1
  %4 = call i32 @rank_of(i32 %2, i8* %3)
  ret i32 %4
}

declare i8* @malloc(i64)
