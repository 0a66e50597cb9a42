; ModuleID = 'vector_elem.mlir'
source_filename = "vector_elem.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

define <4 x float> @vsum(<4 x float>* %0, <4 x float>* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %0, 0
  %6 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, <4 x float>* %1, 1
  %7 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %11 = phi <4 x float> [ <float 0.0, float 0.0, float 0.0, float 0.0>, %bb0 ], [ %16, %bb3 ]
  %12 = icmp slt i64 %10, 4
  br i1 %12, label %bb3, label %bb2

bb2:
  ret <4 x float> %11

bb3:
  %13 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr <4 x float>, <4 x float>* %13, i64 %10
  %15 = load <4 x float>, <4 x float>* %14
  %16 = fadd <4 x float> %11, %15
  %17 = add i64 %10, 1
  br label %bb1
}

define void @print_v4(<4 x float> %0) {
bb0:
  %1 = extractelement <4 x float> %0, i64 0
  %2 = extractelement <4 x float> %0, i64 1
  %3 = extractelement <4 x float> %0, i64 2
  %4 = extractelement <4 x float> %0, i64 3
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  ret void
}

define <2 x i64> @fill_sum_v2(<2 x i64>* %0, <2 x i64>* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } undef, <2 x i64>* %0, 0
  %6 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %5, <2 x i64>* %1, 1
  %7 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %25, %bb5 ]
  %12 = phi <2 x i64> [ <i64 0, i64 0>, %bb0 ], [ %24, %bb5 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb5, label %bb2

bb2:
  %14 = phi i64 [ 0, %bb1 ], [ %21, %bb4 ]
  %15 = phi <2 x i64> [ <i64 0, i64 0>, %bb1 ], [ %20, %bb4 ]
  %16 = icmp slt i64 %14, %10
  br i1 %16, label %bb4, label %bb3

bb3:
  ret <2 x i64> %15

bb4:
  %17 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %9, 1
  %18 = getelementptr <2 x i64>, <2 x i64>* %17, i64 %14
  %19 = load <2 x i64>, <2 x i64>* %18
  %20 = add <2 x i64> %15, %19
  %21 = add i64 %14, 1
  br label %bb2

bb5:
  %22 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %9, 1
  %23 = getelementptr <2 x i64>, <2 x i64>* %22, i64 %11
  store <2 x i64> %12, <2 x i64>* %23
  %24 = add <2 x i64> %12, <i64 1, i64 2>
  %25 = add i64 %11, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = getelementptr <4 x float>, <4 x float>* null, i64 4
  %1 = ptrtoint <4 x float>* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to <4 x float>*
  %4 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %3, 0
  %5 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %4, <4 x float>* %3, 1
  %6 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = insertelement <4 x float> undef, float 10.0, i32 0
  %10 = shufflevector <4 x float> %9, <4 x float> undef, <4 x i32> zeroinitializer
  %11 = fmul <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <float 0.5, float -0.5, float 0.25, float -0.25>
  %12 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %13 = getelementptr <4 x float>, <4 x float>* %12, i64 0
  store <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float>* %13
  %14 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr <4 x float>, <4 x float>* %14, i64 1
  store <4 x float> <float 0.5, float -0.5, float 0.25, float -0.25>, <4 x float>* %15
  %16 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %17 = getelementptr <4 x float>, <4 x float>* %16, i64 2
  store <4 x float> %10, <4 x float>* %17
  %18 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %19 = getelementptr <4 x float>, <4 x float>* %18, i64 3
  store <4 x float> %11, <4 x float>* %19
  %20 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 0
  %21 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %22 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 2
  %23 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %24 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %25 = call <4 x float> @vsum(<4 x float>* %20, <4 x float>* %21, i64 %22, i64 %23, i64 %24)
  call void @print_v4(<4 x float> %25)
  %26 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %27 = getelementptr <4 x float>, <4 x float>* %26, i64 3
  %28 = load <4 x float>, <4 x float>* %27
  call void @print_v4(<4 x float> %28)
  %29 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 0
  %30 = bitcast <4 x float>* %29 to i8*
  call void @free(i8* %30)
  %31 = getelementptr <2 x i64>, <2 x i64>* null, i64 6
  %32 = ptrtoint <2 x i64>* %31 to i64
  %33 = call i8* @malloc(i64 %32)
  %34 = bitcast i8* %33 to <2 x i64>*
  %35 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } undef, <2 x i64>* %34, 0
  %36 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %35, <2 x i64>* %34, 1
  %37 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %36, i64 0, 2
  %38 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %37, i64 6, 3, 0
  %39 = insertvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %38, i64 1, 4, 0
  %40 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 0
  %41 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 1
  %42 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 2
  %43 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 3, 0
  %44 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 4, 0
  %45 = call <2 x i64> @fill_sum_v2(<2 x i64>* %40, <2 x i64>* %41, i64 %42, i64 %43, i64 %44)
  %46 = extractelement <2 x i64> %45, i64 0
  %47 = extractelement <2 x i64> %45, i64 1
  call void @print_i64(i64 %46)
  call void @print_i64(i64 %47)
  %48 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 1
  %49 = getelementptr <2 x i64>, <2 x i64>* %48, i64 3
  %50 = load <2 x i64>, <2 x i64>* %49
  %51 = extractelement <2 x i64> %50, i64 1
  call void @print_i64(i64 %51)
  %52 = extractvalue { <2 x i64>*, <2 x i64>*, i64, [1 x i64], [1 x i64] } %39, 0
  %53 = bitcast <2 x i64>* %52 to i8*
  call void @free(i8* %53)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
