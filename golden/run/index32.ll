; ModuleID = 'index32.mlir'
source_filename = "index32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_memref_f32(i32, i8*)

declare void @printMemrefI64(i32, i8*)

declare void @print_memref_i32(i32, i8*)

define void @print_memref_f64(i32 %0, i8* %1) {
bb0:
  %2 = insertvalue { i32, i8* } undef, i32 %0, 0
  %3 = insertvalue { i32, i8* } %2, i8* %1, 1
  %4 = alloca { i32, i8* }
  store { i32, i8* } %3, { i32, i8* }* %4
  call void @_mlir_ciface_print_memref_f64({ i32, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_f64({ i32, i8* }*)

define void @print_memref_2d_f32(float* %0, float* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) {
bb0:
  %7 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %8, i32 %2, 2
  %10 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %9, i32 %3, 3, 0
  %11 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %10, i32 %4, 3, 1
  %12 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, i32 %5, 4, 0
  %13 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %12, i32 %6, 4, 1
  %14 = alloca { float*, float*, i32, [2 x i32], [2 x i32] }
  store { float*, float*, i32, [2 x i32], [2 x i32] } %13, { float*, float*, i32, [2 x i32], [2 x i32] }* %14
  call void @_mlir_ciface_print_memref_2d_f32({ float*, float*, i32, [2 x i32], [2 x i32] }* %14)
  ret void
}

declare void @_mlir_ciface_print_memref_2d_f32({ float*, float*, i32, [2 x i32], [2 x i32] }*)

define void @fill(float* %0, float* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) {
bb0:
  %7 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %8, i32 %2, 2
  %10 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %9, i32 %3, 3, 0
  %11 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %10, i32 %4, 3, 1
  %12 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, i32 %5, 4, 0
  %13 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %12, i32 %6, 4, 1
  %14 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %13, 3, 0
  %15 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i32 [ 0, %bb0 ], [ %20, %bb5 ]
  %17 = icmp slt i32 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %18 = phi i32 [ 0, %bb3 ], [ %30, %bb6 ]
  %19 = icmp slt i32 %18, %15
  br i1 %19, label %bb6, label %bb5

bb5:
  %20 = add i32 %16, 1
  br label %bb1

bb6:
  %21 = sitofp i32 %16 to float
  %22 = sitofp i32 %18 to float
  %23 = fmul float %21, 10.0
  %24 = fadd float %23, %22
  %25 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %13, 1
  %26 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %13, 4, 0
  %27 = mul i32 %16, %26
  %28 = add i32 %27, %18
  %29 = getelementptr float, float* %25, i32 %28
  store float %24, float* %29
  %30 = add i32 %18, 1
  br label %bb4
}

define void @forward(i32 %0, i8* %1) {
bb0:
  %2 = insertvalue { i32, i8* } undef, i32 %0, 0
  %3 = insertvalue { i32, i8* } %2, i8* %1, 1
  %4 = extractvalue { i32, i8* } %3, 0
  %5 = extractvalue { i32, i8* } %3, 1
  call void @print_memref_f32(i32 %4, i8* %5)
  ret void
}

define void @main() {
bb0:
  %0 = zext i32 6 to i64
  %1 = getelementptr float, float* null, i64 %0
  %2 = ptrtoint float* %1 to i64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to float*
  %5 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } undef, float* %4, 0
  %6 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %5, float* %4, 1
  %7 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %6, i32 0, 2
  %8 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %7, i32 2, 3, 0
  %9 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %8, i32 3, 3, 1
  %10 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %9, i32 3, 4, 0
  %11 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %10, i32 1, 4, 1
  %12 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 0
  %13 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 1
  %14 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 2
  %15 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 3, 0
  %16 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 3, 1
  %17 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 4, 0
  %18 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 4, 1
  call void @fill(float* %12, float* %13, i32 %14, i32 %15, i32 %16, i32 %17, i32 %18)
  %19 = alloca { float*, float*, i32, [2 x i32], [2 x i32] }
  store { float*, float*, i32, [2 x i32], [2 x i32] } %11, { float*, float*, i32, [2 x i32], [2 x i32] }* %19
  %20 = bitcast { float*, float*, i32, [2 x i32], [2 x i32] }* %19 to i8*
  %21 = insertvalue { i32, i8* } undef, i32 2, 0
  %22 = insertvalue { i32, i8* } %21, i8* %20, 1
  %23 = extractvalue { i32, i8* } %22, 0
  %24 = extractvalue { i32, i8* } %22, 1
  call void @print_memref_f32(i32 %23, i8* %24)
  %25 = extractvalue { i32, i8* } %22, 0
  %26 = extractvalue { i32, i8* } %22, 1
  call void @forward(i32 %25, i8* %26)
  %27 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 0
  %28 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 1
  %29 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 2
  %30 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 3, 0
  %31 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 3, 1
  %32 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 4, 0
  %33 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 4, 1
  call void @print_memref_2d_f32(float* %27, float* %28, i32 %29, i32 %30, i32 %31, i32 %32, i32 %33)
  %34 = mul i32 2, 5
  %35 = zext i32 %34 to i64
  %36 = getelementptr float, float* null, i64 %35
  %37 = ptrtoint float* %36 to i64
  %38 = call i8* @malloc(i64 %37)
  %39 = bitcast i8* %38 to float*
  %40 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } undef, float* %39, 0
  %41 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %40, float* %39, 1
  %42 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %41, i32 0, 2
  %43 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %42, i32 5, 3, 0
  %44 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %43, i32 2, 3, 1
  %45 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %44, i32 2, 4, 0
  %46 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %45, i32 1, 4, 1
  %47 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 0
  %48 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 1
  %49 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 2
  %50 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 3, 0
  %51 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 3, 1
  %52 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 4, 0
  %53 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 4, 1
  call void @fill(float* %47, float* %48, i32 %49, i32 %50, i32 %51, i32 %52, i32 %53)
  %54 = alloca { float*, float*, i32, [2 x i32], [2 x i32] }
  store { float*, float*, i32, [2 x i32], [2 x i32] } %46, { float*, float*, i32, [2 x i32], [2 x i32] }* %54
  %55 = bitcast { float*, float*, i32, [2 x i32], [2 x i32] }* %54 to i8*
  %56 = insertvalue { i32, i8* } undef, i32 2, 0
  %57 = insertvalue { i32, i8* } %56, i8* %55, 1
  %58 = extractvalue { i32, i8* } %57, 0
  %59 = extractvalue { i32, i8* } %57, 1
  call void @print_memref_f32(i32 %58, i8* %59)
  %60 = zext i32 64 to i64
  %61 = getelementptr float, float* null, i64 %60
  %62 = ptrtoint float* %61 to i64
  %63 = call i8* @malloc(i64 %62)
  %64 = bitcast i8* %63 to float*
  %65 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } undef, float* %64, 0
  %66 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %65, float* %64, 1
  %67 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %66, i32 0, 2
  %68 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %67, i32 8, 3, 0
  %69 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %68, i32 8, 3, 1
  %70 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %69, i32 8, 4, 0
  %71 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %70, i32 1, 4, 1
  %72 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 0
  %73 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 1
  %74 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 2
  %75 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 3, 0
  %76 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 3, 1
  %77 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 4, 0
  %78 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 4, 1
  call void @fill(float* %72, float* %73, i32 %74, i32 %75, i32 %76, i32 %77, i32 %78)
  %79 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 0
  %80 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 1
  %81 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } undef, float* %79, 0
  %82 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %81, float* %80, 1
  %83 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %82, i32 9, 2
  %84 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %83, i32 3, 3, 0
  %85 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %84, i32 4, 3, 1
  %86 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %85, i32 16, 4, 0
  %87 = insertvalue { float*, float*, i32, [2 x i32], [2 x i32] } %86, i32 2, 4, 1
  %88 = alloca { float*, float*, i32, [2 x i32], [2 x i32] }
  store { float*, float*, i32, [2 x i32], [2 x i32] } %87, { float*, float*, i32, [2 x i32], [2 x i32] }* %88
  %89 = bitcast { float*, float*, i32, [2 x i32], [2 x i32] }* %88 to i8*
  %90 = insertvalue { i32, i8* } undef, i32 2, 0
  %91 = insertvalue { i32, i8* } %90, i8* %89, 1
  %92 = extractvalue { i32, i8* } %91, 0
  %93 = extractvalue { i32, i8* } %91, 1
  call void @print_memref_f32(i32 %92, i8* %93)
  %94 = zext i32 3 to i64
  %95 = getelementptr i64, i64* null, i64 %94
  %96 = ptrtoint i64* %95 to i64
  %97 = call i8* @malloc(i64 %96)
  %98 = bitcast i8* %97 to i64*
  %99 = insertvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } undef, i64* %98, 0
  %100 = insertvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %99, i64* %98, 1
  %101 = insertvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %100, i32 0, 2
  %102 = insertvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %101, i32 3, 3, 0
  %103 = insertvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %102, i32 1, 4, 0
  %104 = extractvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %103, 1
  %105 = getelementptr i64, i64* %104, i32 0
  store i64 -9223372036854775808, i64* %105
  %106 = extractvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %103, 1
  %107 = getelementptr i64, i64* %106, i32 1
  store i64 42, i64* %107
  %108 = extractvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %103, 1
  %109 = getelementptr i64, i64* %108, i32 2
  store i64 9223372036854775807, i64* %109
  %110 = alloca { i64*, i64*, i32, [1 x i32], [1 x i32] }
  store { i64*, i64*, i32, [1 x i32], [1 x i32] } %103, { i64*, i64*, i32, [1 x i32], [1 x i32] }* %110
  %111 = bitcast { i64*, i64*, i32, [1 x i32], [1 x i32] }* %110 to i8*
  %112 = insertvalue { i32, i8* } undef, i32 1, 0
  %113 = insertvalue { i32, i8* } %112, i8* %111, 1
  %114 = extractvalue { i32, i8* } %113, 0
  %115 = extractvalue { i32, i8* } %113, 1
  call void @printMemrefI64(i32 %114, i8* %115)
  %116 = zext i32 1 to i64
  %117 = getelementptr i32, i32* null, i64 %116
  %118 = ptrtoint i32* %117 to i64
  %119 = call i8* @malloc(i64 %118)
  %120 = bitcast i8* %119 to i32*
  %121 = insertvalue { i32*, i32*, i32 } undef, i32* %120, 0
  %122 = insertvalue { i32*, i32*, i32 } %121, i32* %120, 1
  %123 = insertvalue { i32*, i32*, i32 } %122, i32 0, 2
  %124 = extractvalue { i32*, i32*, i32 } %123, 1
  store i32 -2147483648, i32* %124
  %125 = alloca { i32*, i32*, i32 }
  store { i32*, i32*, i32 } %123, { i32*, i32*, i32 }* %125
  %126 = bitcast { i32*, i32*, i32 }* %125 to i8*
  %127 = insertvalue { i32, i8* } undef, i32 0, 0
  %128 = insertvalue { i32, i8* } %127, i8* %126, 1
  %129 = extractvalue { i32, i8* } %128, 0
  %130 = extractvalue { i32, i8* } %128, 1
  call void @print_memref_i32(i32 %129, i8* %130)
  %131 = zext i32 2 to i64
  %132 = getelementptr double, double* null, i64 %131
  %133 = ptrtoint double* %132 to i64
  %134 = call i8* @malloc(i64 %133)
  %135 = bitcast i8* %134 to double*
  %136 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } undef, double* %135, 0
  %137 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %136, double* %135, 1
  %138 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %137, i32 0, 2
  %139 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %138, i32 2, 3, 0
  %140 = insertvalue { double*, double*, i32, [1 x i32], [1 x i32] } %139, i32 1, 4, 0
  %141 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %140, 1
  %142 = getelementptr double, double* %141, i32 0
  store double 1.0e100, double* %142
  %143 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %140, 1
  %144 = getelementptr double, double* %143, i32 1
  store double -0.125, double* %144
  %145 = alloca { double*, double*, i32, [1 x i32], [1 x i32] }
  store { double*, double*, i32, [1 x i32], [1 x i32] } %140, { double*, double*, i32, [1 x i32], [1 x i32] }* %145
  %146 = bitcast { double*, double*, i32, [1 x i32], [1 x i32] }* %145 to i8*
  %147 = insertvalue { i32, i8* } undef, i32 1, 0
  %148 = insertvalue { i32, i8* } %147, i8* %146, 1
  %149 = extractvalue { i32, i8* } %148, 0
  %150 = extractvalue { i32, i8* } %148, 1
  call void @print_memref_f64(i32 %149, i8* %150)
  %151 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %11, 0
  %152 = bitcast float* %151 to i8*
  call void @free(i8* %152)
  %153 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %46, 0
  %154 = bitcast float* %153 to i8*
  call void @free(i8* %154)
  %155 = extractvalue { float*, float*, i32, [2 x i32], [2 x i32] } %71, 0
  %156 = bitcast float* %155 to i8*
  call void @free(i8* %156)
  %157 = extractvalue { i64*, i64*, i32, [1 x i32], [1 x i32] } %103, 0
  %158 = bitcast i64* %157 to i8*
  call void @free(i8* %158)
  %159 = extractvalue { i32*, i32*, i32 } %123, 0
  %160 = bitcast i32* %159 to i8*
  call void @free(i8* %160)
  %161 = extractvalue { double*, double*, i32, [1 x i32], [1 x i32] } %140, 0
  %162 = bitcast double* %161 to i8*
  call void @free(i8* %162)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
