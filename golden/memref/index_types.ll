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
  %11 = phi i64 [ 0, %bb0 ], [ %18, %bb2 ]
  %12 = phi i64 [ 0, %bb0 ], [ %17, %bb2 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb2, label %bb3

bb2:
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i64, i64* %14, i64 %11
  %16 = load i64, i64* %15
  %17 = add i64 %12, %16
  %18 = add i64 %11, 1
  br label %bb1

bb3:
  ret i64 %12
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
  %10 = phi i64 [ 0, %bb0 ], [ %21, %bb2 ]
  %11 = phi i64 [ 0, %bb0 ], [ %19, %bb2 ]
  %12 = phi i64 [ 0, %bb0 ], [ %20, %bb2 ]
  %13 = icmp slt i64 %10, 4
  br i1 %13, label %bb2, label %bb3

bb2:
  %14 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i8, i8* %14, i64 %10
  %16 = load i8, i8* %15
  %17 = sext i8 %16 to i64
  %18 = zext i8 %16 to i64
  %19 = add i64 %11, %17
  %20 = add i64 %12, %18
  %21 = add i64 %10, 1
  br label %bb1

bb3:
  %22 = insertvalue { i64, i64 } undef, i64 %11, 0
  %23 = insertvalue { i64, i64 } %22, i64 %12, 1
  ret { i64, i64 } %23
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
  %11 = phi i64 [ 0, %bb0 ], [ %22, %bb2 ]
  %12 = phi i64 [ 0, %bb0 ], [ %20, %bb2 ]
  %13 = phi i64 [ 0, %bb0 ], [ %21, %bb2 ]
  %14 = icmp slt i64 %11, %10
  br i1 %14, label %bb2, label %bb3

bb2:
  %15 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %9, 1
  %16 = getelementptr i16, i16* %15, i64 %11
  %17 = load i16, i16* %16
  %18 = sext i16 %17 to i64
  %19 = zext i16 %17 to i64
  %20 = add i64 %12, %18
  %21 = add i64 %13, %19
  %22 = add i64 %11, 1
  br label %bb1

bb3:
  %23 = insertvalue { i64, i64 } undef, i64 %12, 0
  %24 = insertvalue { i64, i64 } %23, i64 %13, 1
  ret { i64, i64 } %24
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
  %11 = phi i64 [ 0, %bb0 ], [ %17, %bb2 ]
  %12 = icmp slt i64 %11, 8
  br i1 %12, label %bb2, label %bb3

bb2:
  %13 = lshr i64 %0, %11
  %14 = trunc i64 %13 to i1
  %15 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %10, 1
  %16 = getelementptr i1, i1* %15, i64 %11
  store i1 %14, i1* %16
  %17 = add i64 %11, 1
  br label %bb1

bb3:
  ret void
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
  %10 = phi i64 [ 0, %bb0 ], [ %21, %bb2 ]
  %11 = phi i64 [ 0, %bb0 ], [ %19, %bb2 ]
  %12 = phi i64 [ 0, %bb0 ], [ %20, %bb2 ]
  %13 = icmp slt i64 %10, 8
  br i1 %13, label %bb2, label %bb3

bb2:
  %14 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i1, i1* %14, i64 %10
  %16 = load i1, i1* %15
  %17 = zext i1 %16 to i64
  %18 = shl i64 %11, 1
  %19 = or i64 %18, %17
  %20 = add i64 %12, %17
  %21 = add i64 %10, 1
  br label %bb1

bb3:
  %22 = insertvalue { i64, i64 } undef, i64 %11, 0
  %23 = insertvalue { i64, i64 } %22, i64 %12, 1
  ret { i64, i64 } %23
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
  %9 = phi i64 [ 0, %bb0 ], [ %16, %bb2 ]
  %10 = icmp slt i64 %9, 5
  br i1 %10, label %bb2, label %bb3

bb2:
  %11 = sub i64 %9, 2
  %12 = mul i64 1099511627776, %11
  %13 = add i64 %12, %9
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr i64, i64* %14, i64 %9
  store i64 %13, i64* %15
  %16 = add i64 %9, 1
  br label %bb1

bb3:
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %21 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %22 = call i64 @sum_index(i64* %17, i64* %18, i64 %19, i64 %20, i64 %21)
  call void @print_i64(i64 %22)
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = getelementptr i64, i64* %23, i64 0
  %25 = load i64, i64* %24
  call void @print_i64(i64 %25)
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %27 = getelementptr i64, i64* %26, i64 4
  %28 = load i64, i64* %27
  call void @print_i64(i64 %28)
  %29 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %30 = bitcast i64* %29 to i8*
  call void @free(i8* %30)
  %31 = getelementptr i8, i8* null, i64 4
  %32 = ptrtoint i8* %31 to i64
  %33 = call i8* @malloc(i64 %32)
  %34 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %33, 0
  %35 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %34, i8* %33, 1
  %36 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %35, i64 0, 2
  %37 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %36, i64 4, 3, 0
  %38 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %37, i64 1, 4, 0
  br label %bb4

bb4:
  %39 = phi i64 [ 0, %bb3 ], [ %45, %bb5 ]
  %40 = icmp slt i64 %39, 4
  br i1 %40, label %bb5, label %bb6

bb5:
  %41 = trunc i64 %39 to i8
  %42 = mul i8 %41, 100
  %43 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 1
  %44 = getelementptr i8, i8* %43, i64 %39
  store i8 %42, i8* %44
  %45 = add i64 %39, 1
  br label %bb4

bb6:
  %46 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 0
  %47 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 1
  %48 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 2
  %49 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 3, 0
  %50 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 4, 0
  %51 = call { i64, i64 } @sums_i8(i8* %46, i8* %47, i64 %48, i64 %49, i64 %50)
  %52 = extractvalue { i64, i64 } %51, 0
  %53 = extractvalue { i64, i64 } %51, 1
  call void @print_i64(i64 %52)
  call void @print_i64(i64 %53)
  %54 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 1
  %55 = getelementptr i8, i8* %54, i64 2
  %56 = load i8, i8* %55
  %57 = sext i8 %56 to i64
  call void @print_i64(i64 %57)
  %58 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %38, 0
  call void @free(i8* %58)
  %59 = getelementptr i16, i16* null, i64 5
  %60 = ptrtoint i16* %59 to i64
  %61 = call i8* @malloc(i64 %60)
  %62 = bitcast i8* %61 to i16*
  %63 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } undef, i16* %62, 0
  %64 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %63, i16* %62, 1
  %65 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %64, i64 0, 2
  %66 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %65, i64 5, 3, 0
  %67 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %66, i64 1, 4, 0
  br label %bb7

