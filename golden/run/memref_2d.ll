; ModuleID = 'memref_2d.mlir'
source_filename = "memref_2d.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_memref_f32(i64, i8*)

define void @fill(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb5 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %18 = phi i64 [ 0, %bb3 ], [ %32, %bb6 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb6, label %bb5

bb5:
  %20 = add i64 %16, 1
  br label %bb1

bb6:
  %21 = sitofp i64 %16 to float
  %22 = sitofp i64 %18 to float
  %23 = fmul float %21, 10.0
  %24 = fadd float %23, %22
  %25 = fmul float %22, 0.25
  %26 = fadd float %24, %25
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %29 = mul i64 %16, %28
  %30 = add i64 %29, %18
  %31 = getelementptr float, float* %27, i64 %30
  store float %26, float* %31
  %32 = add i64 %18, 1
  br label %bb4
}

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 6
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 3, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 3, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %12 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %13 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @fill(float* %11, float* %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17)
  %18 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %10, { float*, float*, i64, [2 x i64], [2 x i64] }* %18
  %19 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %18 to i8*
  %20 = insertvalue { i64, i8* } undef, i64 2, 0
  %21 = insertvalue { i64, i8* } %20, i8* %19, 1
  %22 = extractvalue { i64, i8* } %21, 0
  %23 = extractvalue { i64, i8* } %21, 1
  call void @print_memref_f32(i64 %22, i8* %23)
  %24 = getelementptr float, float* null, i64 3
  %25 = ptrtoint float* %24 to i64
  %26 = call i8* @malloc(i64 %25)
  %27 = bitcast i8* %26 to float*
  %28 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %27, 0
  %29 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %28, float* %27, 1
  %30 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %29, i64 0, 2
  %31 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %30, i64 3, 3, 0
  %32 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %31, i64 1, 3, 1
  %33 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %32, i64 1, 4, 0
  %34 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %33, i64 1, 4, 1
  %35 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 0
  %36 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 1
  %37 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 2
  %38 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 3, 0
  %39 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 3, 1
  %40 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 4, 0
  %41 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 4, 1
  call void @fill(float* %35, float* %36, i64 %37, i64 %38, i64 %39, i64 %40, i64 %41)
  %42 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %34, { float*, float*, i64, [2 x i64], [2 x i64] }* %42
  %43 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %42 to i8*
  %44 = insertvalue { i64, i8* } undef, i64 2, 0
  %45 = insertvalue { i64, i8* } %44, i8* %43, 1
  %46 = extractvalue { i64, i8* } %45, 0
  %47 = extractvalue { i64, i8* } %45, 1
  call void @print_memref_f32(i64 %46, i8* %47)
  %48 = getelementptr float, float* null, i64 3
  %49 = ptrtoint float* %48 to i64
  %50 = call i8* @malloc(i64 %49)
  %51 = bitcast i8* %50 to float*
  %52 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %51, 0
  %53 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %52, float* %51, 1
  %54 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %53, i64 0, 2
  %55 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %54, i64 1, 3, 0
  %56 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, i64 3, 3, 1
  %57 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %56, i64 3, 4, 0
  %58 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %57, i64 1, 4, 1
  %59 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 0
  %60 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 1
  %61 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 2
  %62 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 3, 0
  %63 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 3, 1
  %64 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 4, 0
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 4, 1
  call void @fill(float* %59, float* %60, i64 %61, i64 %62, i64 %63, i64 %64, i64 %65)
  %66 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %58, { float*, float*, i64, [2 x i64], [2 x i64] }* %66
  %67 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %66 to i8*
  %68 = insertvalue { i64, i8* } undef, i64 2, 0
  %69 = insertvalue { i64, i8* } %68, i8* %67, 1
  %70 = extractvalue { i64, i8* } %69, 0
  %71 = extractvalue { i64, i8* } %69, 1
  call void @print_memref_f32(i64 %70, i8* %71)
  %72 = getelementptr float, float* null, i64 1
  %73 = ptrtoint float* %72 to i64
  %74 = call i8* @malloc(i64 %73)
  %75 = bitcast i8* %74 to float*
  %76 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %75, 0
  %77 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %76, float* %75, 1
  %78 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %77, i64 0, 2
  %79 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %78, i64 1, 3, 0
  %80 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %79, i64 1, 3, 1
  %81 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %80, i64 1, 4, 0
  %82 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %81, i64 1, 4, 1
  %83 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 0
  %84 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 1
  %85 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 2
  %86 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 3, 0
  %87 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 3, 1
  %88 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 4, 0
  %89 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 4, 1
  call void @fill(float* %83, float* %84, i64 %85, i64 %86, i64 %87, i64 %88, i64 %89)
  %90 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %82, { float*, float*, i64, [2 x i64], [2 x i64] }* %90
  %91 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %90 to i8*
  %92 = insertvalue { i64, i8* } undef, i64 2, 0
  %93 = insertvalue { i64, i8* } %92, i8* %91, 1
  %94 = extractvalue { i64, i8* } %93, 0
  %95 = extractvalue { i64, i8* } %93, 1
  call void @print_memref_f32(i64 %94, i8* %95)
  %96 = getelementptr float, float* null, i64 16
  %97 = ptrtoint float* %96 to i64
  %98 = call i8* @malloc(i64 %97)
  %99 = bitcast i8* %98 to float*
  %100 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %99, 0
  %101 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %100, float* %99, 1
  %102 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %101, i64 0, 2
  %103 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %102, i64 4, 3, 0
  %104 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %103, i64 4, 3, 1
  %105 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %104, i64 4, 4, 0
  %106 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %105, i64 1, 4, 1
  %107 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 0
  %108 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 1
  %109 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 2
  %110 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 3, 0
  %111 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 3, 1
  %112 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 4, 0
  %113 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 4, 1
  call void @fill(float* %107, float* %108, i64 %109, i64 %110, i64 %111, i64 %112, i64 %113)
  %114 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %106, { float*, float*, i64, [2 x i64], [2 x i64] }* %114
  %115 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %114 to i8*
  %116 = insertvalue { i64, i8* } undef, i64 2, 0
  %117 = insertvalue { i64, i8* } %116, i8* %115, 1
  %118 = extractvalue { i64, i8* } %117, 0
  %119 = extractvalue { i64, i8* } %117, 1
  call void @print_memref_f32(i64 %118, i8* %119)
  %120 = mul i64 2, 5
  %121 = getelementptr float, float* null, i64 %120
  %122 = ptrtoint float* %121 to i64
  %123 = call i8* @malloc(i64 %122)
  %124 = bitcast i8* %123 to float*
  %125 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %124, 0
  %126 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %125, float* %124, 1
  %127 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %126, i64 0, 2
  %128 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %127, i64 5, 3, 0
  %129 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %128, i64 2, 3, 1
  %130 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %129, i64 2, 4, 0
  %131 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %130, i64 1, 4, 1
  %132 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 0
  %133 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 1
  %134 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 2
  %135 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 3, 0
  %136 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 3, 1
  %137 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 4, 0
  %138 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 4, 1
  call void @fill(float* %132, float* %133, i64 %134, i64 %135, i64 %136, i64 %137, i64 %138)
  %139 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %131, { float*, float*, i64, [2 x i64], [2 x i64] }* %139
  %140 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %139 to i8*
  %141 = insertvalue { i64, i8* } undef, i64 2, 0
  %142 = insertvalue { i64, i8* } %141, i8* %140, 1
  %143 = extractvalue { i64, i8* } %142, 0
  %144 = extractvalue { i64, i8* } %142, 1
  call void @print_memref_f32(i64 %143, i8* %144)
  %145 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %146 = mul i64 1, 3
  %147 = add i64 %146, 0
  %148 = getelementptr float, float* %145, i64 %147
  store float -10000000.0, float* %148
  %149 = extractvalue { i64, i8* } %21, 0
  %150 = extractvalue { i64, i8* } %21, 1
  call void @print_memref_f32(i64 %149, i8* %150)
  %151 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %152 = bitcast float* %151 to i8*
  call void @free(i8* %152)
  %153 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, 0
  %154 = bitcast float* %153 to i8*
  call void @free(i8* %154)
  %155 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, 0
  %156 = bitcast float* %155 to i8*
  call void @free(i8* %156)
  %157 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %82, 0
  %158 = bitcast float* %157 to i8*
  call void @free(i8* %158)
  %159 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %106, 0
  %160 = bitcast float* %159 to i8*
  call void @free(i8* %160)
  %161 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %131, 0
  %162 = bitcast float* %161 to i8*
  call void @free(i8* %162)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
