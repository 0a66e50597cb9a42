; ModuleID = 'maps_bounds_sets.mlir'
source_filename = "maps_bounds_sets.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 16
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 16, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ -5, %bb0 ], [ %100, %bb18 ]
  %10 = icmp slt i64 %9, 11
  br i1 %10, label %bb15, label %bb2

bb2:
  br label %bb3

bb3:
  %11 = phi i64 [ 0, %bb2 ], [ %47, %bb14 ]
  %12 = icmp slt i64 %11, 16
  br i1 %12, label %bb14, label %bb4

bb4:
  %13 = icmp sgt i64 2, 0
  %14 = select i1 %13, i64 2, i64 0
  %15 = icmp slt i64 7, 14
  %16 = select i1 %15, i64 7, i64 14
  br label %bb5

bb5:
  %17 = phi i64 [ %14, %bb4 ], [ %44, %bb13 ]
  %18 = phi i64 [ 0, %bb4 ], [ %43, %bb13 ]
  %19 = icmp slt i64 %17, %16
  br i1 %19, label %bb13, label %bb6

bb6:
  call void @print_i64(i64 %18)
  br label %bb7

bb7:
  %20 = phi i64 [ 0, %bb6 ], [ %32, %bb11 ]
  %21 = icmp slt i64 %20, 7
  br i1 %21, label %bb9, label %bb8

bb8:
  ret i32 0

bb9:
  %22 = icmp sle i64 %20, 0
  %23 = sub i64 0, %20
  %24 = sub i64 %20, 1
  %25 = select i1 %22, i64 %23, i64 %24
  %26 = sdiv i64 %25, 4
  %27 = sub i64 0, %26
  %28 = add i64 %26, 1
  %29 = select i1 %22, i64 %27, i64 %28
  br label %bb10

bb10:
  %30 = phi i64 [ %29, %bb9 ], [ %37, %bb12 ]
  %31 = icmp slt i64 %30, 3
  br i1 %31, label %bb12, label %bb11

bb11:
  %32 = add i64 %20, 1
  br label %bb7

bb12:
  %33 = add i64 %20, %30
  %34 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %35 = getelementptr i64, i64* %34, i64 %33
  %36 = load i64, i64* %35
  call void @print_i64(i64 %36)
  %37 = add i64 %30, 1
  br label %bb10

bb13:
  %38 = mul i64 %17, 2
  %39 = add i64 %38, 1
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %41 = getelementptr i64, i64* %40, i64 %39
  %42 = load i64, i64* %41
  %43 = add i64 %18, %42
  %44 = add i64 %17, 1
  br label %bb5

bb14:
  %45 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %46 = getelementptr i64, i64* %45, i64 %11
  store i64 %11, i64* %46
  %47 = add i64 %11, 1
  br label %bb3

bb15:
  %48 = icmp slt i64 %9, 0
  %49 = sub i64 -1, %9
  %50 = select i1 %48, i64 %49, i64 %9
  %51 = sdiv i64 %50, 3
  %52 = sub i64 -1, %51
  %53 = select i1 %48, i64 %52, i64 %51
  %54 = srem i64 %9, 4
  %55 = icmp slt i64 %54, 0
  %56 = add i64 %54, 4
  %57 = select i1 %55, i64 %56, i64 %54
  %58 = icmp sle i64 %9, 0
  %59 = sub i64 0, %9
  %60 = sub i64 %9, 1
  %61 = select i1 %58, i64 %59, i64 %60
  %62 = sdiv i64 %61, 4
  %63 = sub i64 0, %62
  %64 = add i64 %62, 1
  %65 = select i1 %58, i64 %63, i64 %64
  %66 = icmp slt i64 %9, 0
  %67 = sub i64 -1, %9
  %68 = select i1 %66, i64 %67, i64 %9
  %69 = sdiv i64 %68, 3
  %70 = sub i64 -1, %69
  %71 = select i1 %66, i64 %70, i64 %69
  %72 = srem i64 %9, 4
  %73 = icmp slt i64 %72, 0
  %74 = add i64 %72, 4
  %75 = select i1 %73, i64 %74, i64 %72
  %76 = add i64 %75, 7
  %77 = icmp slt i64 %71, %76
  %78 = select i1 %77, i64 %71, i64 %76
  %79 = icmp slt i64 %9, 0
  %80 = sub i64 -1, %9
  %81 = select i1 %79, i64 %80, i64 %9
  %82 = sdiv i64 %81, 3
  %83 = sub i64 -1, %82
  %84 = select i1 %79, i64 %83, i64 %82
  %85 = srem i64 %9, 4
  %86 = icmp slt i64 %85, 0
  %87 = add i64 %85, 4
  %88 = select i1 %86, i64 %87, i64 %85
  %89 = add i64 %88, 7
  %90 = icmp sgt i64 %84, %89
  %91 = select i1 %90, i64 %84, i64 %89
  call void @print_i64(i64 %53)
  call void @print_i64(i64 %57)
  call void @print_i64(i64 %65)
  call void @print_i64(i64 %78)
  call void @print_i64(i64 %91)
  %92 = add i64 %9, -3
  %93 = icmp sge i64 %92, 0
  %94 = mul i64 %9, -1
  %95 = add i64 7, %94
  %96 = add i64 %95, -1
  %97 = icmp sge i64 %96, 0
  %98 = and i1 %93, %97
  br i1 %98, label %bb17, label %bb16

bb16:
  br label %bb18

bb17:
  br label %bb18

bb18:
  %99 = phi i64 [ 2, %bb16 ], [ 1, %bb17 ]
  call void @print_i64(i64 %99)
  %100 = add i64 %9, 2
  br label %bb1
}

declare i8* @malloc(i64)
