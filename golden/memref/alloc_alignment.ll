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
  %12 = phi i64 [ 0, %bb0 ], [ %18, %bb2 ]
  %13 = icmp slt i64 %12, %11
  br i1 %13, label %bb2, label %bb3

bb2:
  %14 = sitofp i64 %12 to double
  %15 = fmul double %14, %5
  %16 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 1
  %17 = getelementptr double, double* %16, i64 %12
  store double %15, double* %17
  %18 = add i64 %12, 1
  br label %bb1

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %26, %bb4 ]
  %20 = phi double [ 0.0, %bb1 ], [ %25, %bb4 ]
  %21 = icmp slt i64 %19, %11
  br i1 %21, label %bb4, label %bb5

bb4:
  %22 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 1
  %23 = getelementptr double, double* %22, i64 %19
  %24 = load double, double* %23
  %25 = fadd double %20, %24
  %26 = add i64 %19, 1
  br label %bb3

bb5:
  ret double %20
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
  %15 = phi i64 [ 0, %bb0 ], [ %21, %bb2 ]
  %16 = icmp slt i64 %15, 33
  br i1 %16, label %bb2, label %bb3

bb2:
  %17 = sitofp i64 %15 to float
  %18 = fmul float %17, 0.5
  %19 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %20 = getelementptr float, float* %19, i64 %15
  store float %18, float* %20
  %21 = add i64 %15, 1
  br label %bb1

bb3:
  %22 = phi i64 [ 0, %bb1 ], [ %29, %bb4 ]
  %23 = phi float [ 0.0, %bb1 ], [ %28, %bb4 ]
  %24 = icmp slt i64 %22, 33
  br i1 %24, label %bb4, label %bb5

bb4:
  %25 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %26 = getelementptr float, float* %25, i64 %22
  %27 = load float, float* %26
  %28 = fadd float %23, %27
  %29 = add i64 %22, 1
  br label %bb3

bb5:
  call void @print_f32(float %23)
  %30 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 1
  %31 = getelementptr float, float* %30, i64 32
  %32 = load float, float* %31
  call void @print_f32(float %32)
  %33 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 0
  %34 = bitcast float* %33 to i8*
  call void @free(i8* %34)
  %35 = getelementptr double, double* null, i64 100
  %36 = ptrtoint double* %35 to i64
  %37 = add i64 %36, 128
  %38 = call i8* @malloc(i64 %37)
  %39 = bitcast i8* %38 to double*
  %40 = ptrtoint double* %39 to i64
  %41 = add i64 %40, 127
  %42 = urem i64 %41, 128
  %43 = sub i64 %41, %42
  %44 = inttoptr i64 %43 to double*
  %45 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %39, 0
  %46 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %45, double* %44, 1
  %47 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %46, i64 0, 2
  %48 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %47, i64 100, 3, 0
  %49 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %48, i64 1, 4, 0
  %50 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 0
  %51 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 1
  %52 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 2
  %53 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 3, 0
  %54 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 4, 0
  %55 = call double @fill_sum_f64(double* %50, double* %51, i64 %52, i64 %53, i64 %54, double 0.25)
  call void @print_f64(double %55)
  %56 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 0
  %57 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 1
  %58 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 2
  %59 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 3, 0
  %60 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %49, 4, 0
  call void @consume(double* %56, double* %57, i64 %58, i64 %59, i64 %60)
  %61 = mul i64 5, 7
  %62 = getelementptr i16, i16* null, i64 %61
  %63 = ptrtoint i16* %62 to i64
  %64 = add i64 %63, 16
  %65 = call i8* @malloc(i64 %64)
  %66 = bitcast i8* %65 to i16*
  %67 = ptrtoint i16* %66 to i64
  %68 = add i64 %67, 15
  %69 = urem i64 %68, 16
  %70 = sub i64 %68, %69
  %71 = inttoptr i64 %70 to i16*
  %72 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } undef, i16* %66, 0
  %73 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %72, i16* %71, 1
  %74 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %73, i64 0, 2
  %75 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %74, i64 7, 3, 0
  %76 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %75, i64 5, 3, 1
  %77 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %76, i64 5, 4, 0
  %78 = insertvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %77, i64 1, 4, 1
  br label %bb6

