; ModuleID = 'unranked_roundtrip.mlir'
source_filename = "unranked_roundtrip.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

define void @fill_unranked(i64 %0, i8* %1, float %2) {
bb0:
  %3 = insertvalue { i64, i8* } undef, i64 %0, 0
  %4 = insertvalue { i64, i8* } %3, i8* %1, 1
  %5 = extractvalue { i64, i8* } %4, 1
  %6 = bitcast i8* %5 to { float*, float*, i64, [2 x i64], [2 x i64] }*
  %7 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %6
  %8 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, 3, 0
  %9 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, 3, 1
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %14, %bb3 ]
  %11 = icmp slt i64 %10, %8
  br i1 %11, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %12 = phi i64 [ 0, %bb1 ], [ %25, %bb4 ]
  %13 = icmp slt i64 %12, %9
  %14 = add i64 %10, 1
  br i1 %13, label %bb4, label %bb1

bb4:
  %15 = sitofp i64 %10 to float
  %16 = sitofp i64 %12 to float
  %17 = fmul float %15, 10.0
  %18 = fadd float %17, %16
  %19 = fadd float %18, %2
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, 1
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, 4, 0
  %22 = mul i64 %10, %21
  %23 = add i64 %22, %12
  %24 = getelementptr float, float* %20, i64 %23
  store float %19, float* %24
  %25 = add i64 %12, 1
  br label %bb3
}

define float @sum_unranked(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 1
  %5 = bitcast i8* %4 to { float*, float*, i64, [2 x i64], [2 x i64] }*
  %6 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %5
  %7 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, 3, 0
  %8 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, 3, 1
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %15, %bb3 ]
  %10 = phi float [ 0.0, %bb0 ], [ %13, %bb3 ]
  %11 = icmp slt i64 %9, %7
  br i1 %11, label %bb3, label %bb2

bb2:
  ret float %10

bb3:
  %12 = phi i64 [ 0, %bb1 ], [ %23, %bb4 ]
  %13 = phi float [ %10, %bb1 ], [ %22, %bb4 ]
  %14 = icmp slt i64 %12, %8
  %15 = add i64 %9, 1
  br i1 %14, label %bb4, label %bb1

bb4:
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, 1
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, 4, 0
  %18 = mul i64 %9, %17
  %19 = add i64 %18, %12
  %20 = getelementptr float, float* %16, i64 %19
  %21 = load float, float* %20
  %22 = fadd float %13, %21
  %23 = add i64 %12, 1
  br label %bb3
}

define float @forward(i64 %0, i8* %1, float %2) {
bb0:
  %3 = insertvalue { i64, i8* } undef, i64 %0, 0
  %4 = insertvalue { i64, i8* } %3, i8* %1, 1
  %5 = extractvalue { i64, i8* } %4, 0
  %6 = extractvalue { i64, i8* } %4, 1
  call void @fill_unranked(i64 %5, i8* %6, float %2)
  %7 = extractvalue { i64, i8* } %4, 0
  %8 = extractvalue { i64, i8* } %4, 1
  %9 = call float @sum_unranked(i64 %7, i8* %8)
  ret float %9
}

define { i64, i64 } @dims_unranked(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 1
  %5 = bitcast i8* %4 to i64*
  %6 = add i64 0, 3
  %7 = getelementptr i64, i64* %5, i64 %6
  %8 = load i64, i64* %7
  %9 = extractvalue { i64, i8* } %3, 1
  %10 = bitcast i8* %9 to i64*
  %11 = add i64 1, 3
  %12 = getelementptr i64, i64* %10, i64 %11
  %13 = load i64, i64* %12
  %14 = insertvalue { i64, i64 } undef, i64 %8, 0
  %15 = insertvalue { i64, i64 } %14, i64 %13, 1
  ret { i64, i64 } %15
}

