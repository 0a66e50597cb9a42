; ModuleID = 'new_names.mlir'
source_filename = "new_names.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @printMemrefF32(i64, i8*)

declare void @printMemrefF64(i64, i8*)

declare void @printMemrefI32(i64, i8*)

declare void @printMemrefI64(i64, i8*)

declare void @printNewline()

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 4
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 2, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 2, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %12 = mul i64 0, 2
  %13 = add i64 %12, 0
  %14 = getelementptr float, float* %11, i64 %13
  store float 0.75, float* %14
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %16 = mul i64 0, 2
  %17 = add i64 %16, 1
  %18 = getelementptr float, float* %15, i64 %17
  store float -300000000.0, float* %18
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = mul i64 1, 2
  %21 = add i64 %20, 0
  %22 = getelementptr float, float* %19, i64 %21
  store float -300000000.0, float* %22
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %24 = mul i64 1, 2
  %25 = add i64 %24, 1
  %26 = getelementptr float, float* %23, i64 %25
  store float 0.75, float* %26
  %27 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %10, { float*, float*, i64, [2 x i64], [2 x i64] }* %27
  %28 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %27 to i8*
  %29 = insertvalue { i64, i8* } undef, i64 2, 0
  %30 = insertvalue { i64, i8* } %29, i8* %28, 1
  %31 = extractvalue { i64, i8* } %30, 0
  %32 = extractvalue { i64, i8* } %30, 1
  call void @printMemrefF32(i64 %31, i8* %32)
  %33 = getelementptr double, double* null, i64 1
  %34 = ptrtoint double* %33 to i64
  %35 = call i8* @malloc(i64 %34)
  %36 = bitcast i8* %35 to double*
  %37 = insertvalue { double*, double*, i64 } undef, double* %36, 0
  %38 = insertvalue { double*, double*, i64 } %37, double* %36, 1
  %39 = insertvalue { double*, double*, i64 } %38, i64 0, 2
  %40 = extractvalue { double*, double*, i64 } %39, 1
  store double 6.02214076e23, double* %40
  %41 = alloca { double*, double*, i64 }
  store { double*, double*, i64 } %39, { double*, double*, i64 }* %41
  %42 = bitcast { double*, double*, i64 }* %41 to i8*
  %43 = insertvalue { i64, i8* } undef, i64 0, 0
  %44 = insertvalue { i64, i8* } %43, i8* %42, 1
  %45 = extractvalue { i64, i8* } %44, 0
  %46 = extractvalue { i64, i8* } %44, 1
  call void @printMemrefF64(i64 %45, i8* %46)
  %47 = getelementptr i32, i32* null, i64 3
  %48 = ptrtoint i32* %47 to i64
  %49 = call i8* @malloc(i64 %48)
  %50 = bitcast i8* %49 to i32*
  %51 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %50, 0
  %52 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %51, i32* %50, 1
  %53 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %52, i64 0, 2
  %54 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %53, i64 3, 3, 0
  %55 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %54, i64 1, 4, 0
  %56 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %55, 1
  %57 = getelementptr i32, i32* %56, i64 0
  store i32 7, i32* %57
  %58 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %55, 1
  %59 = getelementptr i32, i32* %58, i64 1
  store i32 -8, i32* %59
  %60 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %55, 1
  %61 = getelementptr i32, i32* %60, i64 2
  store i32 7, i32* %61
  %62 = alloca { i32*, i32*, i64, [1 x i64], [1 x i64] }
  store { i32*, i32*, i64, [1 x i64], [1 x i64] } %55, { i32*, i32*, i64, [1 x i64], [1 x i64] }* %62
  %63 = bitcast { i32*, i32*, i64, [1 x i64], [1 x i64] }* %62 to i8*
  %64 = insertvalue { i64, i8* } undef, i64 1, 0
  %65 = insertvalue { i64, i8* } %64, i8* %63, 1
  %66 = extractvalue { i64, i8* } %65, 0
  %67 = extractvalue { i64, i8* } %65, 1
  call void @printMemrefI32(i64 %66, i8* %67)
  call void @printNewline()
  %68 = getelementptr i64, i64* null, i64 2
  %69 = ptrtoint i64* %68 to i64
  %70 = call i8* @malloc(i64 %69)
  %71 = bitcast i8* %70 to i64*
  %72 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %71, 0
  %73 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %72, i64* %71, 1
  %74 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %73, i64 0, 2
  %75 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %74, i64 1, 3, 0
  %76 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %75, i64 2, 3, 1
  %77 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %76, i64 1, 3, 2
  %78 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %77, i64 2, 4, 0
  %79 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %78, i64 1, 4, 1
  %80 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %79, i64 1, 4, 2
  %81 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, 1
  %82 = mul i64 0, 2
  %83 = add i64 %82, 0
  %84 = add i64 %83, 0
  %85 = getelementptr i64, i64* %81, i64 %84
  store i64 1099511627776, i64* %85
  %86 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, 1
  %87 = mul i64 0, 2
  %88 = add i64 %87, 1
  %89 = add i64 %88, 0
  %90 = getelementptr i64, i64* %86, i64 %89
  store i64 -5, i64* %90
  %91 = alloca { i64*, i64*, i64, [3 x i64], [3 x i64] }
  store { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, { i64*, i64*, i64, [3 x i64], [3 x i64] }* %91
  %92 = bitcast { i64*, i64*, i64, [3 x i64], [3 x i64] }* %91 to i8*
  %93 = insertvalue { i64, i8* } undef, i64 3, 0
  %94 = insertvalue { i64, i8* } %93, i8* %92, 1
  %95 = extractvalue { i64, i8* } %94, 0
  %96 = extractvalue { i64, i8* } %94, 1
  call void @printMemrefI64(i64 %95, i8* %96)
  %97 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %98 = bitcast float* %97 to i8*
  call void @free(i8* %98)
  %99 = extractvalue { double*, double*, i64 } %39, 0
  %100 = bitcast double* %99 to i8*
  call void @free(i8* %100)
  %101 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %55, 0
  %102 = bitcast i32* %101 to i8*
  call void @free(i8* %102)
  %103 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, 0
  %104 = bitcast i64* %103 to i8*
  call void @free(i8* %104)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
