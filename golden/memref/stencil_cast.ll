; ModuleID = 'stencil_cast.mlir'
source_filename = "stencil_cast.mlir"
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
  %14 = phi i64 [ 0, %bb0 ], [ %18, %bb4 ]
  %15 = icmp slt i64 %14, 16
  br i1 %15, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %16 = phi i64 [ 0, %bb1 ], [ %28, %bb5 ]
  %17 = icmp slt i64 %16, 16
  br i1 %17, label %bb5, label %bb4

bb4:
  %18 = add i64 %14, 1
  br label %bb1

bb5:
  %19 = mul i64 %14, 7
  %20 = mul i64 %16, %16
  %21 = add i64 %19, %20
  %22 = srem i64 %21, 13
  %23 = sitofp i64 %22 to float
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %25 = mul i64 %14, 16
  %26 = add i64 %25, %16
  %27 = getelementptr float, float* %24, i64 %26
  store float %23, float* %27
  %28 = add i64 %16, 1
  br label %bb3
}

define void @stencil_rows(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float* %7, float* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13) {
bb0:
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, float* %1, 1
  %16 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, i64 %2, 2
  %17 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, i64 %3, 3, 0
  %18 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, i64 %5, 4, 0
  %20 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, i64 %6, 4, 1
  %21 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %7, 0
  %22 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, float* %8, 1
  %23 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %22, i64 %9, 2
  %24 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %23, i64 %10, 3, 0
  %25 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %24, i64 %11, 3, 1
  %26 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %25, i64 %12, 4, 0
  %27 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %26, i64 %13, 4, 1
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 3, 0
  %29 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 3, 1
  %30 = sub i64 %29, 1
  br label %bb1

bb1:
  %31 = phi i64 [ 0, %bb0 ], [ %35, %bb4 ]
  %32 = icmp slt i64 %31, %28
  br i1 %32, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %33 = phi i64 [ 0, %bb1 ], [ %76, %bb8 ]
  %34 = icmp slt i64 %33, %29
  br i1 %34, label %bb5, label %bb4

bb4:
  %35 = add i64 %31, 1
  br label %bb1

bb5:
  %36 = icmp eq i64 %33, 0
  %37 = icmp eq i64 %33, %30
  %38 = or i1 %36, %37
  br i1 %38, label %bb7, label %bb6

bb6:
  %39 = sub i64 %33, 1
  %40 = add i64 %33, 1
  %41 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %43 = mul i64 %31, %42
  %44 = add i64 %43, %39
  %45 = getelementptr float, float* %41, i64 %44
  %46 = load float, float* %45
  %47 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %49 = mul i64 %31, %48
  %50 = add i64 %49, %33
  %51 = getelementptr float, float* %47, i64 %50
  %52 = load float, float* %51
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %54 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %55 = mul i64 %31, %54
  %56 = add i64 %55, %40
  %57 = getelementptr float, float* %53, i64 %56
  %58 = load float, float* %57
  %59 = fmul float %46, 0.25
  %60 = fmul float %52, 0.5
  %61 = fmul float %58, 0.25
  %62 = fadd float %59, %60
  %63 = fadd float %62, %61
  br label %bb8

bb7:
  %64 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %66 = mul i64 %31, %65
  %67 = add i64 %66, %33
  %68 = getelementptr float, float* %64, i64 %67
  %69 = load float, float* %68
  br label %bb8

bb8:
  %70 = phi float [ %63, %bb6 ], [ %69, %bb7 ]
  %71 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 1
  %72 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 4, 0
  %73 = mul i64 %31, %72
  %74 = add i64 %73, %33
  %75 = getelementptr float, float* %71, i64 %74
  store float %70, float* %75
  %76 = add i64 %33, 1
  br label %bb3
}

define void @stencil_cols(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float* %7, float* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13) {
bb0:
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, float* %1, 1
  %16 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, i64 %2, 2
  %17 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, i64 %3, 3, 0
  %18 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, i64 %5, 4, 0
  %20 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, i64 %6, 4, 1
  %21 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %7, 0
  %22 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, float* %8, 1
  %23 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %22, i64 %9, 2
  %24 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %23, i64 %10, 3, 0
  %25 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %24, i64 %11, 3, 1
  %26 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %25, i64 %12, 4, 0
  %27 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %26, i64 %13, 4, 1
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 3, 0
  %29 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 3, 1
  %30 = sub i64 %28, 1
  br label %bb1

bb1:
  %31 = phi i64 [ 0, %bb0 ], [ %35, %bb4 ]
  %32 = icmp slt i64 %31, %28
  br i1 %32, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %33 = phi i64 [ 0, %bb1 ], [ %76, %bb8 ]
  %34 = icmp slt i64 %33, %29
  br i1 %34, label %bb5, label %bb4

bb4:
  %35 = add i64 %31, 1
  br label %bb1

bb5:
  %36 = icmp eq i64 %31, 0
  %37 = icmp eq i64 %31, %30
  %38 = or i1 %36, %37
  br i1 %38, label %bb7, label %bb6

bb6:
  %39 = sub i64 %31, 1
  %40 = add i64 %31, 1
  %41 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %43 = mul i64 %39, %42
  %44 = add i64 %43, %33
  %45 = getelementptr float, float* %41, i64 %44
  %46 = load float, float* %45
  %47 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %49 = mul i64 %31, %48
  %50 = add i64 %49, %33
  %51 = getelementptr float, float* %47, i64 %50
  %52 = load float, float* %51
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %54 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %55 = mul i64 %40, %54
  %56 = add i64 %55, %33
  %57 = getelementptr float, float* %53, i64 %56
  %58 = load float, float* %57
  %59 = fmul float %46, 0.25
  %60 = fmul float %52, 0.5
  %61 = fmul float %58, 0.25
  %62 = fadd float %59, %60
  %63 = fadd float %62, %61
  br label %bb8

bb7:
  %64 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 1
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, 4, 0
  %66 = mul i64 %31, %65
  %67 = add i64 %66, %33
  %68 = getelementptr float, float* %64, i64 %67
  %69 = load float, float* %68
  br label %bb8

bb8:
  %70 = phi float [ %63, %bb6 ], [ %69, %bb7 ]
  %71 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 1
  %72 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %27, 4, 0
  %73 = mul i64 %31, %72
  %74 = add i64 %73, %33
  %75 = getelementptr float, float* %71, i64 %74
  store float %70, float* %75
  %76 = add i64 %33, 1
  br label %bb3
}

