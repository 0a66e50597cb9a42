; ModuleID = 'rank0.mlir'
source_filename = "rank0.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

declare void @print_i32(i32)

define void @add_to(double* %0, double* %1, i64 %2, double %3) {
bb0:
  %4 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %5 = insertvalue { double*, double*, i64 } %4, double* %1, 1
  %6 = insertvalue { double*, double*, i64 } %5, i64 %2, 2
  %7 = extractvalue { double*, double*, i64 } %6, 1
  %8 = load double, double* %7
  %9 = fadd double %8, %3
  %10 = extractvalue { double*, double*, i64 } %6, 1
  store double %9, double* %10
  ret void
}

define double @get(double* %0, double* %1, i64 %2) {
bb0:
  %3 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %4 = insertvalue { double*, double*, i64 } %3, double* %1, 1
  %5 = insertvalue { double*, double*, i64 } %4, i64 %2, 2
  %6 = extractvalue { double*, double*, i64 } %5, 1
  %7 = load double, double* %6
  ret double %7
}

define void @swap(double* %0, double* %1, i64 %2, double* %3, double* %4, i64 %5) {
bb0:
  %6 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %7 = insertvalue { double*, double*, i64 } %6, double* %1, 1
  %8 = insertvalue { double*, double*, i64 } %7, i64 %2, 2
  %9 = insertvalue { double*, double*, i64 } undef, double* %3, 0
  %10 = insertvalue { double*, double*, i64 } %9, double* %4, 1
  %11 = insertvalue { double*, double*, i64 } %10, i64 %5, 2
  %12 = extractvalue { double*, double*, i64 } %8, 1
  %13 = load double, double* %12
  %14 = extractvalue { double*, double*, i64 } %11, 1
  %15 = load double, double* %14
  %16 = extractvalue { double*, double*, i64 } %8, 1
  store double %15, double* %16
  %17 = extractvalue { double*, double*, i64 } %11, 1
  store double %13, double* %17
  ret void
}

define void @count_into(i64* %0, i64* %1, i64 %2, i64 %3) {
bb0:
  %4 = insertvalue { i64*, i64*, i64 } undef, i64* %0, 0
  %5 = insertvalue { i64*, i64*, i64 } %4, i64* %1, 1
  %6 = insertvalue { i64*, i64*, i64 } %5, i64 %2, 2
  br label %bb1

bb1:
  %7 = phi i64 [ 0, %bb0 ], [ %13, %bb3 ]
  %8 = icmp slt i64 %7, %3
  br i1 %8, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %9 = extractvalue { i64*, i64*, i64 } %6, 1
  %10 = load i64, i64* %9
  %11 = add i64 %10, 1
  %12 = extractvalue { i64*, i64*, i64 } %6, 1
  store i64 %11, i64* %12
  %13 = add i64 %7, 1
  br label %bb1
}

define void @mix(i32 %0, i32* %1, i32* %2, i64 %3, i32 %4) {
bb0:
  %5 = insertvalue { i32*, i32*, i64 } undef, i32* %1, 0
  %6 = insertvalue { i32*, i32*, i64 } %5, i32* %2, 1
  %7 = insertvalue { i32*, i32*, i64 } %6, i64 %3, 2
  %8 = mul i32 %0, %4
  %9 = extractvalue { i32*, i32*, i64 } %7, 1
  store i32 %8, i32* %9
  ret void
}

define i32 @main() {
bb0:
  %0 = getelementptr double, double* null, i64 1
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64 } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64 } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64 } %5, i64 0, 2
  %7 = extractvalue { double*, double*, i64 } %6, 1
  store double 1.5, double* %7
  br label %bb1

bb1:
  %8 = phi i64 [ 0, %bb0 ], [ %63, %bb3 ]
  %9 = icmp slt i64 %8, 3
  br i1 %9, label %bb3, label %bb2

