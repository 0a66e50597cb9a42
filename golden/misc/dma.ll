; ModuleID = 'dma.mlir'
source_filename = "dma.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i32(i32)

define void @print_mat(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb4 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %18 = phi i64 [ 0, %bb1 ], [ %27, %bb5 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb5, label %bb4

bb4:
  %20 = add i64 %16, 1
  br label %bb1

bb5:
  %21 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %23 = mul i64 %16, %22
  %24 = add i64 %23, %18
  %25 = getelementptr float, float* %21, i64 %24
  %26 = load float, float* %25
  call void @print_f32(float %26)
  %27 = add i64 %18, 1
  br label %bb3
}

define void @fill_src(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb4 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %18 = phi i64 [ 0, %bb1 ], [ %30, %bb5 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb5, label %bb4

bb4:
  %20 = add i64 %16, 1
  br label %bb1

bb5:
  %21 = mul i64 %16, 10
  %22 = add i64 %21, %18
  %23 = trunc i64 %22 to i32
  %24 = sitofp i32 %23 to float
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %27 = mul i64 %16, %26
  %28 = add i64 %27, %18
  %29 = getelementptr float, float* %25, i64 %28
  store float %24, float* %29
  %30 = add i64 %18, 1
  br label %bb3
}

define void @fill(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float %7) {
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
  %17 = phi i64 [ 0, %bb0 ], [ %21, %bb4 ]
  %18 = icmp slt i64 %17, %15
  br i1 %18, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %27, %bb5 ]
  %20 = icmp slt i64 %19, %16
  br i1 %20, label %bb5, label %bb4

bb4:
  %21 = add i64 %17, 1
  br label %bb1

bb5:
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %24 = mul i64 %17, %23
  %25 = add i64 %24, %19
  %26 = getelementptr float, float* %22, i64 %25
  store float %7, float* %26
  %27 = add i64 %19, 1
  br label %bb3
}

define void @print_tag(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5) {
bb0:
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i32* %1, 1
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 1
  %12 = getelementptr i32, i32* %11, i64 %5
  %13 = load i32, i32* %12
  call void @print_i32(i32 %13)
  ret void
}

define void @copy_block(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float* %7, float* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i32* %14, i32* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21, i64 %22, i64 %23, i64 %24) {
bb0:
  %25 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %26 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %25, float* %1, 1
  %27 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %26, i64 %2, 2
  %28 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, i64 %3, 3, 0
  %29 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %28, i64 %4, 3, 1
  %30 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %29, i64 %5, 4, 0
  %31 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %30, i64 %6, 4, 1
  %32 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %7, 0
  %33 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %32, float* %8, 1
  %34 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %33, i64 %9, 2
  %35 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, i64 %10, 3, 0
  %36 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %35, i64 %11, 3, 1
  %37 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %36, i64 %12, 4, 0
  %38 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %37, i64 %13, 4, 1
  %39 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %14, 0
  %40 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %39, i32* %15, 1
  %41 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %40, i64 %16, 2
  %42 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %41, i64 %17, 3, 0
  %43 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %42, i64 %18, 4, 0
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %31, 1
  %45 = mul i64 %19, 6
  %46 = add i64 %45, %20
  %47 = getelementptr float, float* %44, i64 %46
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %38, 1
  %49 = mul i64 %21, 4
  %50 = add i64 %49, %22
  %51 = getelementptr float, float* %48, i64 %50
  %52 = getelementptr float, float* null, i64 1
  %53 = ptrtoint float* %52 to i64
  %54 = mul i64 %23, %53
  %55 = bitcast float* %51 to i8*
  %56 = bitcast float* %47 to i8*
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %55, i8* %56, i64 %54, i1 false)
  %57 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 1
  %58 = getelementptr i32, i32* %57, i64 %24
  store i32 1, i32* %58
  %59 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 0
  %60 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 1
  %61 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 2
  %62 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 3, 0
  %63 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 4, 0
  call void @print_tag(i32* %59, i32* %60, i64 %61, i64 %62, i64 %63, i64 %24)
  ret void
}

