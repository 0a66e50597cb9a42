; ModuleID = 'index32_memref.mlir'
source_filename = "index32_memref.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define { i32*, i32*, i32, [2 x i32], [2 x i32] } @make(i32 %0, i32 %1) {
bb0:
  %2 = mul i32 %1, %0
  %3 = zext i32 %2 to i64
  %4 = getelementptr i32, i32* null, i64 %3
  %5 = ptrtoint i32* %4 to i64
  %6 = call i8* @malloc(i64 %5)
  %7 = bitcast i8* %6 to i32*
  %8 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %7, 0
  %9 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %8, i32* %7, 1
  %10 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %9, i32 0, 2
  %11 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %10, i32 %0, 3, 0
  %12 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %11, i32 %1, 3, 1
  %13 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %12, i32 %1, 4, 0
  %14 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, i32 1, 4, 1
  br label %bb1

bb1:
  %15 = phi i32 [ 0, %bb0 ], [ %19, %bb3 ]
  %16 = icmp slt i32 %15, %0
  br i1 %16, label %bb3, label %bb2

bb2:
  ret { i32*, i32*, i32, [2 x i32], [2 x i32] } %14

bb3:
  %17 = phi i32 [ 0, %bb1 ], [ %27, %bb4 ]
  %18 = icmp slt i32 %17, %1
  %19 = add i32 %15, 1
  br i1 %18, label %bb4, label %bb1

bb4:
  %20 = mul i32 %15, %1
  %21 = add i32 %20, %17
  %22 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %14, 1
  %23 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %14, 4, 0
  %24 = mul i32 %15, %23
  %25 = add i32 %24, %17
  %26 = getelementptr i32, i32* %22, i32 %25
  store i32 %21, i32* %26
  %27 = add i32 %17, 1
  br label %bb3
}

define void @transpose(i32* %0, i32* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32* %7, i32* %8, i32 %9, i32 %10, i32 %11, i32 %12, i32 %13) {
bb0:
  %14 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %0, 0
  %15 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %14, i32* %1, 1
  %16 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %15, i32 %2, 2
  %17 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %16, i32 %3, 3, 0
  %18 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %17, i32 %4, 3, 1
  %19 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %18, i32 %5, 4, 0
  %20 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, i32 %6, 4, 1
  %21 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %7, 0
  %22 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %21, i32* %8, 1
  %23 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %22, i32 %9, 2
  %24 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %23, i32 %10, 3, 0
  %25 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %24, i32 %11, 3, 1
  %26 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %25, i32 %12, 4, 0
  %27 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %26, i32 %13, 4, 1
  %28 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %20, 3, 0
  %29 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %20, 3, 1
  br label %bb1

bb1:
  %30 = phi i32 [ 0, %bb0 ], [ %34, %bb3 ]
  %31 = icmp slt i32 %30, %28
  br i1 %31, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %32 = phi i32 [ 0, %bb1 ], [ %46, %bb4 ]
  %33 = icmp slt i32 %32, %29
  %34 = add i32 %30, 1
  br i1 %33, label %bb4, label %bb1

bb4:
  %35 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %20, 1
  %36 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %20, 4, 0
  %37 = mul i32 %30, %36
  %38 = add i32 %37, %32
  %39 = getelementptr i32, i32* %35, i32 %38
  %40 = load i32, i32* %39
  %41 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %27, 1
  %42 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %27, 4, 0
  %43 = mul i32 %32, %42
  %44 = add i32 %43, %30
  %45 = getelementptr i32, i32* %41, i32 %44
  store i32 %40, i32* %45
  %46 = add i32 %32, 1
  br label %bb3
}

