; ModuleID = 'globals.mlir'
source_filename = "globals.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = private constant [2 x [3 x float]] [[3 x float] [float 1.5, float 2.5, float 3.5], [3 x float] [float 4.5, float 5.5, float 6.5]]

@counters = global [4 x i32] [i32 7, i32 7, i32 7, i32 7]

@scratch = private global [3 x i64] undef

@scalar = private global i64 41, align 64

@idx = private constant [3 x i64] [i64 10, i64 20, i64 30]

@flags = private global [2 x [2 x i1]] [[2 x i1] [i1 true, i1 false], [2 x i1] [i1 false, i1 true]]

@defined_later = private global [2 x i64] [i64 4, i64 -5]

declare void @print_i64(i64)

declare void @print_f32(float)

define float @sum_row(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) {
bb0:
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, float* %1, 1
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %16 = mul i64 %7, 3
  %17 = add i64 %16, 0
  %18 = getelementptr float, float* %15, i64 %17
  %19 = load float, float* %18
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %21 = mul i64 %7, 3
  %22 = add i64 %21, 1
  %23 = getelementptr float, float* %20, i64 %22
  %24 = load float, float* %23
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %14, 1
  %26 = mul i64 %7, 3
  %27 = add i64 %26, 2
  %28 = getelementptr float, float* %25, i64 %27
  %29 = load float, float* %28
  %30 = fadd float %19, %24
  %31 = fadd float %30, %29
  ret float %31
}

define void @bump(i64 %0) {
bb0:
  %1 = getelementptr [4 x i32], [4 x i32]* @counters, i64 0, i64 0
  %2 = inttoptr i64 3735928559 to i32*
  %3 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %2, 0
  %4 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %3, i32* %1, 1
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %4, i64 0, 2
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, i64 4, 3, 0
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i64 1, 4, 0
  %8 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, 1
  %9 = getelementptr i32, i32* %8, i64 %0
  %10 = load i32, i32* %9
  %11 = add i32 %10, 1
  %12 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, 1
  %13 = getelementptr i32, i32* %12, i64 %0
  store i32 %11, i32* %13
  ret void
}

define i64 @late() {
bb0:
  %0 = getelementptr [2 x i64], [2 x i64]* @defined_later, i64 0, i64 0
  %1 = inttoptr i64 3735928559 to i64*
  %2 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %1, 0
  %3 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %2, i64* %0, 1
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %8 = getelementptr i64, i64* %7, i64 1
  %9 = load i64, i64* %8
  ret i64 %9
}

