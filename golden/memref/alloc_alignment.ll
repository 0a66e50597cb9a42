; ModuleID = 'alloc_alignment.mlir'
source_filename = "alloc_alignment.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define double @fill_sum_f64(double* %0, double* %1, i64 %2, i64 %3, i64 %4, double %5) {
bb0:
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, double* %1, 1
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %bb1

bb1:
  %12 = phi i64 [ 0, %bb0 ], [ %26, %bb5 ]
  %13 = icmp slt i64 %12, %11
  br i1 %13, label %bb5, label %bb2

bb2:
  %14 = phi i64 [ 0, %bb1 ], [ %21, %bb4 ]
  %15 = phi double [ 0.0, %bb1 ], [ %20, %bb4 ]
  %16 = icmp slt i64 %14, %11
  br i1 %16, label %bb4, label %bb3

bb3:
  ret double %15

bb4:
  %17 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 1
  %18 = getelementptr double, double* %17, i64 %14
  %19 = load double, double* %18
  %20 = fadd double %15, %19
  %21 = add i64 %14, 1
  br label %bb2

bb5:
  %22 = sitofp i64 %12 to double
  %23 = fmul double %22, %5
  %24 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 1
  %25 = getelementptr double, double* %24, i64 %12
  store double %23, double* %25
  %26 = add i64 %12, 1
  br label %bb1
}

define void @consume(double* %0, double* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, double* %1, 1
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 0
  %11 = bitcast double* %10 to i8*
  call void @free(i8* %11)
  ret void
}

define i32 @main() {
bb0:
  %0 = getelementptr float, float* null, i64 33
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
  %13 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %12, i64 33, 3, 0
  %14 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %13, i64 1, 4, 0
  br label %bb1

bb1:
  %15 = phi i64 [ 0, %bb0 ], [ %143, %bb15 ]
  %16 = icmp slt i64 %15, 33
  br i1 %16, label %bb15, label %bb2

bb2:
  %17 = phi i64 [ 0, %bb1 ], [ %138, %bb14 ]
  %18 = phi float [ 0.0, %bb1 ], [ %137, %bb14 ]
  %19 = icmp slt i64 %17, 33
  br i1 %19, label %bb14, label %bb3

bb3:
  call void @print_f32(float %18)
  %20 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %21 = getelementptr float, float* %20, i64 32
  %22 = load float, float* %21
  call void @print_f32(float %22)
  %23 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 0
  %24 = bitcast float* %23 to i8*
  call void @free(i8* %24)
  %25 = getelementptr double, double* null, i64 100
  %26 = ptrtoint double* %25 to i64
  %27 = add i64 %26, 128
  %28 = call i8* @malloc(i64 %27)
  %29 = bitcast i8* %28 to double*
  %30 = ptrtoint double* %29 to i64
  %31 = add i64 %30, 127
  %32 = urem i64 %31, 128
  %33 = sub i64 %31, %32
  %34 = inttoptr i64 %33 to double*
  %35 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %29, 0
  %36 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %35, double* %34, 1
  %37 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, i64 0, 2
  %38 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %37, i64 100, 3, 0
  %39 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %38, i64 1, 4, 0
  %40 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 0
  %41 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 1
  %42 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 2
  %43 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 3, 0
  %44 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 4, 0
  %45 = call double @fill_sum_f64(double* %40, double* %41, i64 %42, i64 %43, i64 %44, double 0.25)
  call void @print_f64(double %45)
  %46 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 0
  %47 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 1
  %48 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 2
  %49 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 3, 0
  %50 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %39, 4, 0
  call void @consume(double* %46, double* %47, i64 %48, i64 %49, i64 %50)
  %51 = mul i64 5, 7
  %52 = getelementptr i16, i16* null, i64 %51
  %53 = ptrtoint i16* %52 to i64
  %54 = add i64 %53, 16
  %55 = call i8* @malloc(i64 %54)
  %56 = bitcast i8* %55 to i16*
  %57 = ptrtoint i16* %56 to i64
  %58 = add i64 %57, 15
  %59 = urem i64 %58, 16
  %60 = sub i64 %58, %59
  %61 = inttoptr i64 %60 to i16*
  %62 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } undef, i16* %56, 0
  %63 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %62, i16* %61, 1
  %64 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %63, i64 0, 2
  %65 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %64, i64 7, 3, 0
  %66 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %65, i64 5, 3, 1
  %67 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %66, i64 5, 4, 0
  %68 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %67, i64 1, 4, 1
  br label %bb4