define i64 @checksum(i32* %0, i32* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) {
bb0:
  %7 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %0, 0
  %8 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %7, i32* %1, 1
  %9 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %8, i32 %2, 2
  %10 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %9, i32 %3, 3, 0
  %11 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %10, i32 %4, 3, 1
  %12 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %11, i32 %5, 4, 0
  %13 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %12, i32 %6, 4, 1
  %14 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, 3, 0
  %15 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i32 [ 0, %bb0 ], [ %22, %bb3 ]
  %17 = phi i64 [ 0, %bb0 ], [ %20, %bb3 ]
  %18 = icmp slt i32 %16, %14
  br i1 %18, label %bb3, label %bb2

bb2:
  ret i64 %17

bb3:
  %19 = phi i32 [ 0, %bb1 ], [ %36, %bb4 ]
  %20 = phi i64 [ %17, %bb1 ], [ %35, %bb4 ]
  %21 = icmp slt i32 %19, %15
  %22 = add i32 %16, 1
  br i1 %21, label %bb4, label %bb1

bb4:
  %23 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, 1
  %24 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, 4, 0
  %25 = mul i32 %16, %24
  %26 = add i32 %25, %19
  %27 = getelementptr i32, i32* %23, i32 %26
  %28 = load i32, i32* %27
  %29 = sext i32 %28 to i64
  %30 = mul i32 %16, 100
  %31 = add i32 %30, %19
  %32 = add i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = mul i64 %29, %33
  %35 = add i64 %20, %34
  %36 = add i32 %19, 1
  br label %bb3
}

