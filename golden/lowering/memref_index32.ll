; ModuleID = 'memref_index32.mlir'
source_filename = "memref_index32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define double @f(i32 %0, i32 %1) {
bb0:
  %2 = mul i32 3, %0
  %3 = zext i32 %2 to i64
  %4 = getelementptr double, double* null, i64 %3
  %5 = ptrtoint double* %4 to i64
  %6 = call i8* @malloc(i64 %5)
  %7 = bitcast i8* %6 to double*
  %8 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } undef, double* %7, 0
  %9 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } %8, double* %7, 1
  %10 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } %9, i32 0, 2
  %11 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } %10, i32 %0, 3, 0
  %12 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } %11, i32 3, 3, 1
  %13 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } %12, i32 3, 4, 0
  %14 = insertvalue { double*, double*, i32, [2 x i32], [2 x i32] } %13, i32 1, 4, 1
  %15 = extractvalue { double*, double*, i32, [2 x i32], [2 x i32] } %14, 1
  %16 = mul i32 %1, 3
  %17 = add i32 %16, 2
  %18 = getelementptr double, double* %15, i32 %17
  %19 = load double, double* %18
  %20 = extractvalue { double*, double*, i32, [2 x i32], [2 x i32] } %14, 0
  %21 = bitcast double* %20 to i8*
  call void @free(i8* %21)
  ret double %19
}

declare i8* @malloc(i64)

declare void @free(i8*)
