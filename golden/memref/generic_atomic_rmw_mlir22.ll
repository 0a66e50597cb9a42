; ModuleID = 'generic_atomic_rmw_mlir22.mlir'
source_filename = "generic_atomic_rmw_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i32, i32* null, i64 3
  %1 = ptrtoint i32* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i32*
  %4 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %3, 0
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %4, i32* %3, 1
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %10 = getelementptr i32, i32* %9, i64 1
  store i32 9, i32* %10
  %11 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr i32, i32* %11, i64 1
  %13 = load i32, i32* %12
  br label %bb1

bb1:
  %14 = phi i32 [ %13, %bb0 ], [ %17, %bb1 ]
  %15 = mul i32 %14, -4
  %16 = cmpxchg i32* %12, i32 %14, i32 %15 acq_rel monotonic
  %17 = extractvalue { i32, i1 } %16, 0
  %18 = extractvalue { i32, i1 } %16, 1
  br i1 %18, label %bb2, label %bb1

bb2:
  %19 = phi i32 [ %17, %bb1 ]
  %20 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr i32, i32* %20, i64 1
  %22 = load i32, i32* %21
  br label %bb3

bb3:
  %23 = phi i32 [ %22, %bb2 ], [ %26, %bb3 ]
  %24 = add i32 %23, 9
  %25 = cmpxchg i32* %21, i32 %23, i32 %24 acq_rel monotonic
  %26 = extractvalue { i32, i1 } %25, 0
  %27 = extractvalue { i32, i1 } %25, 1
  br i1 %27, label %bb4, label %bb3

bb4:
  %28 = phi i32 [ %26, %bb3 ]
  %29 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %30 = getelementptr i32, i32* %29, i64 1
  %31 = load i32, i32* %30
  br label %bb5

bb5:
  %32 = phi i32 [ %31, %bb4 ], [ %36, %bb5 ]
  %33 = icmp slt i32 %32, 9
  %34 = select i1 %33, i32 9, i32 %32
  %35 = cmpxchg i32* %30, i32 %32, i32 %34 acq_rel monotonic
  %36 = extractvalue { i32, i1 } %35, 0
  %37 = extractvalue { i32, i1 } %35, 1
  br i1 %37, label %bb6, label %bb5

bb6:
  %38 = phi i32 [ %36, %bb5 ]
  %39 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %40 = getelementptr i32, i32* %39, i64 1
  %41 = load i32, i32* %40
  %42 = sext i32 %19 to i64
  call void @print_i64(i64 %42)
  %43 = sext i32 %28 to i64
  call void @print_i64(i64 %43)
  %44 = sext i32 %38 to i64
  call void @print_i64(i64 %44)
  %45 = sext i32 %41 to i64
  call void @print_i64(i64 %45)
  %46 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 0
  %47 = bitcast i32* %46 to i8*
  call void @free(i8* %47)
  %48 = alloca i64, i64 2
  %49 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %48, 0
  %50 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %49, i64* %48, 1
  %51 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %50, i64 0, 2
  %52 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %51, i64 2, 3, 0
  %53 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, i64 1, 4, 0
  %54 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %55 = getelementptr i64, i64* %54, i64 0
  store i64 0, i64* %55
  %56 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %57 = getelementptr i64, i64* %56, i64 1
  store i64 1, i64* %57
  br label %bb7

bb7:
  %58 = phi i64 [ 0, %bb6 ], [ %113, %bb13 ]
  %59 = icmp slt i64 %58, 5
  br i1 %59, label %bb11, label %bb8

bb8:
  %60 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %61 = getelementptr i64, i64* %60, i64 1
  %62 = load i64, i64* %61
  call void @print_i64(i64 %62)
  %63 = getelementptr i8, i8* null, i64 4
  %64 = ptrtoint i8* %63 to i64
  %65 = call i8* @malloc(i64 %64)
  %66 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } undef, i8* %65, 0
  %67 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %66, i8* %65, 1
  %68 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %67, i64 0, 2
  %69 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %68, i64 2, 3, 0
  %70 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %69, i64 2, 3, 1
  %71 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %70, i64 2, 4, 0
  %72 = insertvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %71, i64 1, 4, 1
  %73 = extractvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %72, 1
  %74 = mul i64 1, 2
  %75 = add i64 %74, 0
  %76 = getelementptr i8, i8* %73, i64 %75
  store i8 127, i8* %76
  %77 = extractvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %72, 1
  %78 = mul i64 1, 2
  %79 = add i64 %78, 0
  %80 = getelementptr i8, i8* %77, i64 %79
  %81 = load i8, i8* %80
  br label %bb9

bb9:
  %82 = phi i8 [ %81, %bb8 ], [ %85, %bb9 ]
  %83 = add i8 %82, 3
  %84 = cmpxchg i8* %80, i8 %82, i8 %83 acq_rel monotonic
  %85 = extractvalue { i8, i1 } %84, 0
  %86 = extractvalue { i8, i1 } %84, 1
  br i1 %86, label %bb10, label %bb9

bb10:
  %87 = phi i8 [ %85, %bb9 ]
  %88 = extractvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %72, 1
  %89 = mul i64 1, 2
  %90 = add i64 %89, 0
  %91 = getelementptr i8, i8* %88, i64 %90
  %92 = load i8, i8* %91
  %93 = sext i8 %87 to i64
  call void @print_i64(i64 %93)
  %94 = sext i8 %92 to i64
  call void @print_i64(i64 %94)
  %95 = extractvalue { i8*, i8*, i64, [2 x i64], [2 x i64] } %72, 0
  call void @free(i8* %95)
  ret i32 0

bb11:
  %96 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %97 = getelementptr i64, i64* %96, i64 1
  %98 = load i64, i64* %97
  %99 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %100 = getelementptr i64, i64* %99, i64 0
  %101 = load i64, i64* %100
  %102 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %103 = getelementptr i64, i64* %102, i64 0
  store i64 %98, i64* %103
  %104 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %53, 1
  %105 = getelementptr i64, i64* %104, i64 1
  %106 = load i64, i64* %105
  br label %bb12

bb12:
  %107 = phi i64 [ %106, %bb11 ], [ %110, %bb12 ]
  %108 = add i64 %107, %101
  %109 = cmpxchg i64* %105, i64 %107, i64 %108 acq_rel monotonic
  %110 = extractvalue { i64, i1 } %109, 0
  %111 = extractvalue { i64, i1 } %109, 1
  br i1 %111, label %bb13, label %bb12

bb13:
  %112 = phi i64 [ %110, %bb12 ]
  call void @print_i64(i64 %112)
  %113 = add i64 %58, 1
  br label %bb7
}

declare i8* @malloc(i64)

declare void @free(i8*)
