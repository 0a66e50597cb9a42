; ModuleID = 'exit_status.mlir'
source_filename = "exit_status.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @printI64(i64)

declare void @printF64(double)

declare void @printOpen()

declare void @printClose()

declare void @printComma()

declare void @printNewline()

declare void @print_memref_f64(i64, i8*)

declare void @print_memref_i64(i64, i8*)

define void @show(i64 %0, i8* %1, i64 %2) {
bb0:
  %3 = insertvalue { i64, i8* } undef, i64 %0, 0
  %4 = insertvalue { i64, i8* } %3, i8* %1, 1
  call void @printOpen()
  call void @printI64(i64 %2)
  call void @printClose()
  call void @printNewline()
  %5 = extractvalue { i64, i8* } %4, 0
  %6 = extractvalue { i64, i8* } %4, 1
  call void @print_memref_f64(i64 %5, i8* %6)
  ret void
}

define void @forward(i64 %0, i8* %1, i64 %2) {
bb0:
  %3 = insertvalue { i64, i8* } undef, i64 %0, 0
  %4 = insertvalue { i64, i8* } %3, i8* %1, 1
  %5 = extractvalue { i64, i8* } %4, 0
  %6 = extractvalue { i64, i8* } %4, 1
  call void @show(i64 %5, i8* %6, i64 %2)
  ret void
}

define double @sum(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %15 = mul i64 0, 2
  %16 = add i64 %15, 0
  %17 = getelementptr double, double* %14, i64 %16
  %18 = load double, double* %17
  %19 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %20 = mul i64 0, 2
  %21 = add i64 %20, 1
  %22 = getelementptr double, double* %19, i64 %21
  %23 = load double, double* %22
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %25 = mul i64 1, 2
  %26 = add i64 %25, 0
  %27 = getelementptr double, double* %24, i64 %26
  %28 = load double, double* %27
  %29 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %30 = mul i64 1, 2
  %31 = add i64 %30, 1
  %32 = getelementptr double, double* %29, i64 %31
  %33 = load double, double* %32
  %34 = fadd double %18, %23
  %35 = fadd double %34, %28
  %36 = fadd double %35, %33
  call void @printF64(double %36)
  ret double %36
}

define i32 @main() {
bb0:
  %0 = getelementptr double, double* null, i64 4
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, i64 2, 3, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 2, 4, 0
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %12 = mul i64 0, 2
  %13 = add i64 %12, 0
  %14 = getelementptr double, double* %11, i64 %13
  store double 1.25, double* %14
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %16 = mul i64 0, 2
  %17 = add i64 %16, 1
  %18 = getelementptr double, double* %15, i64 %17
  store double -0.5, double* %18
  %19 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = mul i64 1, 2
  %21 = add i64 %20, 0
  %22 = getelementptr double, double* %19, i64 %21
  store double -0.5, double* %22
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %24 = mul i64 1, 2
  %25 = add i64 %24, 1
  %26 = getelementptr double, double* %23, i64 %25
  store double 1.25, double* %26
  %27 = alloca { double*, double*, i64, [2 x i64], [2 x i64] }
  store { double*, double*, i64, [2 x i64], [2 x i64] } %10, { double*, double*, i64, [2 x i64], [2 x i64] }* %27
  %28 = bitcast { double*, double*, i64, [2 x i64], [2 x i64] }* %27 to i8*
  %29 = insertvalue { i64, i8* } undef, i64 2, 0
  %30 = insertvalue { i64, i8* } %29, i8* %28, 1
  %31 = extractvalue { i64, i8* } %30, 0
  %32 = extractvalue { i64, i8* } %30, 1
  call void @forward(i64 %31, i8* %32, i64 1)
  %33 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 0
  %34 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %35 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 2
  %36 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %37 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %38 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %39 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %40 = call double @sum(double* %33, double* %34, i64 %35, i64 %36, i64 %37, i64 %38, i64 %39)
  call void @printComma()
  %41 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %42 = mul i64 1, 2
  %43 = add i64 %42, 1
  %44 = getelementptr double, double* %41, i64 %43
  store double %40, double* %44
  %45 = extractvalue { i64, i8* } %30, 0
  %46 = extractvalue { i64, i8* } %30, 1
  call void @forward(i64 %45, i8* %46, i64 2)
  %47 = getelementptr i64, i64* null, i64 4
  %48 = ptrtoint i64* %47 to i64
  %49 = call i8* @malloc(i64 %48)
  %50 = bitcast i8* %49 to i64*
  %51 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %50, 0
  %52 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %51, i64* %50, 1
  %53 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, i64 0, 2
  %54 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, i64 4, 3, 0
  %55 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %54, i64 1, 4, 0
  %56 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %57 = getelementptr i64, i64* %56, i64 0
  store i64 3, i64* %57
  %58 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %59 = getelementptr i64, i64* %58, i64 1
  store i64 3, i64* %59
  %60 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %61 = getelementptr i64, i64* %60, i64 2
  store i64 3, i64* %61
  %62 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %63 = getelementptr i64, i64* %62, i64 3
  store i64 3, i64* %63
  %64 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %64
  %65 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %64 to i8*
  %66 = insertvalue { i64, i8* } undef, i64 1, 0
  %67 = insertvalue { i64, i8* } %66, i8* %65, 1
  %68 = extractvalue { i64, i8* } %67, 0
  %69 = extractvalue { i64, i8* } %67, 1
  call void @print_memref_i64(i64 %68, i8* %69)
  call void @printI64(i64 3)
  call void @printNewline()
  %70 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 0
  %71 = bitcast double* %70 to i8*
  call void @free(i8* %71)
  %72 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 0
  %73 = bitcast i64* %72 to i8*
  call void @free(i8* %73)
  ret i32 3
}

declare i8* @malloc(i64)

declare void @free(i8*)
