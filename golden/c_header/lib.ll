; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @matmul(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float* %7, float* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, float* %14, float* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) {
bb0:
  %21 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %22 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, float* %1, 1
  %23 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %22, i64 %2, 2
  %24 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %23, i64 %3, 3, 0
  %25 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %24, i64 %4, 3, 1
  %26 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %25, i64 %5, 4, 0
  %27 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %26, i64 %6, 4, 1
  %28 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %7, 0
  %29 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %28, float* %8, 1
  %30 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %29, i64 %9, 2
  %31 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %30, i64 %10, 3, 0
  %32 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %31, i64 %11, 3, 1
  %33 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %32, i64 %12, 4, 0
  %34 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %33, i64 %13, 4, 1
  %35 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %14, 0
  %36 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %35, float* %15, 1
  %37 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %36, i64 %16, 2
  %38 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %37, i64 %17, 3, 0
  %39 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %38, i64 %18, 3, 1
  %40 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %39, i64 %19, 4, 0
  %41 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %40, i64 %20, 4, 1
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 3, 0
  %43 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 3, 1
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 3, 1
  br label %bb1

bb1:
  %45 = phi i64 [ 0, %bb0 ], [ %49, %bb5 ]
  %46 = icmp slt i64 %45, %42
  br i1 %46, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %47 = phi i64 [ 0, %bb3 ], [ %58, %bb8 ]
  %48 = icmp slt i64 %47, %44
  br i1 %48, label %bb6, label %bb5

bb5:
  %49 = add i64 %45, 1
  br label %bb1

bb6:
  br label %bb7

bb7:
  %50 = phi i64 [ 0, %bb6 ], [ %73, %bb9 ]
  %51 = phi float [ 0.0, %bb6 ], [ %72, %bb9 ]
  %52 = icmp slt i64 %50, %43
  br i1 %52, label %bb9, label %bb8

bb8:
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 1
  %54 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %55 = mul i64 %45, %54
  %56 = add i64 %55, %47
  %57 = getelementptr float, float* %53, i64 %56
  store float %51, float* %57
  %58 = add i64 %47, 1
  br label %bb4

bb9:
  %59 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 1
  %60 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 4, 0
  %61 = mul i64 %45, %60
  %62 = add i64 %61, %50
  %63 = getelementptr float, float* %59, i64 %62
  %64 = load float, float* %63
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 1
  %66 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 4, 0
  %67 = mul i64 %50, %66
  %68 = add i64 %67, %47
  %69 = getelementptr float, float* %65, i64 %68
  %70 = load float, float* %69
  %71 = fmul float %64, %70
  %72 = fadd float %51, %71
  %73 = add i64 %50, 1
  br label %bb7
}

define void @_mlir_ciface_matmul({ float*, float*, i64, [2 x i64], [2 x i64] }* %0, { float*, float*, i64, [2 x i64], [2 x i64] }* %1, { float*, float*, i64, [2 x i64], [2 x i64] }* %2) {
bb0:
  %3 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %0
  %4 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 0
  %5 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 1
  %6 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 2
  %7 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 3, 0
  %8 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 3, 1
  %9 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 4, 0
  %10 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, 4, 1
  %11 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %1
  %12 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 0
  %13 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 1
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 2
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 3, 0
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 3, 1
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 4, 0
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 4, 1
  %19 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %2
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 0
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 1
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 2
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 3, 0
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 3, 1
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 4, 0
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, 4, 1
  call void @matmul(float* %4, float* %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, float* %12, float* %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, float* %20, float* %21, i64 %22, i64 %23, i64 %24, i64 %25, i64 %26)
  ret void
}

define { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } @make(i64 %0, double %1) {
bb0:
  %2 = getelementptr double, double* null, i64 %0
  %3 = ptrtoint double* %2 to i64
  %4 = call i8* @malloc(i64 %3)
  %5 = bitcast i8* %4 to double*
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %5, 0
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, double* %5, 1
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %0, 3, 0
  %10 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
  %11 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 1
  %12 = getelementptr double, double* %11, i64 0
  store double %1, double* %12
  %13 = fmul double %1, 2.0
  %14 = insertvalue { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } undef, { double*, double*, i64, [1 x i64], [1 x i64] } %10, 0
  %15 = insertvalue { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } %14, i64 %0, 1
  %16 = insertvalue { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } %15, double %13, 2
  ret { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } %16
}

define void @_mlir_ciface_make({ { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double }* %0, i64 %1, double %2) {
bb0:
  %3 = call { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } @make(i64 %1, double %2)
  store { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double } %3, { { double*, double*, i64, [1 x i64], [1 x i64] }, i64, double }* %0
  ret void
}

define double @sum0(double* %0, double* %1, i64 %2, i64 %3, i8* %4, i32 %5) {
bb0:
  %6 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %7 = insertvalue { double*, double*, i64 } %6, double* %1, 1
  %8 = insertvalue { double*, double*, i64 } %7, i64 %2, 2
  %9 = insertvalue { i64, i8* } undef, i64 %3, 0
  %10 = insertvalue { i64, i8* } %9, i8* %4, 1
  %11 = extractvalue { i64, i8* } %10, 1
  %12 = bitcast i8* %11 to { double*, double*, i64, [1 x i64], [1 x i64] }*
  %13 = load { double*, double*, i64, [1 x i64], [1 x i64] }, { double*, double*, i64, [1 x i64], [1 x i64] }* %12
  %14 = extractvalue { double*, double*, i64 } %8, 1
  %15 = load double, double* %14
  %16 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %13, 1
  %17 = getelementptr double, double* %16, i64 1
  %18 = load double, double* %17
  %19 = sitofp i32 %5 to double
  %20 = fadd double %15, %18
  %21 = fadd double %20, %19
  ret double %21
}

define double @_mlir_ciface_sum0({ double*, double*, i64 }* %0, { i64, i8* }* %1, i32 %2) {
bb0:
  %3 = load { double*, double*, i64 }, { double*, double*, i64 }* %0
  %4 = extractvalue { double*, double*, i64 } %3, 0
  %5 = extractvalue { double*, double*, i64 } %3, 1
  %6 = extractvalue { double*, double*, i64 } %3, 2
  %7 = load { i64, i8* }, { i64, i8* }* %1
  %8 = extractvalue { i64, i8* } %7, 0
  %9 = extractvalue { i64, i8* } %7, 1
  %10 = call double @sum0(double* %4, double* %5, i64 %6, i64 %8, i8* %9, i32 %2)
  ret double %10
}

define i32 @helper(i32 %0) {
bb0:
  ret i32 %0
}

define i32 @_mlir_ciface_helper(i32 %0) {
bb0:
  %1 = call i32 @helper(i32 %0)
  ret i32 %1
}

declare i8* @malloc(i64)
