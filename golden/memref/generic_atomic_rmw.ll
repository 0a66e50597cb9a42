; ModuleID = 'generic_atomic_rmw.mlir'
source_filename = "generic_atomic_rmw.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @show32(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define i32 @add2(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i32 %9) {
bb0:
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %0, 0
  %11 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, i32* %1, 1
  %12 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %11, i64 %2, 2
  %13 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %15, i64 %6, 4, 1
  %17 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %16, 1
  %18 = mul i64 %7, 3
  %19 = add i64 %18, %8
  %20 = getelementptr i32, i32* %17, i64 %19
  %21 = load i32, i32* %20
  br label %bb1

bb1:
  %22 = phi i32 [ %21, %bb0 ], [ %25, %bb1 ]
  %23 = add i32 %22, %9
  %24 = cmpxchg i32* %20, i32 %22, i32 %23 acq_rel monotonic
  %25 = extractvalue { i32, i1 } %24, 0
  %26 = extractvalue { i32, i1 } %24, 1
  br i1 %26, label %bb2, label %bb1

bb2:
  %27 = phi i32 [ %25, %bb1 ]
  ret i32 %27
}

define i32 @rsub2(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i32 %9) {
bb0:
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %0, 0
  %11 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, i32* %1, 1
  %12 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %11, i64 %2, 2
  %13 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %15, i64 %6, 4, 1
  %17 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %16, 1
  %18 = mul i64 %7, 3
  %19 = add i64 %18, %8
  %20 = getelementptr i32, i32* %17, i64 %19
  %21 = load i32, i32* %20
  br label %bb1

bb1:
  %22 = phi i32 [ %21, %bb0 ], [ %25, %bb1 ]
  %23 = sub i32 %9, %22
  %24 = cmpxchg i32* %20, i32 %22, i32 %23 acq_rel monotonic
  %25 = extractvalue { i32, i1 } %24, 0
  %26 = extractvalue { i32, i1 } %24, 1
  br i1 %26, label %bb2, label %bb1

bb2:
  %27 = phi i32 [ %25, %bb1 ]
  ret i32 %27
}

define i32 @max2(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i32 %9) {
bb0:
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %0, 0
  %11 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, i32* %1, 1
  %12 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %11, i64 %2, 2
  %13 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %15, i64 %6, 4, 1
  %17 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %16, 1
  %18 = mul i64 %7, 3
  %19 = add i64 %18, %8
  %20 = getelementptr i32, i32* %17, i64 %19
  %21 = load i32, i32* %20
  br label %bb1

bb1:
  %22 = phi i32 [ %21, %bb0 ], [ %26, %bb1 ]
  %23 = icmp sgt i32 %22, %9
  %24 = select i1 %23, i32 %22, i32 %9
  %25 = cmpxchg i32* %20, i32 %22, i32 %24 acq_rel monotonic
  %26 = extractvalue { i32, i1 } %25, 0
  %27 = extractvalue { i32, i1 } %25, 1
  br i1 %27, label %bb2, label %bb1

bb2:
  %28 = phi i32 [ %26, %bb1 ]
  ret i32 %28
}

define signext i8 @satadd(i8* %0, i8* %1, i64 %2, i8 %3) {
bb0:
  %4 = insertvalue { i8*, i8*, i64 } undef, i8* %0, 0
  %5 = insertvalue { i8*, i8*, i64 } %4, i8* %1, 1
  %6 = insertvalue { i8*, i8*, i64 } %5, i64 %2, 2
  %7 = extractvalue { i8*, i8*, i64 } %6, 1
  %8 = load i8, i8* %7
  br label %bb1

bb1:
  %9 = phi i8 [ %8, %bb0 ], [ %14, %bb1 ]
  %10 = add i8 %9, %3
  %11 = icmp slt i8 %10, %9
  %12 = select i1 %11, i8 127, i8 %10
  %13 = cmpxchg i8* %7, i8 %9, i8 %12 acq_rel monotonic
  %14 = extractvalue { i8, i1 } %13, 0
  %15 = extractvalue { i8, i1 } %13, 1
  br i1 %15, label %bb2, label %bb1

bb2:
  %16 = phi i8 [ %14, %bb1 ]
  ret i8 %16
}