define void @copy_strided(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float* %7, float* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i32* %14, i32* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21, i64 %22, i64 %23, i64 %24) {
bb0:
  %25 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %26 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %25, float* %1, 1
  %27 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %26, i64 %2, 2
  %28 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, i64 %3, 3, 0
  %29 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %28, i64 %4, 3, 1
  %30 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %29, i64 %5, 4, 0
  %31 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %30, i64 %6, 4, 1
  %32 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %7, 0
  %33 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %32, float* %8, 1
  %34 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %33, i64 %9, 2
  %35 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %34, i64 %10, 3, 0
  %36 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %35, i64 %11, 3, 1
  %37 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %36, i64 %12, 4, 0
  %38 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %37, i64 %13, 4, 1
  %39 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %14, 0
  %40 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %39, i32* %15, 1
  %41 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %40, i64 %16, 2
  %42 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %41, i64 %17, 3, 0
  %43 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %42, i64 %18, 4, 0
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %31, 1
  %45 = mul i64 %19, 6
  %46 = add i64 %45, %20
  %47 = getelementptr float, float* %44, i64 %46
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %38, 1
  %49 = mul i64 0, 4
  %50 = add i64 %49, 0
  %51 = getelementptr float, float* %48, i64 %50
  %52 = getelementptr float, float* null, i64 1
  %53 = ptrtoint float* %52 to i64
  br label %bb1

bb1:
  %54 = phi i64 [ 0, %bb0 ], [ %68, %bb3 ]
  %55 = icmp ult i64 %54, %21
  br i1 %55, label %bb3, label %bb2

bb2:
  %56 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %43, 1
  %57 = getelementptr i32, i32* %56, i64 %24
  store i32 1, i32* %57
  ret void

bb3:
  %58 = sub i64 %21, %54
  %59 = icmp ult i64 %23, %58
  %60 = select i1 %59, i64 %23, i64 %58
  %61 = udiv i64 %54, %23
  %62 = mul i64 %61, %22
  %63 = getelementptr float, float* %47, i64 %62
  %64 = getelementptr float, float* %51, i64 %54
  %65 = mul i64 %60, %53
  %66 = bitcast float* %64 to i8*
  %67 = bitcast float* %63 to i8*
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %66, i8* %67, i64 %65, i1 false)
  %68 = add i64 %54, %60
  br label %bb1
}

