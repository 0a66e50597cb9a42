; ModuleID = 'memref_floats.mlir'
source_filename = "memref_floats.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_memref_f32(i64, i8*)

declare void @print_memref_f64(i64, i8*)

define void @set4f(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, float %8, float %9, float %10, float %11) {
bb0:
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, float* %1, 1
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %2, 2
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, i64 %4, 3, 1
  %17 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, i64 %5, 4, 0
  %18 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %17, i64 %6, 4, 1
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, 1
  %20 = mul i64 %7, 4
  %21 = add i64 %20, 0
  %22 = getelementptr float, float* %19, i64 %21
  store float %8, float* %22
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, 1
  %24 = mul i64 %7, 4
  %25 = add i64 %24, 1
  %26 = getelementptr float, float* %23, i64 %25
  store float %9, float* %26
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, 1
  %28 = mul i64 %7, 4
  %29 = add i64 %28, 2
  %30 = getelementptr float, float* %27, i64 %29
  store float %10, float* %30
  %31 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, 1
  %32 = mul i64 %7, 4
  %33 = add i64 %32, 3
  %34 = getelementptr float, float* %31, i64 %33
  store float %11, float* %34
  ret void
}

define void @set4d(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, double %8, double %9, double %10, double %11) {
bb0:
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, double* %1, 1
  %14 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, i64 %2, 2
  %15 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %15, i64 %4, 3, 1
  %17 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, i64 %5, 4, 0
  %18 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %17, i64 %6, 4, 1
  %19 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, 1
  %20 = mul i64 %7, 4
  %21 = add i64 %20, 0
  %22 = getelementptr double, double* %19, i64 %21
  store double %8, double* %22
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, 1
  %24 = mul i64 %7, 4
  %25 = add i64 %24, 1
  %26 = getelementptr double, double* %23, i64 %25
  store double %9, double* %26
  %27 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, 1
  %28 = mul i64 %7, 4
  %29 = add i64 %28, 2
  %30 = getelementptr double, double* %27, i64 %29
  store double %10, double* %30
  %31 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, 1
  %32 = mul i64 %7, 4
  %33 = add i64 %32, 3
  %34 = getelementptr double, double* %31, i64 %33
  store double %11, double* %34
  ret void
}

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 12
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 4, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 4, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %12 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %13 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @set4f(float* %11, float* %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 0, float 0x7FF8000000000000, float 0xFFF8000000000000, float 0x7FF0000000000000, float 0xFFF0000000000000)
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @set4f(float* %18, float* %19, i64 %20, i64 %21, i64 %22, i64 %23, i64 %24, i64 1, float -0.0, float 1.401298464324817e-45, float 3.4028234663852886e38, float 0.10000000149011612)
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %29 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %30 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %31 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @set4f(float* %25, float* %26, i64 %27, i64 %28, i64 %29, i64 %30, i64 %31, i64 2, float 123456.0, float 1234567.0, float 9.999999747378752e-5, float 9.999999747378752e-6)
  %32 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %10, { float*, float*, i64, [2 x i64], [2 x i64] }* %32
  %33 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %32 to i8*
  %34 = insertvalue { i64, i8* } undef, i64 2, 0
  %35 = insertvalue { i64, i8* } %34, i8* %33, 1
  %36 = extractvalue { i64, i8* } %35, 0
  %37 = extractvalue { i64, i8* } %35, 1
  call void @print_memref_f32(i64 %36, i8* %37)
  %38 = mul i64 4, 3
  %39 = getelementptr double, double* null, i64 %38
  %40 = ptrtoint double* %39 to i64
  %41 = call i8* @malloc(i64 %40)
  %42 = bitcast i8* %41 to double*
  %43 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %42, 0
  %44 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %43, double* %42, 1
  %45 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, i64 0, 2
  %46 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %45, i64 3, 3, 0
  %47 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %46, i64 4, 3, 1
  %48 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %47, i64 4, 4, 0
  %49 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %48, i64 1, 4, 1
  %50 = fdiv double 1.0, 3.0
  %51 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 0
  %52 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 1
  %53 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 2
  %54 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 3, 0
  %55 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 3, 1
  %56 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 4, 0
  %57 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 4, 1
  call void @set4d(double* %51, double* %52, i64 %53, i64 %54, i64 %55, i64 %56, i64 %57, i64 0, double %50, double 0x7FF8000000000000, double 0xFFF0000000000000, double 5.0e-324)
  %58 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 0
  %59 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 1
  %60 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 2
  %61 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 3, 0
  %62 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 3, 1
  %63 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 4, 0
  %64 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 4, 1
  call void @set4d(double* %58, double* %59, i64 %60, i64 %61, i64 %62, i64 %63, i64 %64, i64 1, double 1.7976931348623157e308, double 999999.4, double 999999.5, double -123.456789)
  %65 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 0
  %66 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 1
  %67 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 2
  %68 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 3, 0
  %69 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 3, 1
  %70 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 4, 0
  %71 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 4, 1
  call void @set4d(double* %65, double* %66, i64 %67, i64 %68, i64 %69, i64 %70, i64 %71, i64 2, double 1.0e-300, double 42.0, double 0.5, double -0.0)
  %72 = alloca { double*, double*, i64, [2 x i64], [2 x i64] }
  store { double*, double*, i64, [2 x i64], [2 x i64] } %49, { double*, double*, i64, [2 x i64], [2 x i64] }* %72
  %73 = bitcast { double*, double*, i64, [2 x i64], [2 x i64] }* %72 to i8*
  %74 = insertvalue { i64, i8* } undef, i64 2, 0
  %75 = insertvalue { i64, i8* } %74, i8* %73, 1
  %76 = extractvalue { i64, i8* } %75, 0
  %77 = extractvalue { i64, i8* } %75, 1
  call void @print_memref_f64(i64 %76, i8* %77)
  %78 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %79 = bitcast float* %78 to i8*
  call void @free(i8* %79)
  %80 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %49, 0
  %81 = bitcast double* %80 to i8*
  call void @free(i8* %81)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