bb2:
  %10 = extractvalue { double*, double*, i64 } %6, 1
  %11 = load double, double* %10
  call void @print_f64(double %11)
  %12 = alloca i64
  %13 = insertvalue { i64*, i64*, i64 } undef, i64* %12, 0
  %14 = insertvalue { i64*, i64*, i64 } %13, i64* %12, 1
  %15 = insertvalue { i64*, i64*, i64 } %14, i64 0, 2
  %16 = extractvalue { i64*, i64*, i64 } %15, 1
  store i64 0, i64* %16
  %17 = extractvalue { i64*, i64*, i64 } %15, 0
  %18 = extractvalue { i64*, i64*, i64 } %15, 1
  %19 = extractvalue { i64*, i64*, i64 } %15, 2
  call void @count_into(i64* %17, i64* %18, i64 %19, i64 7)
  %20 = extractvalue { i64*, i64*, i64 } %15, 0
  %21 = extractvalue { i64*, i64*, i64 } %15, 1
  %22 = extractvalue { i64*, i64*, i64 } %15, 2
  call void @count_into(i64* %20, i64* %21, i64 %22, i64 7)
  %23 = extractvalue { i64*, i64*, i64 } %15, 1
  %24 = load i64, i64* %23
  call void @print_i64(i64 %24)
  %25 = getelementptr double, double* null, i64 1
  %26 = ptrtoint double* %25 to i64
  %27 = call i8* @malloc(i64 %26)
  %28 = bitcast i8* %27 to double*
  %29 = insertvalue { double*, double*, i64 } undef, double* %28, 0
  %30 = insertvalue { double*, double*, i64 } %29, double* %28, 1
  %31 = insertvalue { double*, double*, i64 } %30, i64 0, 2
  %32 = extractvalue { double*, double*, i64 } %31, 1
  store double -3.0, double* %32
  %33 = extractvalue { double*, double*, i64 } %6, 0
  %34 = extractvalue { double*, double*, i64 } %6, 1
  %35 = extractvalue { double*, double*, i64 } %6, 2
  %36 = extractvalue { double*, double*, i64 } %31, 0
  %37 = extractvalue { double*, double*, i64 } %31, 1
  %38 = extractvalue { double*, double*, i64 } %31, 2
  call void @swap(double* %33, double* %34, i64 %35, double* %36, double* %37, i64 %38)
  %39 = extractvalue { double*, double*, i64 } %6, 0
  %40 = extractvalue { double*, double*, i64 } %6, 1
  %41 = extractvalue { double*, double*, i64 } %6, 2
  %42 = call double @get(double* %39, double* %40, i64 %41)
  %43 = extractvalue { double*, double*, i64 } %31, 0
  %44 = extractvalue { double*, double*, i64 } %31, 1
  %45 = extractvalue { double*, double*, i64 } %31, 2
  %46 = call double @get(double* %43, double* %44, i64 %45)
  call void @print_f64(double %42)
  call void @print_f64(double %46)
  %47 = alloca i32
  %48 = insertvalue { i32*, i32*, i64 } undef, i32* %47, 0
  %49 = insertvalue { i32*, i32*, i64 } %48, i32* %47, 1
  %50 = insertvalue { i32*, i32*, i64 } %49, i64 0, 2
  %51 = extractvalue { i32*, i32*, i64 } %50, 0
  %52 = extractvalue { i32*, i32*, i64 } %50, 1
  %53 = extractvalue { i32*, i32*, i64 } %50, 2
  call void @mix(i32 -12, i32* %51, i32* %52, i64 %53, i32 11)
  %54 = extractvalue { i32*, i32*, i64 } %50, 1
  %55 = load i32, i32* %54
  call void @print_i32(i32 %55)
  %56 = extractvalue { double*, double*, i64 } %6, 0
  %57 = bitcast double* %56 to i8*
  call void @free(i8* %57)
  %58 = extractvalue { double*, double*, i64 } %31, 0
  %59 = bitcast double* %58 to i8*
  call void @free(i8* %59)
  ret i32 0

bb3:
  %60 = extractvalue { double*, double*, i64 } %6, 0
  %61 = extractvalue { double*, double*, i64 } %6, 1
  %62 = extractvalue { double*, double*, i64 } %6, 2
  call void @add_to(double* %60, double* %61, i64 %62, double 0.25)
  %63 = add i64 %8, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