define i32 @main() {
bb0:
  %0 = getelementptr [2 x [3 x float]], [2 x [3 x float]]* @table, i64 0, i64 0, i64 0
  %1 = inttoptr i64 3735928559 to float*
  %2 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %1, 0
  %3 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, float* %0, 1
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, i64 0, 2
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 0
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 1
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 3, 4, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 1, 4, 1
  %9 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 1
  %10 = mul i64 1, 3
  %11 = add i64 %10, 2
  %12 = getelementptr float, float* %9, i64 %11
  %13 = load float, float* %12
  call void @print_f32(float %13)
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 0
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 1
  %16 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 2
  %17 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 3, 0
  %18 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 3, 1
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 4, 0
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 4, 1
  %21 = call float @sum_row(float* %14, float* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 0)
  call void @print_f32(float %21)
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 0
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 1
  %24 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 2
  %25 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 3, 0
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 3, 1
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 4, 0
  %28 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, 4, 1
  %29 = call float @sum_row(float* %22, float* %23, i64 %24, i64 %25, i64 %26, i64 %27, i64 %28, i64 1)
  call void @print_f32(float %29)
  call void @bump(i64 2)
  call void @bump(i64 2)
  call void @bump(i64 0)
  %30 = getelementptr [4 x i32], [4 x i32]* @counters, i64 0, i64 0
  %31 = inttoptr i64 3735928559 to i32*
  %32 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %31, 0
  %33 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %32, i32* %30, 1
  %34 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %33, i64 0, 2
  %35 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %34, i64 4, 3, 0
  %36 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %35, i64 1, 4, 0
  %37 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %36, 1
  %38 = getelementptr i32, i32* %37, i64 0
  %39 = load i32, i32* %38
  %40 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %36, 1
  %41 = getelementptr i32, i32* %40, i64 2
  %42 = load i32, i32* %41
  %43 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %36, 1
  %44 = getelementptr i32, i32* %43, i64 3
  %45 = load i32, i32* %44
  %46 = sext i32 %39 to i64
  %47 = sext i32 %42 to i64
  %48 = sext i32 %45 to i64
  call void @print_i64(i64 %46)
  call void @print_i64(i64 %47)
  call void @print_i64(i64 %48)
  %49 = getelementptr [3 x i64], [3 x i64]* @scratch, i64 0, i64 0
  %50 = inttoptr i64 3735928559 to i64*
  %51 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %50, 0
  %52 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %51, i64* %49, 1
  %53 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, i64 0, 2
  %54 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, i64 3, 3, 0
  %55 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %54, i64 1, 4, 0
  %56 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %57 = getelementptr i64, i64* %56, i64 1
  store i64 123, i64* %57
  %58 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %59 = getelementptr i64, i64* %58, i64 1
  %60 = load i64, i64* %59
  call void @print_i64(i64 %60)
  %61 = getelementptr i64, i64* @scalar, i64 0
  %62 = inttoptr i64 3735928559 to i64*
  %63 = insertvalue { i64*, i64*, i64 } undef, i64* %62, 0
  %64 = insertvalue { i64*, i64*, i64 } %63, i64* %61, 1
  %65 = insertvalue { i64*, i64*, i64 } %64, i64 0, 2
  %66 = extractvalue { i64*, i64*, i64 } %65, 1
  %67 = load i64, i64* %66
  %68 = add i64 %67, 1
  %69 = extractvalue { i64*, i64*, i64 } %65, 1
  store i64 %68, i64* %69
  %70 = getelementptr i64, i64* @scalar, i64 0
  %71 = inttoptr i64 3735928559 to i64*
  %72 = insertvalue { i64*, i64*, i64 } undef, i64* %71, 0
  %73 = insertvalue { i64*, i64*, i64 } %72, i64* %70, 1
  %74 = insertvalue { i64*, i64*, i64 } %73, i64 0, 2
  %75 = extractvalue { i64*, i64*, i64 } %74, 1
  %76 = load i64, i64* %75
  call void @print_i64(i64 %76)
  %77 = getelementptr [3 x i64], [3 x i64]* @idx, i64 0, i64 0
  %78 = inttoptr i64 3735928559 to i64*
  %79 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %78, 0
  %80 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %79, i64* %77, 1
  %81 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %80, i64 0, 2
  %82 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %81, i64 3, 3, 0
  %83 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %82, i64 1, 4, 0
  %84 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %83, 1
  %85 = getelementptr i64, i64* %84, i64 2
  %86 = load i64, i64* %85
  call void @print_i64(i64 %86)
  %87 = getelementptr [2 x [2 x i1]], [2 x [2 x i1]]* @flags, i64 0, i64 0, i64 0
  %88 = inttoptr i64 3735928559 to i1*
  %89 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } undef, i1* %88, 0
  %90 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %89, i1* %87, 1
  %91 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %90, i64 0, 2
  %92 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %91, i64 2, 3, 0
  %93 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %92, i64 2, 3, 1
  %94 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %93, i64 2, 4, 0
  %95 = insertvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %94, i64 1, 4, 1
  %96 = extractvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %95, 1
  %97 = mul i64 0, 2
  %98 = add i64 %97, 1
  %99 = getelementptr i1, i1* %96, i64 %98
  %100 = load i1, i1* %99
  %101 = extractvalue { i1*, i1*, i64, [2 x i64], [2 x i64] } %95, 1
  %102 = mul i64 1, 2
  %103 = add i64 %102, 1
  %104 = getelementptr i1, i1* %101, i64 %103
  %105 = load i1, i1* %104
  %106 = zext i1 %100 to i64
  %107 = zext i1 %105 to i64
  call void @print_i64(i64 %106)
  call void @print_i64(i64 %107)
  %108 = call i64 @late()
  call void @print_i64(i64 %108)
  ret i32 0
}