define { i64, i8* } @as_unranked(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %13, { float*, float*, i64, [2 x i64], [2 x i64] }* %14
  %15 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %14 to i8*
  %16 = insertvalue { i64, i8* } undef, i64 2, 0
  %17 = insertvalue { i64, i8* } %16, i8* %15, 1
  %18 = extractvalue { i64, i8* } %17, 0
  %19 = extractvalue { i64, i8* } %17, 1
  %20 = mul i64 %18, 16
  %21 = add i64 %20, 24
  %22 = call i8* @malloc(i64 %21)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %22, i8* %19, i64 %21, i1 false)
  %23 = insertvalue { i64, i8* } %17, i8* %22, 1
  ret { i64, i8* } %23
}

define i64 @square_all(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 1
  %5 = bitcast i8* %4 to { i64*, i64*, i64, [1 x i64], [1 x i64] }*
  %6 = load { i64*, i64*, i64, [1 x i64], [1 x i64] }, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %5
  %7 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 3, 0
  br label %bb1

bb1:
  %8 = phi i64 [ 0, %bb0 ], [ %18, %bb3 ]
  %9 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %10 = icmp slt i64 %8, %7
  br i1 %10, label %bb3, label %bb2

bb2:
  ret i64 %9

bb3:
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %12 = getelementptr i64, i64* %11, i64 %8
  %13 = load i64, i64* %12
  %14 = mul i64 %13, %13
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %16 = getelementptr i64, i64* %15, i64 %8
  store i64 %14, i64* %16
  %17 = add i64 %9, %14
  %18 = add i64 %8, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = mul i64 4, 3
  %1 = getelementptr float, float* null, i64 %0
  %2 = ptrtoint float* %1 to i64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to float*
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %4, 0
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, float* %4, 1
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 0, 2
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 3, 3, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 4, 3, 1
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 4, 4, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 1, 4, 1
  %12 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %11, { float*, float*, i64, [2 x i64], [2 x i64] }* %12
  %13 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %12 to i8*
  %14 = insertvalue { i64, i8* } undef, i64 2, 0
  %15 = insertvalue { i64, i8* } %14, i8* %13, 1
  %16 = extractvalue { i64, i8* } %15, 0
  %17 = extractvalue { i64, i8* } %15, 1
  call void @fill_unranked(i64 %16, i8* %17, float 0.5)
  %18 = extractvalue { i64, i8* } %15, 0
  %19 = extractvalue { i64, i8* } %15, 1
  %20 = call float @sum_unranked(i64 %18, i8* %19)
  call void @print_f32(float %20)
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 1
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 4, 0
  %23 = mul i64 2, %22
  %24 = add i64 %23, 3
  %25 = getelementptr float, float* %21, i64 %24
  %26 = load float, float* %25
  call void @print_f32(float %26)
  %27 = extractvalue { i64, i8* } %15, 0
  %28 = extractvalue { i64, i8* } %15, 1
  %29 = call { i64, i64 } @dims_unranked(i64 %27, i8* %28)
  %30 = extractvalue { i64, i64 } %29, 0
  %31 = extractvalue { i64, i64 } %29, 1
  call void @print_i64(i64 %30)
  call void @print_i64(i64 %31)
  %32 = getelementptr float, float* null, i64 6
  %33 = ptrtoint float* %32 to i64
  %34 = call i8* @malloc(i64 %33)
  %35 = bitcast i8* %34 to float*
  %36 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %35, 0
  %37 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %36, float* %35, 1
  %38 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %37, i64 0, 2
  %39 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %38, i64 2, 3, 0
  %40 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %39, i64 3, 3, 1
  %41 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %40, i64 3, 4, 0
  %42 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, i64 1, 4, 1
  %43 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %42, { float*, float*, i64, [2 x i64], [2 x i64] }* %43
  %44 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %43 to i8*
  %45 = insertvalue { i64, i8* } undef, i64 2, 0
  %46 = insertvalue { i64, i8* } %45, i8* %44, 1
  %47 = extractvalue { i64, i8* } %46, 0
  %48 = extractvalue { i64, i8* } %46, 1
  %49 = call float @forward(i64 %47, i8* %48, float -1.0)
  call void @print_f32(float %49)
  %50 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %42, 1
  %51 = mul i64 1, 3
  %52 = add i64 %51, 2
  %53 = getelementptr float, float* %50, i64 %52
  %54 = load float, float* %53
  call void @print_f32(float %54)
  %55 = extractvalue { i64, i8* } %46, 0
  %56 = extractvalue { i64, i8* } %46, 1
  %57 = call { i64, i64 } @dims_unranked(i64 %55, i8* %56)
  %58 = extractvalue { i64, i64 } %57, 0
  %59 = extractvalue { i64, i64 } %57, 1
  call void @print_i64(i64 %58)
  call void @print_i64(i64 %59)
  %60 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 0
  %61 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 1
  %62 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 2
  %63 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 3, 0
  %64 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 3, 1
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 4, 0
  %66 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 4, 1
  %67 = call { i64, i8* } @as_unranked(float* %60, float* %61, i64 %62, i64 %63, i64 %64, i64 %65, i64 %66)
  %68 = extractvalue { i64, i8* } %67, 0
  %69 = extractvalue { i64, i8* } %67, 1
  %70 = mul i64 %68, 16
  %71 = add i64 %70, 24
  %72 = alloca i8, i64 %71
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %72, i8* %69, i64 %71, i1 false)
  call void @free(i8* %69)
  %73 = insertvalue { i64, i8* } %67, i8* %72, 1
  %74 = extractvalue { i64, i8* } %73, 1
  %75 = bitcast i8* %74 to { float*, float*, i64, [2 x i64], [2 x i64] }*
  %76 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %75
  %77 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %76, 1
  %78 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %76, 4, 0
  %79 = mul i64 1, %78
  %80 = add i64 %79, 2
  %81 = getelementptr float, float* %77, i64 %80
  %82 = load float, float* %81
  call void @print_f32(float %82)
  %83 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %76, 3, 1
  call void @print_i64(i64 %83)
  %84 = extractvalue { i64, i8* } %73, 0
  %85 = extractvalue { i64, i8* } %73, 1
  call void @fill_unranked(i64 %84, i8* %85, float 2.0)
  %86 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 1
  %87 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 4, 0
  %88 = mul i64 2, %87
  %89 = add i64 %88, 0
  %90 = getelementptr float, float* %86, i64 %89
  %91 = load float, float* %90
  call void @print_f32(float %91)
  %92 = getelementptr i64, i64* null, i64 5
  %93 = ptrtoint i64* %92 to i64
  %94 = call i8* @malloc(i64 %93)
  %95 = bitcast i8* %94 to i64*
  %96 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %95, 0
  %97 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %96, i64* %95, 1
  %98 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %97, i64 0, 2
  %99 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %98, i64 5, 3, 0
  %100 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %99, i64 1, 4, 0
  %101 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 1
  %102 = getelementptr i64, i64* %101, i64 0
  store i64 -3, i64* %102
  %103 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 1
  %104 = getelementptr i64, i64* %103, i64 1
  store i64 0, i64* %104
  %105 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 1
  %106 = getelementptr i64, i64* %105, i64 2
  store i64 4, i64* %106
  %107 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 1
  %108 = getelementptr i64, i64* %107, i64 3
  store i64 5, i64* %108
  %109 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 1
  %110 = getelementptr i64, i64* %109, i64 4
  store i64 7, i64* %110
  %111 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %111
  %112 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %111 to i8*
  %113 = insertvalue { i64, i8* } undef, i64 1, 0
  %114 = insertvalue { i64, i8* } %113, i8* %112, 1
  %115 = extractvalue { i64, i8* } %114, 0
  %116 = extractvalue { i64, i8* } %114, 1
  %117 = call i64 @square_all(i64 %115, i8* %116)
  call void @print_i64(i64 %117)
  %118 = extractvalue { i64, i8* } %114, 0
  %119 = extractvalue { i64, i8* } %114, 1
  %120 = call i64 @square_all(i64 %118, i8* %119)
  call void @print_i64(i64 %120)
  %121 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 1
  %122 = getelementptr i64, i64* %121, i64 0
  %123 = load i64, i64* %122
  call void @print_i64(i64 %123)
  %124 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, 0
  %125 = bitcast float* %124 to i8*
  call void @free(i8* %125)
  %126 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %42, 0
  %127 = bitcast float* %126 to i8*
  call void @free(i8* %127)
  %128 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, 0
  %129 = bitcast i64* %128 to i8*
  call void @free(i8* %129)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @free(i8*)