define void @copy_to_1d(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float* %7, float* %8, i64 %9, i64 %10, i64 %11, i32* %12, i32* %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21, i64 %22, i64 %23) {
bb0:
  %24 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %25 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %24, float* %1, 1
  %26 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %25, i64 %2, 2
  %27 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %26, i64 %3, 3, 0
  %28 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, i64 %4, 3, 1
  %29 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %28, i64 %5, 4, 0
  %30 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %29, i64 %6, 4, 1
  %31 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %7, 0
  %32 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %31, float* %8, 1
  %33 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %32, i64 %9, 2
  %34 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %33, i64 %10, 3, 0
  %35 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %34, i64 %11, 4, 0
  %36 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %12, 0
  %37 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %36, i32* %13, 1
  %38 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %37, i64 %14, 2
  %39 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %38, i64 %15, 3, 0
  %40 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %39, i64 %16, 4, 0
  %41 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %30, 1
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %30, 4, 0
  %43 = mul i64 %17, %42
  %44 = add i64 %43, %18
  %45 = getelementptr float, float* %41, i64 %44
  %46 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %35, 1
  %47 = getelementptr float, float* %46, i64 %19
  %48 = getelementptr float, float* null, i64 1
  %49 = ptrtoint float* %48 to i64
  br label %bb1

bb1:
  %50 = phi i64 [ 0, %bb0 ], [ %64, %bb3 ]
  %51 = icmp ult i64 %50, %20
  br i1 %51, label %bb3, label %bb2

bb2:
  %52 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %40, 1
  %53 = getelementptr i32, i32* %52, i64 %23
  store i32 1, i32* %53
  ret void

bb3:
  %54 = sub i64 %20, %50
  %55 = icmp ult i64 %22, %54
  %56 = select i1 %55, i64 %22, i64 %54
  %57 = udiv i64 %50, %22
  %58 = mul i64 %57, %21
  %59 = getelementptr float, float* %45, i64 %58
  %60 = getelementptr float, float* %47, i64 %50
  %61 = mul i64 %56, %49
  %62 = bitcast float* %60 to i8*
  %63 = bitcast float* %59 to i8*
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %62, i8* %63, i64 %61, i1 false)
  %64 = add i64 %50, %56
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = getelementptr float, float* null, i64 24
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 6, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 6, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %12 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %13 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @fill_src(float* %11, float* %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17)
  %18 = getelementptr i32, i32* null, i64 2
  %19 = ptrtoint i32* %18 to i64
  %20 = call i8* @malloc(i64 %19)
  %21 = bitcast i8* %20 to i32*
  %22 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %21, 0
  %23 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %22, i32* %21, 1
  %24 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %23, i64 0, 2
  %25 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %24, i64 2, 3, 0
  %26 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %25, i64 1, 4, 0
  %27 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %28 = getelementptr i32, i32* %27, i64 0
  store i32 0, i32* %28
  %29 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %30 = getelementptr i32, i32* %29, i64 1
  store i32 0, i32* %30
  %31 = getelementptr float, float* null, i64 12
  %32 = ptrtoint float* %31 to i64
  %33 = call i8* @malloc(i64 %32)
  %34 = bitcast i8* %33 to float*
  %35 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %34, 0
  %36 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %35, float* %34, 1
  %37 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %36, i64 0, 2
  %38 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %37, i64 3, 3, 0
  %39 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %38, i64 4, 3, 1
  %40 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %39, i64 4, 4, 0
  %41 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %40, i64 1, 4, 1
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 0
  %43 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 1
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 2
  %45 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 3, 0
  %46 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 3, 1
  %47 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 1
  call void @fill(float* %42, float* %43, i64 %44, i64 %45, i64 %46, i64 %47, i64 %48, float -1.0)
  %49 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %50 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %51 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %52 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %54 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %55 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %56 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 0
  %57 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 1
  %58 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 2
  %59 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 3, 0
  %60 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 3, 1
  %61 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %62 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 1
  %63 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %64 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %65 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %66 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %67 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @copy_block(float* %49, float* %50, i64 %51, i64 %52, i64 %53, i64 %54, i64 %55, float* %56, float* %57, i64 %58, i64 %59, i64 %60, i64 %61, i64 %62, i32* %63, i32* %64, i64 %65, i64 %66, i64 %67, i64 1, i64 2, i64 0, i64 1, i64 7, i64 0)
  %68 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 0
  %69 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 1
  %70 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 2
  %71 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 3, 0
  %72 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 3, 1
  %73 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %74 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 4, 1
  call void @print_mat(float* %68, float* %69, i64 %70, i64 %71, i64 %72, i64 %73, i64 %74)
  %75 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %76 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %77 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %78 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %79 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @print_tag(i32* %75, i32* %76, i64 %77, i64 %78, i64 %79, i64 0)
  %80 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %81 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %82 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %83 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %84 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @print_tag(i32* %80, i32* %81, i64 %82, i64 %83, i64 %84, i64 1)
  %85 = getelementptr float, float* null, i64 8
  %86 = ptrtoint float* %85 to i64
  %87 = call i8* @malloc(i64 %86)
  %88 = bitcast i8* %87 to float*
  %89 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %88, 0
  %90 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %89, float* %88, 1
  %91 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %90, i64 0, 2
  %92 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %91, i64 2, 3, 0
  %93 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %92, i64 4, 3, 1
  %94 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %93, i64 4, 4, 0
  %95 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %94, i64 1, 4, 1
  %96 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 0
  %97 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 1
  %98 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 2
  %99 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 3, 0
  %100 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 3, 1
  %101 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 4, 0
  %102 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 4, 1
  call void @fill(float* %96, float* %97, i64 %98, i64 %99, i64 %100, i64 %101, i64 %102, float -1.0)
  %103 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %104 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %105 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %106 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %107 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %108 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %109 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %110 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 0
  %111 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 1
  %112 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 2
  %113 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 3, 0
  %114 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 3, 1
  %115 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 4, 0
  %116 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 4, 1
  %117 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %118 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %119 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %120 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %121 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @copy_strided(float* %103, float* %104, i64 %105, i64 %106, i64 %107, i64 %108, i64 %109, float* %110, float* %111, i64 %112, i64 %113, i64 %114, i64 %115, i64 %116, i32* %117, i32* %118, i64 %119, i64 %120, i64 %121, i64 0, i64 1, i64 8, i64 6, i64 2, i64 1)
  %122 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 0
  %123 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 1
  %124 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 2
  %125 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 3, 0
  %126 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 3, 1
  %127 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 4, 0
  %128 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 4, 1
  call void @print_mat(float* %122, float* %123, i64 %124, i64 %125, i64 %126, i64 %127, i64 %128)
  %129 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %130 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %131 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %132 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %133 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @print_tag(i32* %129, i32* %130, i64 %131, i64 %132, i64 %133, i64 1)
  %134 = getelementptr float, float* null, i64 8
  %135 = ptrtoint float* %134 to i64
  %136 = call i8* @malloc(i64 %135)
  %137 = bitcast i8* %136 to float*
  %138 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %137, 0
  %139 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %138, float* %137, 1
  %140 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %139, i64 0, 2
  %141 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %140, i64 8, 3, 0
  %142 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %141, i64 1, 4, 0
  br label %bb1

