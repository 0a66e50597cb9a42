; ModuleID = 'strided_layout.mlir'
source_filename = "strided_layout.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

define void @fill(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  br label %bb1

bb1:
  %14 = phi i64 [ 0, %bb0 ], [ %18, %bb3 ]
  %15 = icmp slt i64 %14, 4
  br i1 %15, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %16 = phi i64 [ 0, %bb1 ], [ %26, %bb4 ]
  %17 = icmp slt i64 %16, 8
  %18 = add i64 %14, 1
  br i1 %17, label %bb4, label %bb1

bb4:
  %19 = mul i64 %14, 8
  %20 = add i64 %19, %16
  %21 = sitofp i64 %20 to float
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %23 = mul i64 %14, 8
  %24 = add i64 %23, %16
  %25 = getelementptr float, float* %22, i64 %24
  store float %21, float* %25
  %26 = add i64 %16, 1
  br label %bb3
}

define float @sum_strided(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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
  %16 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %17 = phi float [ 0.0, %bb0 ], [ %20, %bb3 ]
  %18 = icmp slt i64 %16, %14
  br i1 %18, label %bb3, label %bb2

bb2:
  ret float %17

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %32, %bb4 ]
  %20 = phi float [ %17, %bb1 ], [ %31, %bb4 ]
  %21 = icmp slt i64 %19, %15
  %22 = add i64 %16, 1
  br i1 %21, label %bb4, label %bb1

bb4:
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 2
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %26 = mul i64 %16, %25
  %27 = add i64 %24, %26
  %28 = add i64 %27, %19
  %29 = getelementptr float, float* %23, i64 %28
  %30 = load float, float* %29
  %31 = fadd float %20, %30
  %32 = add i64 %19, 1
  br label %bb3
}

define void @scale_strided(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float %7) {
bb0:
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, float* %1, 1
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  br label %bb1

bb1:
  %17 = phi i64 [ 0, %bb0 ], [ %21, %bb3 ]
  %18 = icmp slt i64 %17, %15
  br i1 %18, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %42, %bb4 ]
  %20 = icmp slt i64 %19, %16
  %21 = add i64 %17, 1
  br i1 %20, label %bb4, label %bb1

bb4:
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 2
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %25 = mul i64 %17, %24
  %26 = add i64 %23, %25
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 4, 1
  %28 = mul i64 %19, %27
  %29 = add i64 %26, %28
  %30 = getelementptr float, float* %22, i64 %29
  %31 = load float, float* %30
  %32 = fmul float %31, %7
  %33 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %34 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 2
  %35 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %36 = mul i64 %17, %35
  %37 = add i64 %34, %36
  %38 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 4, 1
  %39 = mul i64 %19, %38
  %40 = add i64 %37, %39
  %41 = getelementptr float, float* %33, i64 %40
  store float %32, float* %41
  %42 = add i64 %19, 1
  br label %bb3
}

define float @get_static(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, float* %1, 1
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, 1
  %17 = mul i64 %7, 8
  %18 = add i64 %17, %8
  %19 = getelementptr float, float* %16, i64 %18
  %20 = load float, float* %19
  ret float %20
}

define float @last_mixed(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  %15 = sub i64 %14, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %18 = mul i64 3, %17
  %19 = add i64 %18, %15
  %20 = getelementptr float, float* %16, i64 %19
  %21 = load float, float* %20
  ret float %21
}

define float @from_unranked(i64 %0, i8* %1, i64 %2, i64 %3) {
bb0:
  %4 = insertvalue { i64, i8* } undef, i64 %0, 0
  %5 = insertvalue { i64, i8* } %4, i8* %1, 1
  %6 = extractvalue { i64, i8* } %5, 1
  %7 = bitcast i8* %6 to { float*, float*, i64, [2 x i64], [2 x i64] }*
  %8 = load { float*, float*, i64, [2 x i64], [2 x i64] }, { float*, float*, i64, [2 x i64], [2 x i64] }* %7
  %9 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 1
  %10 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 2
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 4, 0
  %12 = mul i64 %2, %11
  %13 = add i64 %10, %12
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 4, 1
  %15 = mul i64 %3, %14
  %16 = add i64 %13, %15
  %17 = getelementptr float, float* %9, i64 %16
  %18 = load float, float* %17
  ret float %18
}

define { float*, float*, i64, [2 x i64], [2 x i64] } @view(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  ret { float*, float*, i64, [2 x i64], [2 x i64] } %13
}