bb7:
  %68 = phi i64 [ 0, %bb6 ], [ %74, %bb8 ]
  %69 = icmp slt i64 %68, 5
  br i1 %69, label %bb8, label %bb9

bb8:
  %70 = trunc i64 %68 to i16
  %71 = mul i16 %70, 20000
  %72 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 1
  %73 = getelementptr i16, i16* %72, i64 %68
  store i16 %71, i16* %73
  %74 = add i64 %68, 1
  br label %bb7

bb9:
  %75 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 0
  %76 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 1
  %77 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 2
  %78 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 3, 0
  %79 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 4, 0
  %80 = call { i64, i64 } @sums_i16(i16* %75, i16* %76, i64 %77, i64 %78, i64 %79)
  %81 = extractvalue { i64, i64 } %80, 0
  %82 = extractvalue { i64, i64 } %80, 1
  call void @print_i64(i64 %81)
  call void @print_i64(i64 %82)
  %83 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %67, 0
  %84 = bitcast i16* %83 to i8*
  call void @free(i8* %84)
  %85 = alloca i1, i64 8
  %86 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } undef, i1* %85, 0
  %87 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %86, i1* %85, 1
  %88 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %87, i64 0, 2
  %89 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %88, i64 8, 3, 0
  %90 = insertvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %89, i64 1, 4, 0
  %91 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 0
  %92 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 1
  %93 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 2
  %94 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 3, 0
  %95 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 4, 0
  call void @to_bits(i64 181, i1* %91, i1* %92, i64 %93, i64 %94, i64 %95)
  %96 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 0
  %97 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 1
  %98 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 2
  %99 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 3, 0
  %100 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 4, 0
  %101 = call { i64, i64 } @from_bits_reversed(i1* %96, i1* %97, i64 %98, i64 %99, i64 %100)
  %102 = extractvalue { i64, i64 } %101, 0
  %103 = extractvalue { i64, i64 } %101, 1
  call void @print_i64(i64 %102)
  call void @print_i64(i64 %103)
  %104 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 1
  %105 = getelementptr i1, i1* %104, i64 1
  %106 = load i1, i1* %105
  %107 = zext i1 %106 to i64
  call void @print_i64(i64 %107)
  %108 = extractvalue { i1*, i1*, i64, [1 x i64], [1 x i64] } %90, 1
  %109 = getelementptr i1, i1* %108, i64 2
  %110 = load i1, i1* %109
  %111 = sext i1 %110 to i64
  call void @print_i64(i64 %111)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
