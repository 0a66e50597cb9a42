; ModuleID = 'index_types.mlir'
source_filename = "index_types.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

define i64 @sum_index(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %18, %bb3 ]
  %12 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb3, label %bb2

bb2:
  ret i64 %12

bb3:
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i64, i64* %14, i64 %11
  %16 = load i64, i64* %15
  %17 = add i64 %12, %16
  %18 = add i64 %11, 1
  br label %bb1
}

define { i64, i64 } @sums_i8(i8* %0, i8* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %0, 0
  %6 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %5, i8* %1, 1
  %7 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %23, %bb3 ]
  %11 = phi i64 [ 0, %bb0 ], [ %21, %bb3 ]
  %12 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %13 = icmp slt i64 %10, 4
  br i1 %13, label %bb3, label %bb2

bb2:
  %14 = insertvalue { i64, i64 } undef, i64 %11, 0
  %15 = insertvalue { i64, i64 } %14, i64 %12, 1
  ret { i64, i64 } %15

bb3:
  %16 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr i8, i8* %16, i64 %10
  %18 = load i8, i8* %17
  %19 = sext i8 %18 to i64
  %20 = zext i8 %18 to i64
  %21 = add i64 %11, %19
  %22 = add i64 %12, %20
  %23 = add i64 %10, 1
  br label %bb1
}

define { i64, i64 } @sums_i16(i16* %0, i16* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } undef, i16* %0, 0
  %6 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %5, i16* %1, 1
  %7 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %24, %bb3 ]
  %12 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %13 = phi i64 [ 0, %bb0 ], [ %23, %bb3 ]
  %14 = icmp slt i64 %11, %10
  br i1 %14, label %bb3, label %bb2

bb2:
  %15 = insertvalue { i64, i64 } undef, i64 %12, 0
  %16 = insertvalue { i64, i64 } %15, i64 %13, 1
  ret { i64, i64 } %16

bb3:
  %17 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %9, 1
  %18 = getelementptr i16, i16* %17, i64 %11
  %19 = load i16, i16* %18
  %20 = sext i16 %19 to i64
  %21 = zext i16 %19 to i64
  %22 = add i64 %12, %20
  %23 = add i64 %13, %21
  %24 = add i64 %11, 1
  br label %bb1
}

define void @to_bits(i64 %0, i1* %1, i1* %2, i64 %3, i64 %4, i64 %5) {
bb0:
  %6 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } undef, i1* %1, 0
  %7 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %6, i1* %2, 1
  %8 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 2
  %9 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 3, 0
  %10 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %9, i64 %5, 4, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %12 = icmp slt i64 %11, 8
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = lshr i64 %0, %11
  %14 = trunc i64 %13 to i1
  %15 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %10, 1
  %16 = getelementptr i1, i1* %15, i64 %11
  store i1 %14, i1* %16
  %17 = add i64 %11, 1
  br label %bb1
}

define { i64, i64 } @from_bits_reversed(i1* %0, i1* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } undef, i1* %0, 0
  %6 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %5, i1* %1, 1
  %7 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %23, %bb3 ]
  %11 = phi i64 [ 0, %bb0 ], [ %21, %bb3 ]
  %12 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %13 = icmp slt i64 %10, 8
  br i1 %13, label %bb3, label %bb2

bb2:
  %14 = insertvalue { i64, i64 } undef, i64 %11, 0
  %15 = insertvalue { i64, i64 } %14, i64 %12, 1
  ret { i64, i64 } %15

bb3:
  %16 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr i1, i1* %16, i64 %10
  %18 = load i1, i1* %17
  %19 = zext i1 %18 to i64
  %20 = shl i64 %11, 1
  %21 = or i64 %20, %19
  %22 = add i64 %12, %19
  %23 = add i64 %10, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 5
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 5, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %111, %bb9 ]
  %10 = icmp slt i64 %9, 5
  br i1 %10, label %bb9, label %bb2

bb2:
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %16 = call i64 @sum_index(i64* %11, i64* %12, i64 %13, i64 %14, i64 %15)
  call void @print_i64(i64 %16)
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %18 = getelementptr i64, i64* %17, i64 0
  %19 = load i64, i64* %18
  call void @print_i64(i64 %19)
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr i64, i64* %20, i64 4
  %22 = load i64, i64* %21
  call void @print_i64(i64 %22)
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %24 = bitcast i64* %23 to i8*
  call void @free(i8* %24)
  %25 = getelementptr i8, i8* null, i64 4
  %26 = ptrtoint i8* %25 to i64
  %27 = call i8* @malloc(i64 %26)
  %28 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %27, 0
  %29 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %28, i8* %27, 1
  %30 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %29, i64 0, 2
  %31 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %30, i64 4, 3, 0
  %32 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %31, i64 1, 4, 0
  br label %bb3