define signext i16 @double16(i16* %0, i16* %1, i64 %2, i64 %3, i64 %4, i64 %5) {
bb0:
  %6 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } undef, i16* %0, 0
  %7 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %6, i16* %1, 1
  %8 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %10, 1
  %12 = getelementptr i16, i16* %11, i64 %5
  %13 = load i16, i16* %12
  br label %bb1

bb1:
  %14 = phi i16 [ %13, %bb0 ], [ %17, %bb1 ]
  %15 = add i16 %14, %14
  %16 = cmpxchg i16* %12, i16 %14, i16 %15 acq_rel monotonic
  %17 = extractvalue { i16, i1 } %16, 0
  %18 = extractvalue { i16, i1 } %16, 1
  br i1 %18, label %bb2, label %bb1

bb2:
  %19 = phi i16 [ %17, %bb1 ]
  ret i16 %19
}

define i64 @mac(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64* %1, 1
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %11, 1
  %13 = getelementptr i64, i64* %12, i64 %5
  %14 = load i64, i64* %13
  br label %bb1

bb1:
  %15 = phi i64 [ %14, %bb0 ], [ %19, %bb1 ]
  %16 = mul i64 %15, 3
  %17 = add i64 %16, %6
  %18 = cmpxchg i64* %13, i64 %15, i64 %17 acq_rel monotonic
  %19 = extractvalue { i64, i1 } %18, 0
  %20 = extractvalue { i64, i1 } %18, 1
  br i1 %20, label %bb2, label %bb1

bb2:
  %21 = phi i64 [ %19, %bb1 ]
  ret i64 %21
}

