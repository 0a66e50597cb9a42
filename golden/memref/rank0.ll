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
  %7 = phi i64 [ 0, %bb0 ], [ %13, %bb2 ]
  %8 = icmp slt i64 %7, %3
  br i1 %8, label %bb2, label %bb3

bb2:
  %9 = extractvalue { i64*, i64*, i64 } %6, 1
  %10 = load i64, i64* %9
  %11 = add i64 %10, 1
  %12 = extractvalue { i64*, i64*, i64 } %6, 1
  store i64 %11, i64* %12
  %13 = add i64 %7, 1
  br label %bb1

bb3:
  ret void
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
  %8 = phi i64 [ 0, %bb0 ], [ %13, %bb2 ]
  %9 = icmp slt i64 %8, 3
  br i1 %9, label %bb2, label %bb3

bb2:
  %10 = extractvalue { double*, double*, i64 } %6, 0
  %11 = extractvalue { double*, double*, i64 } %6, 1
  %12 = extractvalue { double*, double*, i64 } %6, 2
  call void @add_to(double* %10, double* %11, i64 %12, double 0.25)
  %13 = add i64 %8, 1
  br label %bb1

bb3:
  %14 = extractvalue { double*, double*, i64 } %6, 1
  %15 = load double, double* %14
  call void @print_f64(double %15)
  %16 = alloca i64
  %17 = insertvalue { i64*, i64*, i64 } undef, i64* %16, 0
  %18 = insertvalue { i64*, i64*, i64 } %17, i64* %16, 1
  %19 = insertvalue { i64*, i64*, i64 } %18, i64 0, 2
  %20 = extractvalue { i64*, i64*, i64 } %19, 1
  store i64 0, i64* %20
  %21 = extractvalue { i64*, i64*, i64 } %19, 0
  %22 = extractvalue { i64*, i64*, i64 } %19, 1
  %23 = extractvalue { i64*, i64*, i64 } %19, 2
  call void @count_into(i64* %21, i64* %22, i64 %23, i64 7)
  %24 = extractvalue { i64*, i64*, i64 } %19, 0
  %25 = extractvalue { i64*, i64*, i64 } %19, 1
  %26 = extractvalue { i64*, i64*, i64 } %19, 2
  call void @count_into(i64* %24, i64* %25, i64 %26, i64 7)
  %27 = extractvalue { i64*, i64*, i64 } %19, 1
  %28 = load i64, i64* %27
  call void @print_i64(i64 %28)
  %29 = getelementptr double, double* null, i64 1
  %30 = ptrtoint double* %29 to i64
  %31 = call i8* @malloc(i64 %30)
  %32 = bitcast i8* %31 to double*
  %33 = insertvalue { double*, double*, i64 } undef, double* %32, 0
  %34 = insertvalue { double*, double*, i64 } %33, double* %32, 1
  %35 = insertvalue { double*, double*, i64 } %34, i64 0, 2
  %36 = extractvalue { double*, double*, i64 } %35, 1
  store double -3.0, double* %36
  %37 = extractvalue { double*, double*, i64 } %6, 0
  %38 = extractvalue { double*, double*, i64 } %6, 1
  %39 = extractvalue { double*, double*, i64 } %6, 2
  %40 = extractvalue { double*, double*, i64 } %35, 0
  %41 = extractvalue { double*, double*, i64 } %35, 1
  %42 = extractvalue { double*, double*, i64 } %35, 2
  call void @swap(double* %37, double* %38, i64 %39, double* %40, double* %41, i64 %42)
  %43 = extractvalue { double*, double*, i64 } %6, 0
  %44 = extractvalue { double*, double*, i64 } %6, 1
  %45 = extractvalue { double*, double*, i64 } %6, 2
  %46 = call double @get(double* %43, double* %44, i64 %45)
  %47 = extractvalue { double*, double*, i64 } %35, 0
  %48 = extractvalue { double*, double*, i64 } %35, 1
  %49 = extractvalue { double*, double*, i64 } %35, 2
  %50 = call double @get(double* %47, double* %48, i64 %49)
  call void @print_f64(double %46)
  call void @print_f64(double %50)
  %51 = alloca i32
  %52 = insertvalue { i32*, i32*, i64 } undef, i32* %51, 0
  %53 = insertvalue { i32*, i32*, i64 } %52, i32* %51, 1
  %54 = insertvalue { i32*, i32*, i64 } %53, i64 0, 2
  %55 = extractvalue { i32*, i32*, i64 } %54, 0
  %56 = extractvalue { i32*, i32*, i64 } %54, 1
  %57 = extractvalue { i32*, i32*, i64 } %54, 2
  call void @mix(i32 -12, i32* %55, i32* %56, i64 %57, i32 11)
  %58 = extractvalue { i32*, i32*, i64 } %54, 1
  %59 = load i32, i32* %58
  call void @print_i32(i32 %59)
  %60 = extractvalue { double*, double*, i64 } %6, 0
  %61 = bitcast double* %60 to i8*
  call void @free(i8* %61)
  %62 = extractvalue { double*, double*, i64 } %35, 0
  %63 = bitcast double* %62 to i8*
  call void @free(i8* %63)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