define i64 @rank1(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, i32* %1, 1
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %30, %bb3 ]
  %12 = phi i64 [ 0, %bb0 ], [ %29, %bb3 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb3, label %bb2

bb2:
  %14 = sub i64 %10, 1
  %15 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 1
  %16 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 2
  %17 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 4, 0
  %18 = mul i64 %14, %17
  %19 = add i64 %16, %18
  %20 = getelementptr i32, i32* %15, i64 %19
  store i32 1000, i32* %20
  ret i64 %12

bb3:
  %21 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 1
  %22 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 2
  %23 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 4, 0
  %24 = mul i64 %11, %23
  %25 = add i64 %22, %24
  %26 = getelementptr i32, i32* %21, i64 %25
  %27 = load i32, i32* %26
  %28 = sext i32 %27 to i64
  %29 = add i64 %12, %28
  %30 = add i64 %11, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = getelementptr float, float* null, i64 32
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 8, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 8, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %12 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %13 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @fill(float* %11, float* %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17)
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %25 = call float @sum_strided(float* %18, float* %19, i64 %20, i64 %21, i64 %22, i64 %23, i64 %24)
  call void @print_f32(float %25)
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  call void @print_i64(i64 %26)
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %29 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %30 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %31 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %32 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %33 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @scale_strided(float* %27, float* %28, i64 %29, i64 %30, i64 %31, i64 %32, i64 %33, float 0.5)
  %34 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %35 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %36 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %37 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %38 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %39 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %40 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %41 = call float @sum_strided(float* %34, float* %35, i64 %36, i64 %37, i64 %38, i64 %39, i64 %40)
  call void @print_f32(float %41)
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %43 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %45 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %46 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %47 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %49 = call float @get_static(float* %42, float* %43, i64 %44, i64 %45, i64 %46, i64 %47, i64 %48, i64 2, i64 5)
  call void @print_f32(float %49)
  %50 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %51 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %52 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %54 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %55 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %56 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %57 = call float @last_mixed(float* %50, float* %51, i64 %52, i64 %53, i64 %54, i64 %55, i64 %56)
  call void @print_f32(float %57)
  %58 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %10, { float*, float*, i64, [2 x i64], [2 x i64] }* %58
  %59 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %58 to i8*
  %60 = insertvalue { i64, i8* } undef, i64 2, 0
  %61 = insertvalue { i64, i8* } %60, i8* %59, 1
  %62 = extractvalue { i64, i8* } %61, 0
  %63 = extractvalue { i64, i8* } %61, 1
  %64 = call float @from_unranked(i64 %62, i8* %63, i64 1, i64 6)
  call void @print_f32(float %64)
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %66 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %67 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %68 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %69 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %70 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %71 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %72 = call { float*, float*, i64, [2 x i64], [2 x i64] } @view(float* %65, float* %66, i64 %67, i64 %68, i64 %69, i64 %70, i64 %71)
  %73 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 1
  %74 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 2
  %75 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 4, 0
  %76 = mul i64 3, %75
  %77 = add i64 %74, %76
  %78 = add i64 %77, 0
  %79 = getelementptr float, float* %73, i64 %78
  %80 = load float, float* %79
  call void @print_f32(float %80)
  %81 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 1
  %82 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 2
  %83 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 4, 0
  %84 = mul i64 2, %83
  %85 = add i64 %82, %84
  %86 = add i64 %85, 6
  %87 = getelementptr float, float* %81, i64 %86
  store float 7.25, float* %87
  %88 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %89 = mul i64 2, 8
  %90 = add i64 %89, 6
  %91 = getelementptr float, float* %88, i64 %90
  %92 = load float, float* %91
  call void @print_f32(float %92)
  %93 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %72, 0
  %94 = bitcast float* %93 to i8*
  call void @free(i8* %94)
  %95 = getelementptr i32, i32* null, i64 10
  %96 = ptrtoint i32* %95 to i64
  %97 = call i8* @malloc(i64 %96)
  %98 = bitcast i8* %97 to i32*
  %99 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %98, 0
  %100 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %99, i32* %98, 1
  %101 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %100, i64 0, 2
  %102 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, i64 10, 3, 0
  %103 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %102, i64 1, 4, 0
  br label %bb1

bb1:
  %104 = phi i64 [ 0, %bb0 ], [ %123, %bb3 ]
  %105 = icmp slt i64 %104, 10
  br i1 %105, label %bb3, label %bb2

bb2:
  %106 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 0
  %107 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 1
  %108 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 2
  %109 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 3, 0
  %110 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 4, 0
  %111 = call i64 @rank1(i32* %106, i32* %107, i64 %108, i64 %109, i64 %110)
  call void @print_i64(i64 %111)
  %112 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 1
  %113 = getelementptr i32, i32* %112, i64 9
  %114 = load i32, i32* %113
  %115 = sext i32 %114 to i64
  call void @print_i64(i64 %115)
  %116 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 0
  %117 = bitcast i32* %116 to i8*
  call void @free(i8* %117)
  ret i32 0

bb3:
  %118 = trunc i64 %104 to i32
  %119 = mul i32 %118, %118
  %120 = sub i32 %119, 5
  %121 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %103, 1
  %122 = getelementptr i32, i32* %121, i64 %104
  store i32 %120, i32* %122
  %123 = add i64 %104, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