bb1:
  %143 = phi i64 [ 0, %bb0 ], [ %207, %bb6 ]
  %144 = icmp slt i64 %143, 8
  br i1 %144, label %bb6, label %bb2

bb2:
  %145 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %146 = getelementptr i32, i32* %145, i64 0
  store i32 0, i32* %146
  %147 = getelementptr float, float* null, i64 30
  %148 = ptrtoint float* %147 to i64
  %149 = call i8* @malloc(i64 %148)
  %150 = bitcast i8* %149 to float*
  %151 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %150, 0
  %152 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %151, float* %150, 1
  %153 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %152, i64 0, 2
  %154 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %153, i64 3, 3, 0
  %155 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %154, i64 10, 3, 1
  %156 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %155, i64 10, 4, 0
  %157 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %156, i64 1, 4, 1
  %158 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 0
  %159 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 1
  %160 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 2
  %161 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 3, 0
  %162 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 3, 1
  %163 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 4, 0
  %164 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 4, 1
  call void @fill_src(float* %158, float* %159, i64 %160, i64 %161, i64 %162, i64 %163, i64 %164)
  %165 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 0
  %166 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 1
  %167 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 2
  %168 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 3, 0
  %169 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 3, 1
  %170 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 4, 0
  %171 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 4, 1
  %172 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 0
  %173 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 1
  %174 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 2
  %175 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 3, 0
  %176 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 4, 0
  %177 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %178 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %179 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %180 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %181 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @copy_to_1d(float* %165, float* %166, i64 %167, i64 %168, i64 %169, i64 %170, i64 %171, float* %172, float* %173, i64 %174, i64 %175, i64 %176, i32* %177, i32* %178, i64 %179, i64 %180, i64 %181, i64 1, i64 0, i64 2, i64 5, i64 7, i64 2, i64 0)
  br label %bb3

bb3:
  %182 = phi i64 [ 0, %bb2 ], [ %204, %bb5 ]
  %183 = icmp slt i64 %182, 8
  br i1 %183, label %bb5, label %bb4

bb4:
  %184 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %185 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 1
  %186 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 2
  %187 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %188 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  call void @print_tag(i32* %184, i32* %185, i64 %186, i64 %187, i64 %188, i64 0)
  %189 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %157, 0
  %190 = bitcast float* %189 to i8*
  call void @free(i8* %190)
  %191 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 0
  %192 = bitcast float* %191 to i8*
  call void @free(i8* %192)
  %193 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %95, 0
  %194 = bitcast float* %193 to i8*
  call void @free(i8* %194)
  %195 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, 0
  %196 = bitcast float* %195 to i8*
  call void @free(i8* %196)
  %197 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %26, 0
  %198 = bitcast i32* %197 to i8*
  call void @free(i8* %198)
  %199 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %200 = bitcast float* %199 to i8*
  call void @free(i8* %200)
  ret i32 0

bb5:
  %201 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 1
  %202 = getelementptr float, float* %201, i64 %182
  %203 = load float, float* %202
  call void @print_f32(float %203)
  %204 = add i64 %182, 1
  br label %bb3

bb6:
  %205 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %142, 1
  %206 = getelementptr float, float* %205, i64 %143
  store float -1.0, float* %206
  %207 = add i64 %143, 1
  br label %bb1
}

declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare i8* @malloc(i64)

declare void @free(i8*)