define i32 @dims_sum(i32* %0, i32* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) {
bb0:
  %7 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %0, 0
  %8 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %7, i32* %1, 1
  %9 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %8, i32 %2, 2
  %10 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %9, i32 %3, 3, 0
  %11 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %10, i32 %4, 3, 1
  %12 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %11, i32 %5, 4, 0
  %13 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %12, i32 %6, 4, 1
  br label %bb1

bb1:
  %14 = phi i32 [ 0, %bb0 ], [ %21, %bb3 ]
  %15 = phi i32 [ 0, %bb0 ], [ %20, %bb3 ]
  %16 = icmp slt i32 %14, 2
  br i1 %16, label %bb3, label %bb2

bb2:
  ret i32 %15

bb3:
  %17 = alloca { i32*, i32*, i32, [2 x i32], [2 x i32] }
  store { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, { i32*, i32*, i32, [2 x i32], [2 x i32] }* %17
  %18 = getelementptr { i32*, i32*, i32, [2 x i32], [2 x i32] }, { i32*, i32*, i32, [2 x i32], [2 x i32] }* %17, i32 0, i32 3, i32 %14
  %19 = load i32, i32* %18
  %20 = add i32 %15, %19
  %21 = add i32 %14, 1
  br label %bb1
}

define void @index_elems(i32* %0, i32* %1, i32 %2, i32 %3, i32 %4, i32* %5, i32* %6, i32 %7) {
bb0:
  %8 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } undef, i32* %0, 0
  %9 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %8, i32* %1, 1
  %10 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %9, i32 %2, 2
  %11 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %10, i32 %3, 3, 0
  %12 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %11, i32 %4, 4, 0
  %13 = insertvalue { i32*, i32*, i32 } undef, i32* %5, 0
  %14 = insertvalue { i32*, i32*, i32 } %13, i32* %6, 1
  %15 = insertvalue { i32*, i32*, i32 } %14, i32 %7, 2
  %16 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %12, 3, 0
  %17 = extractvalue { i32*, i32*, i32 } %15, 1
  store i32 0, i32* %17
  br label %bb1

bb1:
  %18 = phi i32 [ 0, %bb0 ], [ %30, %bb3 ]
  %19 = icmp slt i32 %18, %16
  br i1 %19, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %20 = mul i32 %18, %18
  %21 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %12, 1
  %22 = getelementptr i32, i32* %21, i32 %18
  store i32 %20, i32* %22
  %23 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %12, 1
  %24 = getelementptr i32, i32* %23, i32 %18
  %25 = load i32, i32* %24
  %26 = extractvalue { i32*, i32*, i32 } %15, 1
  %27 = load i32, i32* %26
  %28 = add i32 %27, %25
  %29 = extractvalue { i32*, i32*, i32 } %15, 1
  store i32 %28, i32* %29
  %30 = add i32 %18, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = call { i32*, i32*, i32, [2 x i32], [2 x i32] } @make(i32 5, i32 7)
  %1 = mul i32 5, 7
  %2 = zext i32 %1 to i64
  %3 = getelementptr i32, i32* null, i64 %2
  %4 = ptrtoint i32* %3 to i64
  %5 = add i64 %4, 64
  %6 = call i8* @malloc(i64 %5)
  %7 = bitcast i8* %6 to i32*
  %8 = ptrtoint i32* %7 to i64
  %9 = add i64 %8, 63
  %10 = urem i64 %9, 64
  %11 = sub i64 %9, %10
  %12 = inttoptr i64 %11 to i32*
  %13 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %7, 0
  %14 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %13, i32* %12, 1
  %15 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %14, i32 0, 2
  %16 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %15, i32 7, 3, 0
  %17 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %16, i32 5, 3, 1
  %18 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %17, i32 5, 4, 0
  %19 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %18, i32 1, 4, 1
  %20 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 0
  %21 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 1
  %22 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 2
  %23 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 3, 0
  %24 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 3, 1
  %25 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 4, 0
  %26 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 4, 1
  %27 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 0
  %28 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 1
  %29 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 2
  %30 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 3, 0
  %31 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 3, 1
  %32 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 0
  %33 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 1
  call void @transpose(i32* %20, i32* %21, i32 %22, i32 %23, i32 %24, i32 %25, i32 %26, i32* %27, i32* %28, i32 %29, i32 %30, i32 %31, i32 %32, i32 %33)
  %34 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 0
  %35 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 1
  %36 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 2
  %37 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 3, 0
  %38 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 3, 1
  %39 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 4, 0
  %40 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 4, 1
  %41 = call i64 @checksum(i32* %34, i32* %35, i32 %36, i32 %37, i32 %38, i32 %39, i32 %40)
  call void @print_i64(i64 %41)
  %42 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 0
  %43 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 1
  %44 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 2
  %45 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 3, 0
  %46 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 3, 1
  %47 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 0
  %48 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 1
  %49 = call i64 @checksum(i32* %42, i32* %43, i32 %44, i32 %45, i32 %46, i32 %47, i32 %48)
  call void @print_i64(i64 %49)
  %50 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 1
  %51 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 0
  %52 = mul i32 6, %51
  %53 = add i32 %52, 4
  %54 = getelementptr i32, i32* %50, i32 %53
  %55 = load i32, i32* %54
  %56 = sext i32 %55 to i64
  call void @print_i64(i64 %56)
  %57 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 1
  %58 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 0
  %59 = mul i32 2, %58
  %60 = add i32 %59, 3
  %61 = getelementptr i32, i32* %57, i32 %60
  %62 = load i32, i32* %61
  %63 = sext i32 %62 to i64
  call void @print_i64(i64 %63)
  %64 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 0
  %65 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 1
  %66 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 2
  %67 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 3, 0
  %68 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 3, 1
  %69 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 0
  %70 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 4, 1
  %71 = call i32 @dims_sum(i32* %64, i32* %65, i32 %66, i32 %67, i32 %68, i32 %69, i32 %70)
  %72 = sext i32 %71 to i64
  call void @print_i64(i64 %72)
  %73 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %0, 0
  %74 = bitcast i32* %73 to i8*
  call void @free(i8* %74)
  %75 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %19, 0
  %76 = bitcast i32* %75 to i8*
  call void @free(i8* %76)
  %77 = zext i32 12 to i64
  %78 = getelementptr i32, i32* null, i64 %77
  %79 = ptrtoint i32* %78 to i64
  %80 = call i8* @malloc(i64 %79)
  %81 = bitcast i8* %80 to i32*
  %82 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %81, 0
  %83 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %82, i32* %81, 1
  %84 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %83, i32 0, 2
  %85 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %84, i32 3, 3, 0
  %86 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %85, i32 4, 3, 1
  %87 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %86, i32 4, 4, 0
  %88 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %87, i32 1, 4, 1
  %89 = call { i32*, i32*, i32, [2 x i32], [2 x i32] } @make(i32 3, i32 4)
  %90 = mul i32 3, 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr i32, i32* null, i64 %91
  %93 = ptrtoint i32* %92 to i64
  %94 = call i8* @malloc(i64 %93)
  %95 = bitcast i8* %94 to i32*
  %96 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } undef, i32* %95, 0
  %97 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %96, i32* %95, 1
  %98 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %97, i32 0, 2
  %99 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %98, i32 4, 3, 0
  %100 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %99, i32 3, 3, 1
  %101 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %100, i32 3, 4, 0
  %102 = insertvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %101, i32 1, 4, 1
  %103 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 0
  %104 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 1
  %105 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 2
  %106 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 3, 0
  %107 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 3, 1
  %108 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 4, 0
  %109 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 4, 1
  %110 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 0
  %111 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 1
  %112 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 2
  %113 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 3, 0
  %114 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 3, 1
  %115 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 4, 0
  %116 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 4, 1
  call void @transpose(i32* %103, i32* %104, i32 %105, i32 %106, i32 %107, i32 %108, i32 %109, i32* %110, i32* %111, i32 %112, i32 %113, i32 %114, i32 %115, i32 %116)
  %117 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 0
  %118 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 1
  %119 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 2
  %120 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 3, 0
  %121 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 3, 1
  %122 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 4, 0
  %123 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 4, 1
  %124 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 0
  %125 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 1
  %126 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 2
  %127 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 3, 0
  %128 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 3, 1
  %129 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 4, 0
  %130 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 4, 1
  call void @transpose(i32* %117, i32* %118, i32 %119, i32 %120, i32 %121, i32 %122, i32 %123, i32* %124, i32* %125, i32 %126, i32 %127, i32 %128, i32 %129, i32 %130)
  %131 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 1
  %132 = mul i32 2, 4
  %133 = add i32 %132, 3
  %134 = getelementptr i32, i32* %131, i32 %133
  %135 = load i32, i32* %134
  %136 = sext i32 %135 to i64
  call void @print_i64(i64 %136)
  %137 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 0
  %138 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 1
  %139 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 2
  %140 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 3, 0
  %141 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 3, 1
  %142 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 4, 0
  %143 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 4, 1
  %144 = call i64 @checksum(i32* %137, i32* %138, i32 %139, i32 %140, i32 %141, i32 %142, i32 %143)
  call void @print_i64(i64 %144)
  %145 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %89, 0
  %146 = bitcast i32* %145 to i8*
  call void @free(i8* %146)
  %147 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %102, 0
  %148 = bitcast i32* %147 to i8*
  call void @free(i8* %148)
  %149 = extractvalue { i32*, i32*, i32, [2 x i32], [2 x i32] } %88, 0
  %150 = bitcast i32* %149 to i8*
  call void @free(i8* %150)
  %151 = alloca i32, i32 10
  %152 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } undef, i32* %151, 0
  %153 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %152, i32* %151, 1
  %154 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %153, i32 0, 2
  %155 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %154, i32 10, 3, 0
  %156 = insertvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %155, i32 1, 4, 0
  %157 = alloca i32
  %158 = insertvalue { i32*, i32*, i32 } undef, i32* %157, 0
  %159 = insertvalue { i32*, i32*, i32 } %158, i32* %157, 1
  %160 = insertvalue { i32*, i32*, i32 } %159, i32 0, 2
  %161 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %156, 0
  %162 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %156, 1
  %163 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %156, 2
  %164 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %156, 3, 0
  %165 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %156, 4, 0
  %166 = extractvalue { i32*, i32*, i32 } %160, 0
  %167 = extractvalue { i32*, i32*, i32 } %160, 1
  %168 = extractvalue { i32*, i32*, i32 } %160, 2
  call void @index_elems(i32* %161, i32* %162, i32 %163, i32 %164, i32 %165, i32* %166, i32* %167, i32 %168)
  %169 = extractvalue { i32*, i32*, i32 } %160, 1
  %170 = load i32, i32* %169
  %171 = sext i32 %170 to i64
  call void @print_i64(i64 %171)
  %172 = extractvalue { i32*, i32*, i32, [1 x i32], [1 x i32] } %156, 1
  %173 = getelementptr i32, i32* %172, i32 7
  %174 = load i32, i32* %173
  %175 = sext i32 %174 to i64
  call void @print_i64(i64 %175)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
