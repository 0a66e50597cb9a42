; ModuleID = 'vector_load_store.mlir'
source_filename = "vector_load_store.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

define i32 @main() {
bb0:
  %0 = getelementptr float, float* null, i64 48
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 12, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 12, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %59, %bb14 ]
  %12 = icmp slt i64 %11, 4
  br i1 %12, label %bb12, label %bb2

bb2:
  br label %bb3

bb3:
  %13 = phi i64 [ 0, %bb2 ], [ %56, %bb11 ]
  %14 = icmp slt i64 %13, 3
  br i1 %14, label %bb11, label %bb4

bb4:
  br label %bb5

bb5:
  %15 = phi i64 [ 0, %bb4 ], [ %19, %bb9 ]
  %16 = icmp slt i64 %15, 4
  br i1 %16, label %bb7, label %bb6

bb6:
  ret i32 0

bb7:
  br label %bb8

bb8:
  %17 = phi i64 [ 0, %bb7 ], [ %25, %bb10 ]
  %18 = icmp slt i64 %17, 12
  br i1 %18, label %bb10, label %bb9

bb9:
  %19 = add i64 %15, 1
  br label %bb5

bb10:
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %21 = mul i64 %15, 12
  %22 = add i64 %21, %17
  %23 = getelementptr float, float* %20, i64 %22
  %24 = load float, float* %23
  call void @print_f32(float %24)
  %25 = add i64 %17, 1
  br label %bb8

bb11:
  %26 = add i64 %13, 1
  %27 = mul i64 %13, 2
  %28 = add i64 %27, 1
  %29 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %30 = mul i64 %26, 12
  %31 = add i64 %30, %28
  %32 = getelementptr float, float* %29, i64 %31
  %33 = load float, float* %32
  %34 = insertelement <4 x float> undef, float %33, i64 0
  %35 = getelementptr float, float* %32, i64 1
  %36 = load float, float* %35
  %37 = insertelement <4 x float> %34, float %36, i64 1
  %38 = getelementptr float, float* %32, i64 2
  %39 = load float, float* %38
  %40 = insertelement <4 x float> %37, float %39, i64 2
  %41 = getelementptr float, float* %32, i64 3
  %42 = load float, float* %41
  %43 = insertelement <4 x float> %40, float %42, i64 3
  %44 = fadd <4 x float> %43, %43
  %45 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %46 = mul i64 %13, 12
  %47 = add i64 %46, 3
  %48 = getelementptr float, float* %45, i64 %47
  %49 = extractelement <4 x float> %44, i64 0
  store float %49, float* %48
  %50 = getelementptr float, float* %48, i64 1
  %51 = extractelement <4 x float> %44, i64 1
  store float %51, float* %50
  %52 = getelementptr float, float* %48, i64 2
  %53 = extractelement <4 x float> %44, i64 2
  store float %53, float* %52
  %54 = getelementptr float, float* %48, i64 3
  %55 = extractelement <4 x float> %44, i64 3
  store float %55, float* %54
  %56 = add i64 %13, 1
  br label %bb3

bb12:
  br label %bb13

bb13:
  %57 = phi i64 [ 0, %bb12 ], [ %68, %bb15 ]
  %58 = icmp slt i64 %57, 12
  br i1 %58, label %bb15, label %bb14

bb14:
  %59 = add i64 %11, 1
  br label %bb1

bb15:
  %60 = mul i64 %11, 100
  %61 = add i64 %60, %57
  %62 = trunc i64 %61 to i32
  %63 = sitofp i32 %62 to float
  %64 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %65 = mul i64 %11, 12
  %66 = add i64 %65, %57
  %67 = getelementptr float, float* %64, i64 %66
  store float %63, float* %67
  %68 = add i64 %57, 1
  br label %bb13
}

declare i8* @malloc(i64)