bb6:
  %79 = phi i64 [ 0, %bb5 ], [ %83, %bb7 ]
  %80 = icmp slt i64 %79, 7
  br i1 %80, label %bb7, label %bb9

bb7:
  %81 = phi i64 [ 0, %bb6 ], [ %92, %bb8 ]
  %82 = icmp slt i64 %81, 5
  %83 = add i64 %79, 1
  br i1 %82, label %bb8, label %bb6

bb8:
  %84 = trunc i64 %79 to i16
  %85 = trunc i64 %81 to i16
  %86 = mul i16 %84, 1000
  %87 = sub i16 %86, %85
  %88 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %78, 1
  %89 = mul i64 %79, 5
  %90 = add i64 %89, %81
  %91 = getelementptr i16, i16* %88, i64 %90
  store i16 %87, i16* %91
  %92 = add i64 %81, 1
  br label %bb7

bb9:
  %93 = phi i64 [ 0, %bb6 ], [ %99, %bb10 ]
  %94 = phi i64 [ 0, %bb6 ], [ %97, %bb10 ]
  %95 = icmp slt i64 %93, 7
  br i1 %95, label %bb10, label %bb12

bb10:
  %96 = phi i64 [ 0, %bb9 ], [ %107, %bb11 ]
  %97 = phi i64 [ %94, %bb9 ], [ %106, %bb11 ]
  %98 = icmp slt i64 %96, 5
  %99 = add i64 %93, 1
  br i1 %98, label %bb11, label %bb9

bb11:
  %100 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %78, 1
  %101 = mul i64 %93, 5
  %102 = add i64 %101, %96
  %103 = getelementptr i16, i16* %100, i64 %102
  %104 = load i16, i16* %103
  %105 = sext i16 %104 to i64
  %106 = add i64 %97, %105
  %107 = add i64 %96, 1
  br label %bb10

bb12:
  call void @print_i64(i64 %94)
  %108 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %78, 1
  %109 = mul i64 6, 5
  %110 = add i64 %109, 4
  %111 = getelementptr i16, i16* %108, i64 %110
  %112 = load i16, i16* %111
  %113 = sext i16 %112 to i64
  call void @print_i64(i64 %113)
  %114 = extractvalue { i16*, i16*, i64, [2 x i64], [2 x i64] } %78, 0
  %115 = bitcast i16* %114 to i8*
  call void @free(i8* %115)
  br label %bb13

bb13:
  %116 = phi i64 [ 1, %bb12 ], [ %143, %bb14 ]
  %117 = phi double [ 0.0, %bb12 ], [ %142, %bb14 ]
  %118 = icmp slt i64 %116, 201
  br i1 %118, label %bb14, label %bb15

bb14:
  %119 = getelementptr double, double* null, i64 %116
  %120 = ptrtoint double* %119 to i64
  %121 = add i64 %120, 256
  %122 = call i8* @malloc(i64 %121)
  %123 = bitcast i8* %122 to double*
  %124 = ptrtoint double* %123 to i64
  %125 = add i64 %124, 255
  %126 = urem i64 %125, 256
  %127 = sub i64 %125, %126
  %128 = inttoptr i64 %127 to double*
  %129 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %123, 0
  %130 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %129, double* %128, 1
  %131 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %130, i64 0, 2
  %132 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %131, i64 %116, 3, 0
  %133 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %132, i64 1, 4, 0
  %134 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %133, 0
  %135 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %133, 1
  %136 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %133, 2
  %137 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %133, 3, 0
  %138 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %133, 4, 0
  %139 = call double @fill_sum_f64(double* %134, double* %135, i64 %136, i64 %137, i64 %138, double 1.0)
  %140 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %133, 0
  %141 = bitcast double* %140 to i8*
  call void @free(i8* %141)
  %142 = fadd double %117, %139
  %143 = add i64 %116, 1
  br label %bb13

bb15:
  call void @print_f64(double %117)
  ret i32 0
}

declare void @free(i8*)

declare i8* @malloc(i64)
