; ModuleID = 'reshape_mlir22.mlir'
source_filename = "reshape_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 12
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 12, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %114, %bb3 ]
  %10 = icmp slt i64 %9, 12
  br i1 %10, label %bb3, label %bb2

bb2:
  %11 = alloca i64, i64 2
  %12 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %11, 0
  %13 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %12, i64* %11, 1
  %14 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %13, i64 0, 2
  %15 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, i64 2, 3, 0
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, i64 1, 4, 0
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %18 = getelementptr i64, i64* %17, i64 0
  store i64 3, i64* %18
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %20 = getelementptr i64, i64* %19, i64 1
  store i64 4, i64* %20
  %21 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %23 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %21, 0
  %24 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %23, i64* %22, 1
  %25 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %24, i64 0, 2
  %26 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %25, i64 3, 3, 0
  %27 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, i64 4, 3, 1
  %28 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %27, i64 4, 4, 0
  %29 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %28, i64 1, 4, 1
  %30 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %29, 1
  %31 = mul i64 2, 4
  %32 = add i64 %31, 1
  %33 = getelementptr i64, i64* %30, i64 %32
  %34 = load i64, i64* %33
  call void @print_i64(i64 %34)
  %35 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %36 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %37 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %38 = getelementptr i64, i64* %37, i64 0
  %39 = load i64, i64* %38
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %41 = getelementptr i64, i64* %40, i64 1
  %42 = load i64, i64* %41
  %43 = mul i64 %42, %39
  %44 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %35, 0
  %45 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, i64* %36, 1
  %46 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %45, i64 0, 2
  %47 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %46, i64 %39, 3, 0
  %48 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, i64 %42, 3, 1
  %49 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %48, i64 %42, 4, 0
  %50 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %49, i64 1, 4, 1
  %51 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %50, 1
  %52 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %50, 4, 0
  %53 = mul i64 1, %52
  %54 = add i64 %53, 3
  %55 = getelementptr i64, i64* %51, i64 %54
  %56 = load i64, i64* %55
  call void @print_i64(i64 %56)
  %57 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %50, 3, 1
  call void @print_i64(i64 %57)
  %58 = alloca i64, i64 3
  %59 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %58, 0
  %60 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %59, i64* %58, 1
  %61 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %60, i64 0, 2
  %62 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %61, i64 3, 3, 0
  %63 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %62, i64 1, 4, 0
  %64 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %65 = getelementptr i64, i64* %64, i64 0
  store i64 2, i64* %65
  %66 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %67 = getelementptr i64, i64* %66, i64 1
  store i64 2, i64* %67
  %68 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %69 = getelementptr i64, i64* %68, i64 2
  store i64 3, i64* %69
  %70 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %71 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %72 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %73 = getelementptr i64, i64* %72, i64 1
  %74 = load i64, i64* %73
  %75 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %76 = getelementptr i64, i64* %75, i64 2
  %77 = load i64, i64* %76
  %78 = mul i64 %77, %74
  %79 = mul i64 %78, 2
  %80 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %70, 0
  %81 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, i64* %71, 1
  %82 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, i64 0, 2
  %83 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %82, i64 2, 3, 0
  %84 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %83, i64 %74, 3, 1
  %85 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %84, i64 %77, 3, 2
  %86 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %85, i64 %78, 4, 0
  %87 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %86, i64 %77, 4, 1
  %88 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, i64 1, 4, 2
  %89 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, 1
  %90 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, 4, 0
  %91 = mul i64 1, %90
  %92 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, 4, 1
  %93 = mul i64 1, %92
  %94 = add i64 %91, %93
  %95 = add i64 %94, 2
  %96 = getelementptr i64, i64* %89, i64 %95
  %97 = load i64, i64* %96
  call void @print_i64(i64 %97)
  %98 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, 1
  %99 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, 4, 0
  %100 = mul i64 0, %99
  %101 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, 4, 1
  %102 = mul i64 1, %101
  %103 = add i64 %100, %102
  %104 = add i64 %103, 0
  %105 = getelementptr i64, i64* %98, i64 %104
  store i64 -1, i64* %105
  %106 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %107 = getelementptr i64, i64* %106, i64 3
  %108 = load i64, i64* %107
  call void @print_i64(i64 %108)
  %109 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %110 = bitcast i64* %109 to i8*
  call void @free(i8* %110)
  ret i32 0

bb3:
  %111 = mul i64 %9, %9
  %112 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %113 = getelementptr i64, i64* %112, i64 %9
  store i64 %111, i64* %113
  %114 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