bb3:
  %33 = phi i64 [ 0, %bb2 ], [ %105, %bb8 ]
  %34 = icmp slt i64 %33, 4
  br i1 %34, label %bb8, label %bb4

bb4:
  %35 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 0
  %36 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 1
  %37 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 2
  %38 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 3, 0
  %39 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 4, 0
  %40 = call { i64, i64 } @sums_i8(i8* %35, i8* %36, i64 %37, i64 %38, i64 %39)
  %41 = extractvalue { i64, i64 } %40, 0
  %42 = extractvalue { i64, i64 } %40, 1
  call void @print_i64(i64 %41)
  call void @print_i64(i64 %42)
  %43 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 1
  %44 = getelementptr i8, i8* %43, i64 2
  %45 = load i8, i8* %44
  %46 = sext i8 %45 to i64
  call void @print_i64(i64 %46)
  %47 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 0
  call void @free(i8* %47)
  %48 = getelementptr i16, i16* null, i64 5
  %49 = ptrtoint i16* %48 to i64
  %50 = call i8* @malloc(i64 %49)
  %51 = bitcast i8* %50 to i16*
  %52 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } undef, i16* %51, 0
  %53 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %52, i16* %51, 1
  %54 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %53, i64 0, 2
  %55 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %54, i64 5, 3, 0
  %56 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %55, i64 1, 4, 0
  br label %bb5

bb5:
  %57 = phi i64 [ 0, %bb4 ], [ %100, %bb7 ]
  %58 = icmp slt i64 %57, 5
  br i1 %58, label %bb7, label %bb6

bb6:
  %59 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 0
  %60 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 1
  %61 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 2
  %62 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 3, 0
  %63 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 4, 0
  %64 = call { i64, i64 } @sums_i16(i16* %59, i16* %60, i64 %61, i64 %62, i64 %63)
  %65 = extractvalue { i64, i64 } %64, 0
  %66 = extractvalue { i64, i64 } %64, 1
  call void @print_i64(i64 %65)
  call void @print_i64(i64 %66)
  %67 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 0
  %68 = bitcast i16* %67 to i8*
  call void @free(i8* %68)
  %69 = alloca i1, i64 8
  %70 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } undef, i1* %69, 0
  %71 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %70, i1* %69, 1
  %72 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %71, i64 0, 2
  %73 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %72, i64 8, 3, 0
  %74 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %73, i64 1, 4, 0
  %75 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 0
  %76 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 1
  %77 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 2
  %78 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 3, 0
  %79 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 4, 0
  call void @to_bits(i64 181, i1* %75, i1* %76, i64 %77, i64 %78, i64 %79)
  %80 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 0
  %81 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 1
  %82 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 2
  %83 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 3, 0
  %84 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 4, 0
  %85 = call { i64, i64 } @from_bits_reversed(i1* %80, i1* %81, i64 %82, i64 %83, i64 %84)
  %86 = extractvalue { i64, i64 } %85, 0
  %87 = extractvalue { i64, i64 } %85, 1
  call void @print_i64(i64 %86)
  call void @print_i64(i64 %87)
  %88 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 1
  %89 = getelementptr i1, i1* %88, i64 1
  %90 = load i1, i1* %89
  %91 = zext i1 %90 to i64
  call void @print_i64(i64 %91)
  %92 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %74, 1
  %93 = getelementptr i1, i1* %92, i64 2
  %94 = load i1, i1* %93
  %95 = sext i1 %94 to i64
  call void @print_i64(i64 %95)
  ret i32 0

bb7:
  %96 = trunc i64 %57 to i16
  %97 = mul i16 %96, 20000
  %98 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %56, 1
  %99 = getelementptr i16, i16* %98, i64 %57
  store i16 %97, i16* %99
  %100 = add i64 %57, 1
  br label %bb5

bb8:
  %101 = trunc i64 %33 to i8
  %102 = mul i8 %101, 100
  %103 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, 1
  %104 = getelementptr i8, i8* %103, i64 %33
  store i8 %102, i8* %104
  %105 = add i64 %33, 1
  br label %bb3

bb9:
  %106 = sub i64 %9, 2
  %107 = mul i64 1099511627776, %106
  %108 = add i64 %107, %9
  %109 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %110 = getelementptr i64, i64* %109, i64 %9
  store i64 %108, i64* %110
  %111 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