bb4:
  %69 = phi i64 [ 0, %bb3 ], [ %124, %bb12 ]
  %70 = icmp slt i64 %69, 7
  br i1 %70, label %bb12, label %bb5

bb5:
  %71 = phi i64 [ 0, %bb4 ], [ %113, %bb10 ]
  %72 = phi i64 [ 0, %bb4 ], [ %111, %bb10 ]
  %73 = icmp slt i64 %71, 7
  br i1 %73, label %bb10, label %bb6

bb6:
  call void @print_i64(i64 %72)
  %74 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %68, 1
  %75 = mul i64 6, 5
  %76 = add i64 %75, 4
  %77 = getelementptr i16, i16* %74, i64 %76
  %78 = load i16, i16* %77
  %79 = sext i16 %78 to i64
  call void @print_i64(i64 %79)
  %80 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %68, 0
  %81 = bitcast i16* %80 to i8*
  call void @free(i8* %81)
  br label %bb7

bb7:
  %82 = phi i64 [ 1, %bb6 ], [ %109, %bb9 ]
  %83 = phi double [ 0.0, %bb6 ], [ %108, %bb9 ]
  %84 = icmp slt i64 %82, 201
  br i1 %84, label %bb9, label %bb8

bb8:
  call void @print_f64(double %83)
  ret i32 0

bb9:
  %85 = getelementptr double, double* null, i64 %82
  %86 = ptrtoint double* %85 to i64
  %87 = add i64 %86, 256
  %88 = call i8* @malloc(i64 %87)
  %89 = bitcast i8* %88 to double*
  %90 = ptrtoint double* %89 to i64
  %91 = add i64 %90, 255
  %92 = urem i64 %91, 256
  %93 = sub i64 %91, %92
  %94 = inttoptr i64 %93 to double*
  %95 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %89, 0
  %96 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %95, double* %94, 1
  %97 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %96, i64 0, 2
  %98 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %97, i64 %82, 3, 0
  %99 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %98, i64 1, 4, 0
  %100 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %99, 0
  %101 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %99, 1
  %102 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %99, 2
  %103 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %99, 3, 0
  %104 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %99, 4, 0
  %105 = call double @fill_sum_f64(double* %100, double* %101, i64 %102, i64 %103, i64 %104, double 1.0)
  %106 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %99, 0
  %107 = bitcast double* %106 to i8*
  call void @free(i8* %107)
  %108 = fadd double %83, %105
  %109 = add i64 %82, 1
  br label %bb7

bb10:
  %110 = phi i64 [ 0, %bb5 ], [ %121, %bb11 ]
  %111 = phi i64 [ %72, %bb5 ], [ %120, %bb11 ]
  %112 = icmp slt i64 %110, 5
  %113 = add i64 %71, 1
  br i1 %112, label %bb11, label %bb5

bb11:
  %114 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %68, 1
  %115 = mul i64 %71, 5
  %116 = add i64 %115, %110
  %117 = getelementptr i16, i16* %114, i64 %116
  %118 = load i16, i16* %117
  %119 = sext i16 %118 to i64
  %120 = add i64 %111, %119
  %121 = add i64 %110, 1
  br label %bb10

bb12:
  %122 = phi i64 [ 0, %bb4 ], [ %133, %bb13 ]
  %123 = icmp slt i64 %122, 5
  %124 = add i64 %69, 1
  br i1 %123, label %bb13, label %bb4

bb13:
  %125 = trunc i64 %69 to i16
  %126 = trunc i64 %122 to i16
  %127 = mul i16 %125, 1000
  %128 = sub i16 %127, %126
  %129 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %68, 1
  %130 = mul i64 %69, 5
  %131 = add i64 %130, %122
  %132 = getelementptr i16, i16* %129, i64 %131
  store i16 %128, i16* %132
  %133 = add i64 %122, 1
  br label %bb12

bb14:
  %134 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %135 = getelementptr float, float* %134, i64 %17
  %136 = load float, float* %135
  %137 = fadd float %18, %136
  %138 = add i64 %17, 1
  br label %bb2

bb15:
  %139 = sitofp i64 %15 to float
  %140 = fmul float %139, 0.5
  %141 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %142 = getelementptr float, float* %141, i64 %15
  store float %140, float* %142
  %143 = add i64 %15, 1
  br label %bb1
}

declare void @free(i8*)

declare i8* @malloc(i64)
