; ModuleID = 'memref_empty.mlir'
source_filename = "memref_empty.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_memref_f32(i64, i8*)

declare void @print_memref_i32(i64, i8*)

declare void @print_memref_i64(i64, i8*)

declare void @printI64(i64)

declare void @printNewline()

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 0
  %1 = ptrtoint float* %0 to i64
  %2 = add i64 %1, 64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to float*
  %5 = ptrtoint float* %4 to i64
  %6 = add i64 %5, 63
  %7 = urem i64 %6, 64
  %8 = sub i64 %6, %7
  %9 = inttoptr i64 %8 to float*
  %10 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %4, 0
  %11 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %10, float* %9, 1
  %12 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %11, i64 0, 2
  %13 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %12, i64 0, 3, 0
  %14 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %13, i64 1, 4, 0
  %15 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %16 = getelementptr float, float* %15, i64 0
  store float 7.5, float* %16
  %17 = alloca { float*, float*, i64, [1 x i64], [1 x i64] }
  store { float*, float*, i64, [1 x i64], [1 x i64] } %14, { float*, float*, i64, [1 x i64], [1 x i64] }* %17
  %18 = bitcast { float*, float*, i64, [1 x i64], [1 x i64] }* %17 to i8*
  %19 = insertvalue { i64, i8* } undef, i64 1, 0
  %20 = insertvalue { i64, i8* } %19, i8* %18, 1
  %21 = extractvalue { i64, i8* } %20, 0
  %22 = extractvalue { i64, i8* } %20, 1
  call void @print_memref_f32(i64 %21, i8* %22)
  %23 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 3, 0
  call void @printI64(i64 %23)
  call void @printNewline()
  %24 = mul i64 0, 3
  %25 = getelementptr i64, i64* null, i64 %24
  %26 = ptrtoint i64* %25 to i64
  %27 = add i64 %26, 64
  %28 = call i8* @malloc(i64 %27)
  %29 = bitcast i8* %28 to i64*
  %30 = ptrtoint i64* %29 to i64
  %31 = add i64 %30, 63
  %32 = urem i64 %31, 64
  %33 = sub i64 %31, %32
  %34 = inttoptr i64 %33 to i64*
  %35 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %29, 0
  %36 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %35, i64* %34, 1
  %37 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %36, i64 0, 2
  %38 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %37, i64 3, 3, 0
  %39 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, i64 0, 3, 1
  %40 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %39, i64 0, 4, 0
  %41 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %40, i64 1, 4, 1
  %42 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, 1
  %43 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %44 = mul i64 0, %43
  %45 = add i64 %44, 0
  %46 = getelementptr i64, i64* %42, i64 %45
  store i64 -42, i64* %46
  %47 = alloca { i64*, i64*, i64, [2 x i64], [2 x i64] }
  store { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, { i64*, i64*, i64, [2 x i64], [2 x i64] }* %47
  %48 = bitcast { i64*, i64*, i64, [2 x i64], [2 x i64] }* %47 to i8*
  %49 = insertvalue { i64, i8* } undef, i64 2, 0
  %50 = insertvalue { i64, i8* } %49, i8* %48, 1
  %51 = extractvalue { i64, i8* } %50, 0
  %52 = extractvalue { i64, i8* } %50, 1
  call void @print_memref_i64(i64 %51, i8* %52)
  %53 = mul i64 2, 0
  %54 = getelementptr i32, i32* null, i64 %53
  %55 = ptrtoint i32* %54 to i64
  %56 = add i64 %55, 64
  %57 = call i8* @malloc(i64 %56)
  %58 = bitcast i8* %57 to i32*
  %59 = ptrtoint i32* %58 to i64
  %60 = add i64 %59, 63
  %61 = urem i64 %60, 64
  %62 = sub i64 %60, %61
  %63 = inttoptr i64 %62 to i32*
  %64 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %58, 0
  %65 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %64, i32* %63, 1
  %66 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %65, i64 0, 2
  %67 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %66, i64 0, 3, 0
  %68 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %67, i64 2, 3, 1
  %69 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %68, i64 2, 4, 0
  %70 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %69, i64 1, 4, 1
  %71 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %70, 1
  %72 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %70, 4, 0
  %73 = mul i64 0, %72
  %74 = add i64 %73, 0
  %75 = getelementptr i32, i32* %71, i64 %74
  store i32 11, i32* %75
  %76 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %70, 1
  %77 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %70, 4, 0
  %78 = mul i64 0, %77
  %79 = add i64 %78, 1
  %80 = getelementptr i32, i32* %76, i64 %79
  store i32 12, i32* %80
  %81 = alloca { i32*, i32*, i64, [2 x i64], [2 x i64] }
  store { i32*, i32*, i64, [2 x i64], [2 x i64] } %70, { i32*, i32*, i64, [2 x i64], [2 x i64] }* %81
  %82 = bitcast { i32*, i32*, i64, [2 x i64], [2 x i64] }* %81 to i8*
  %83 = insertvalue { i64, i8* } undef, i64 2, 0
  %84 = insertvalue { i64, i8* } %83, i8* %82, 1
  %85 = extractvalue { i64, i8* } %84, 0
  %86 = extractvalue { i64, i8* } %84, 1
  call void @print_memref_i32(i64 %85, i8* %86)
  %87 = mul i64 2, 0
  %88 = mul i64 %87, 2
  %89 = getelementptr float, float* null, i64 %88
  %90 = ptrtoint float* %89 to i64
  %91 = add i64 %90, 64
  %92 = call i8* @malloc(i64 %91)
  %93 = bitcast i8* %92 to float*
  %94 = ptrtoint float* %93 to i64
  %95 = add i64 %94, 63
  %96 = urem i64 %95, 64
  %97 = sub i64 %95, %96
  %98 = inttoptr i64 %97 to float*
  %99 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } undef, float* %93, 0
  %100 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %99, float* %98, 1
  %101 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %100, i64 0, 2
  %102 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %101, i64 2, 3, 0
  %103 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %102, i64 0, 3, 1
  %104 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %103, i64 2, 3, 2
  %105 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %104, i64 %87, 4, 0
  %106 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %105, i64 2, 4, 1
  %107 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %106, i64 1, 4, 2
  %108 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 1
  %109 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 4, 0
  %110 = mul i64 0, %109
  %111 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 4, 1
  %112 = mul i64 0, %111
  %113 = add i64 %110, %112
  %114 = add i64 %113, 0
  %115 = getelementptr float, float* %108, i64 %114
  store float 1.5, float* %115
  %116 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 1
  %117 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 4, 0
  %118 = mul i64 0, %117
  %119 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 4, 1
  %120 = mul i64 0, %119
  %121 = add i64 %118, %120
  %122 = add i64 %121, 1
  %123 = getelementptr float, float* %116, i64 %122
  store float -2.4999999848063226e-9, float* %123
  %124 = alloca { float*, float*, i64, [3 x i64], [3 x i64] }
  store { float*, float*, i64, [3 x i64], [3 x i64] } %107, { float*, float*, i64, [3 x i64], [3 x i64] }* %124
  %125 = bitcast { float*, float*, i64, [3 x i64], [3 x i64] }* %124 to i8*
  %126 = insertvalue { i64, i8* } undef, i64 3, 0
  %127 = insertvalue { i64, i8* } %126, i8* %125, 1
  %128 = extractvalue { i64, i8* } %127, 0
  %129 = extractvalue { i64, i8* } %127, 1
  call void @print_memref_f32(i64 %128, i8* %129)
  %130 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 0
  %131 = bitcast float* %130 to i8*
  call void @free(i8* %131)
  %132 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, 0
  %133 = bitcast i64* %132 to i8*
  call void @free(i8* %133)
  %134 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %70, 0
  %135 = bitcast i32* %134 to i8*
  call void @free(i8* %135)
  %136 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %107, 0
  %137 = bitcast float* %136 to i8*
  call void @free(i8* %137)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