define float @sum(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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
  %16 = phi i64 [ 0, %bb0 ], [ %22, %bb4 ]
  %17 = phi float [ 0.0, %bb0 ], [ %20, %bb4 ]
  %18 = icmp slt i64 %16, %14
  br i1 %18, label %bb3, label %bb2

bb2:
  ret float %17

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %30, %bb5 ]
  %20 = phi float [ %17, %bb1 ], [ %29, %bb5 ]
  %21 = icmp slt i64 %19, %15
  br i1 %21, label %bb5, label %bb4

bb4:
  %22 = add i64 %16, 1
  br label %bb1

bb5:
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %25 = mul i64 %16, %24
  %26 = add i64 %25, %19
  %27 = getelementptr float, float* %23, i64 %26
  %28 = load float, float* %27
  %29 = fadd float %20, %28
  %30 = add i64 %19, 1
  br label %bb3
}

define i32 @main() {
bb0:
  %0 = getelementptr float, float* null, i64 256
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 16, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 16, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 16, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = getelementptr float, float* null, i64 256
  %12 = ptrtoint float* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to float*
  %15 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %14, 0
  %16 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %15, float* %14, 1
  %17 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %16, i64 0, 2
  %18 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %17, i64 16, 3, 0
  %19 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %18, i64 16, 3, 1
  %20 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %19, i64 16, 4, 0
  %21 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %20, i64 1, 4, 1
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @fill(float* %22, float* %23, i64 %24, i64 %25, i64 %26, i64 %27, i64 %28)
  %29 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %30 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  call void @print_i64(i64 %29)
  call void @print_i64(i64 %30)
  %31 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %32 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %33 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %34 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %35 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %36 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %37 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %38 = call float @sum(float* %31, float* %32, i64 %33, i64 %34, i64 %35, i64 %36, i64 %37)
  call void @print_f32(float %38)
  %39 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %40 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %41 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %42 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %43 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %45 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %46 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 0
  %47 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 1
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 2
  %49 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 3, 0
  %50 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 3, 1
  %51 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 4, 0
  %52 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 4, 1
  call void @stencil_rows(float* %39, float* %40, i64 %41, i64 %42, i64 %43, i64 %44, i64 %45, float* %46, float* %47, i64 %48, i64 %49, i64 %50, i64 %51, i64 %52)
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 0
  %54 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 1
  %55 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 2
  %56 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 3, 0
  %57 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 3, 1
  %58 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 4, 0
  %59 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 4, 1
  %60 = call float @sum(float* %53, float* %54, i64 %55, i64 %56, i64 %57, i64 %58, i64 %59)
  call void @print_f32(float %60)
  %61 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 1
  %62 = mul i64 1, 16
  %63 = add i64 %62, 1
  %64 = getelementptr float, float* %61, i64 %63
  %65 = load float, float* %64
  %66 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 1
  %67 = mul i64 5, 16
  %68 = add i64 %67, 9
  %69 = getelementptr float, float* %66, i64 %68
  %70 = load float, float* %69
  call void @print_f32(float %65)
  call void @print_f32(float %70)
  %71 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 0
  %72 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 1
  %73 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 2
  %74 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 3, 0
  %75 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 3, 1
  %76 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 4, 0
  %77 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 4, 1
  %78 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %79 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %80 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %81 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %82 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %83 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %84 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @stencil_cols(float* %71, float* %72, i64 %73, i64 %74, i64 %75, i64 %76, i64 %77, float* %78, float* %79, i64 %80, i64 %81, i64 %82, i64 %83, i64 %84)
  %85 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %86 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %87 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %88 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %89 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %90 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %91 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %92 = call float @sum(float* %85, float* %86, i64 %87, i64 %88, i64 %89, i64 %90, i64 %91)
  call void @print_f32(float %92)
  %93 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %94 = mul i64 1, 16
  %95 = add i64 %94, 1
  %96 = getelementptr float, float* %93, i64 %95
  %97 = load float, float* %96
  call void @print_f32(float %97)
  %98 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %99 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %100 = mul i64 5, %99
  %101 = add i64 %100, 9
  %102 = getelementptr float, float* %98, i64 %101
  %103 = load float, float* %102
  call void @print_f32(float %103)
  %104 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  call void @print_i64(i64 %104)
  %105 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %106 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %107 = mul i64 14, %106
  %108 = add i64 %107, 7
  %109 = getelementptr float, float* %105, i64 %108
  %110 = load float, float* %109
  call void @print_f32(float %110)
  %111 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %112 = mul i64 8, 16
  %113 = add i64 %112, 0
  %114 = getelementptr float, float* %111, i64 %113
  %115 = load float, float* %114
  call void @print_f32(float %115)
  %116 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %21, 0
  %117 = bitcast float* %116 to i8*
  call void @free(i8* %117)
  %118 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %119 = bitcast float* %118 to i8*
  call void @free(i8* %119)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