define i32 @main() {
bb0:
  %0 = getelementptr i32, i32* null, i64 6
  %1 = ptrtoint i32* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i32*
  %4 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %3, 0
  %5 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %4, i32* %3, 1
  %6 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %7, i64 3, 3, 1
  %9 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %8, i64 3, 4, 0
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %12 = mul i64 1, 3
  %13 = add i64 %12, 2
  %14 = getelementptr i32, i32* %11, i64 %13
  store i32 5, i32* %14
  %15 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 0
  %16 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %17 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 2
  %18 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %19 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %20 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %21 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %22 = call i32 @add2(i32* %15, i32* %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21, i64 1, i64 2, i32 -7)
  call void @show32(i32 %22)
  %23 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 0
  %24 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %25 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 2
  %26 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %27 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %28 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %29 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %30 = call i32 @rsub2(i32* %23, i32* %24, i64 %25, i64 %26, i64 %27, i64 %28, i64 %29, i64 1, i64 2, i32 5)
  call void @show32(i32 %30)
  %31 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 0
  %32 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %33 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 2
  %34 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %35 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %36 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %37 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %38 = call i32 @max2(i32* %31, i32* %32, i64 %33, i64 %34, i64 %35, i64 %36, i64 %37, i64 1, i64 2, i32 -7)
  call void @show32(i32 %38)
  %39 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 0
  %40 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %41 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 2
  %42 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %43 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %44 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %45 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  %46 = call i32 @add2(i32* %39, i32* %40, i64 %41, i64 %42, i64 %43, i64 %44, i64 %45, i64 1, i64 2, i32 -7)
  call void @show32(i32 %46)
  %47 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %48 = mul i64 1, 3
  %49 = add i64 %48, 2
  %50 = getelementptr i32, i32* %47, i64 %49
  %51 = load i32, i32* %50
  call void @show32(i32 %51)
  %52 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 0
  %53 = bitcast i32* %52 to i8*
  call void @free(i8* %53)
  %54 = alloca i8
  %55 = insertvalue { i8*, i8*, i64 } undef, i8* %54, 0
  %56 = insertvalue { i8*, i8*, i64 } %55, i8* %54, 1
  %57 = insertvalue { i8*, i8*, i64 } %56, i64 0, 2
  %58 = extractvalue { i8*, i8*, i64 } %57, 1
  store i8 100, i8* %58
  %59 = extractvalue { i8*, i8*, i64 } %57, 0
  %60 = extractvalue { i8*, i8*, i64 } %57, 1
  %61 = extractvalue { i8*, i8*, i64 } %57, 2
  %62 = call i8 @satadd(i8* %59, i8* %60, i64 %61, i8 100)
  %63 = extractvalue { i8*, i8*, i64 } %57, 0
  %64 = extractvalue { i8*, i8*, i64 } %57, 1
  %65 = extractvalue { i8*, i8*, i64 } %57, 2
  %66 = call i8 @satadd(i8* %63, i8* %64, i64 %65, i8 100)
  %67 = extractvalue { i8*, i8*, i64 } %57, 1
  %68 = load i8, i8* %67
  %69 = sext i8 %62 to i64
  call void @print_i64(i64 %69)
  %70 = sext i8 %66 to i64
  call void @print_i64(i64 %70)
  %71 = sext i8 %68 to i64
  call void @print_i64(i64 %71)
  %72 = getelementptr i16, i16* null, i64 2
  %73 = ptrtoint i16* %72 to i64
  %74 = call i8* @malloc(i64 %73)
  %75 = bitcast i8* %74 to i16*
  %76 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } undef, i16* %75, 0
  %77 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %76, i16* %75, 1
  %78 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %77, i64 0, 2
  %79 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %78, i64 2, 3, 0
  %80 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %79, i64 1, 4, 0
  %81 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 1
  %82 = getelementptr i16, i16* %81, i64 1
  store i16 20000, i16* %82
  %83 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 0
  %84 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 1
  %85 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 2
  %86 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 3, 0
  %87 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 4, 0
  %88 = call i16 @double16(i16* %83, i16* %84, i64 %85, i64 %86, i64 %87, i64 1)
  %89 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 1
  %90 = getelementptr i16, i16* %89, i64 1
  %91 = load i16, i16* %90
  %92 = sext i16 %88 to i64
  call void @print_i64(i64 %92)
  %93 = sext i16 %91 to i64
  call void @print_i64(i64 %93)
  %94 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %80, 0
  %95 = bitcast i16* %94 to i8*
  call void @free(i8* %95)
  %96 = getelementptr i64, i64* null, i64 4
  %97 = ptrtoint i64* %96 to i64
  %98 = call i8* @malloc(i64 %97)
  %99 = bitcast i8* %98 to i64*
  %100 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %99, 0
  %101 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %100, i64* %99, 1
  %102 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %101, i64 0, 2
  %103 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %102, i64 4, 3, 0
  %104 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %103, i64 1, 4, 0
  %105 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 1
  %106 = getelementptr i64, i64* %105, i64 0
  store i64 0, i64* %106
  %107 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 1
  %108 = getelementptr i64, i64* %107, i64 1
  store i64 0, i64* %108
  br label %bb1

bb1:
  %109 = phi i64 [ 0, %bb0 ], [ %126, %bb3 ]
  %110 = icmp slt i64 %109, 4
  br i1 %110, label %bb3, label %bb2

bb2:
  %111 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 1
  %112 = getelementptr i64, i64* %111, i64 0
  %113 = load i64, i64* %112
  call void @print_i64(i64 %113)
  %114 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 1
  %115 = getelementptr i64, i64* %114, i64 1
  %116 = load i64, i64* %115
  call void @print_i64(i64 %116)
  %117 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 0
  %118 = bitcast i64* %117 to i8*
  call void @free(i8* %118)
  ret i32 0

bb3:
  %119 = urem i64 %109, 2
  %120 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 0
  %121 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 1
  %122 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 2
  %123 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 3, 0
  %124 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, 4, 0
  %125 = call i64 @mac(i64* %120, i64* %121, i64 %122, i64 %123, i64 %124, i64 %119, i64 %109)
  call void @print_i64(i64 %125)
  %126 = add i64 %109, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
