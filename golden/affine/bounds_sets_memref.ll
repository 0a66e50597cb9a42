; ModuleID = 'bounds_sets_memref.mlir'
source_filename = "bounds_sets_memref.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @show(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret void
}

define i64 @bounds(i64 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %27, %bb5 ]
  %3 = phi i64 [ 0, %bb0 ], [ %25, %bb5 ]
  %4 = icmp slt i64 %2, 5
  br i1 %4, label %bb3, label %bb2

bb2:
  ret i64 %3

bb3:
  %5 = mul i64 %0, -1
  %6 = add i64 %2, %5
  %7 = icmp slt i64 %1, 0
  %8 = sub i64 -1, %1
  %9 = select i1 %7, i64 %8, i64 %1
  %10 = sdiv i64 %9, 2
  %11 = sub i64 -1, %10
  %12 = select i1 %7, i64 %11, i64 %10
  %13 = icmp sgt i64 %6, %12
  %14 = select i1 %13, i64 %6, i64 %12
  %15 = icmp sgt i64 %14, 0
  %16 = select i1 %15, i64 %14, i64 0
  %17 = add i64 %2, 3
  %18 = mul i64 %2, -1
  %19 = add i64 12, %18
  %20 = icmp slt i64 %17, %1
  %21 = select i1 %20, i64 %17, i64 %1
  %22 = icmp slt i64 %21, %19
  %23 = select i1 %22, i64 %21, i64 %19
  br label %bb4

bb4:
  %24 = phi i64 [ %16, %bb3 ], [ %31, %bb6 ]
  %25 = phi i64 [ %3, %bb3 ], [ %30, %bb6 ]
  %26 = icmp slt i64 %24, %23
  br i1 %26, label %bb6, label %bb5

bb5:
  %27 = add i64 %2, 1
  br label %bb1

bb6:
  %28 = mul i64 %2, 10
  %29 = add i64 %28, %24
  call void @show(i64 %29)
  %30 = add i64 %25, %24
  %31 = add i64 %24, 2
  br label %bb4
}

define i32 @main() {
bb0:
  %0 = call i64 @bounds(i64 1, i64 7)
  call void @show(i64 %0)
  %1 = call i64 @bounds(i64 -4, i64 3)
  call void @show(i64 %1)
  %2 = icmp sgt i64 -4, 1
  %3 = select i1 %2, i64 -4, i64 1
  %4 = icmp slt i64 7, 5
  %5 = select i1 %4, i64 7, i64 5
  br label %bb1

bb1:
  %6 = phi i64 [ %3, %bb0 ], [ %126, %bb37 ]
  %7 = icmp slt i64 %6, %5
  br i1 %7, label %bb37, label %bb2

bb2:
  br label %bb3

bb3:
  %8 = phi i64 [ -3, %bb2 ], [ %114, %bb32 ]
  %9 = icmp slt i64 %8, 4
  br i1 %9, label %bb23, label %bb4

bb4:
  %10 = getelementptr i64, i64* null, i64 12
  %11 = ptrtoint i64* %10 to i64
  %12 = call i8* @malloc(i64 %11)
  %13 = bitcast i8* %12 to i64*
  %14 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %13, 0
  %15 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %14, i64* %13, 1
  %16 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, i64 0, 2
  %17 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %16, i64 4, 3, 0
  %18 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %17, i64 3, 3, 1
  %19 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %18, i64 3, 4, 0
  %20 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %19, i64 1, 4, 1
  br label %bb5

bb5:
  %21 = phi i64 [ 0, %bb4 ], [ %78, %bb21 ]
  %22 = icmp slt i64 %21, 3
  br i1 %22, label %bb19, label %bb6

bb6:
  br label %bb7

bb7:
  %23 = phi i64 [ 0, %bb6 ], [ %69, %bb17 ]
  %24 = icmp slt i64 %23, 4
  br i1 %24, label %bb15, label %bb8

bb8:
  %25 = getelementptr i64, i64* null, i64 12
  %26 = ptrtoint i64* %25 to i64
  %27 = call i8* @malloc(i64 %26)
  %28 = bitcast i8* %27 to i64*
  %29 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %28, 0
  %30 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, i64* %28, 1
  %31 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %30, i64 0, 2
  %32 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %31, i64 12, 3, 0
  %33 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %32, i64 1, 4, 0
  br label %bb9

bb9:
  %34 = phi i64 [ 0, %bb8 ], [ %66, %bb14 ]
  %35 = icmp slt i64 %34, 12
  br i1 %35, label %bb14, label %bb10

bb10:
  br label %bb11

bb11:
  %36 = phi i64 [ 0, %bb10 ], [ %58, %bb13 ]
  %37 = icmp slt i64 %36, 6
  br i1 %37, label %bb13, label %bb12

bb12:
  %38 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 0
  %39 = bitcast i64* %38 to i8*
  call void @free(i8* %39)
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, 0
  %41 = bitcast i64* %40 to i8*
  call void @free(i8* %41)
  ret i32 0

bb13:
  %42 = icmp slt i64 %36, 0
  %43 = sub i64 -1, %36
  %44 = select i1 %42, i64 %43, i64 %36
  %45 = sdiv i64 %44, 2
  %46 = sub i64 -1, %45
  %47 = select i1 %42, i64 %46, i64 %45
  %48 = mul i64 3, 2
  %49 = add i64 %47, %48
  %50 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, 1
  %51 = getelementptr i64, i64* %50, i64 %49
  %52 = load i64, i64* %51
  %53 = mul i64 %36, -1
  %54 = add i64 %53, 11
  %55 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, 1
  %56 = getelementptr i64, i64* %55, i64 %54
  %57 = load i64, i64* %56
  call void @print_i64(i64 %52)
  call void @print_i64(i64 %57)
  %58 = add i64 %36, 1
  br label %bb11

bb14:
  %59 = mul i64 %34, 5
  %60 = srem i64 %59, 12
  %61 = icmp slt i64 %60, 0
  %62 = add i64 %60, 12
  %63 = select i1 %61, i64 %62, i64 %60
  %64 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, 1
  %65 = getelementptr i64, i64* %64, i64 %63
  store i64 %34, i64* %65
  %66 = add i64 %34, 1
  br label %bb9

bb15:
  br label %bb16

bb16:
  %67 = phi i64 [ 0, %bb15 ], [ %75, %bb18 ]
  %68 = icmp slt i64 %67, 3
  br i1 %68, label %bb18, label %bb17

bb17:
  %69 = add i64 %23, 1
  br label %bb7

bb18:
  %70 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 1
  %71 = mul i64 %23, 3
  %72 = add i64 %71, %67
  %73 = getelementptr i64, i64* %70, i64 %72
  %74 = load i64, i64* %73
  call void @print_i64(i64 %74)
  %75 = add i64 %67, 1
  br label %bb16

bb19:
  br label %bb20

bb20:
  %76 = phi i64 [ 0, %bb19 ], [ %85, %bb22 ]
  %77 = icmp slt i64 %76, 4
  br i1 %77, label %bb22, label %bb21

bb21:
  %78 = add i64 %21, 1
  br label %bb5

bb22:
  %79 = mul i64 %21, 4
  %80 = add i64 %79, %76
  %81 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 1
  %82 = mul i64 %76, 3
  %83 = add i64 %82, %21
  %84 = getelementptr i64, i64* %81, i64 %83
  store i64 %80, i64* %84
  %85 = add i64 %76, 1
  br label %bb20

bb23:
  br label %bb24

bb24:
  %86 = phi i64 [ -1, %bb23 ], [ %125, %bb36 ]
  %87 = icmp slt i64 %86, 2
  br i1 %87, label %bb33, label %bb25

bb25:
  %88 = srem i64 %8, 3
  %89 = icmp slt i64 %88, 0
  %90 = add i64 %88, 3
  %91 = select i1 %89, i64 %90, i64 %88
  %92 = icmp eq i64 %91, 0
  %93 = add i64 %8, 7
  %94 = icmp slt i64 %93, 0
  %95 = sub i64 -1, %93
  %96 = select i1 %94, i64 %95, i64 %93
  %97 = sdiv i64 %96, 4
  %98 = sub i64 -1, %97
  %99 = select i1 %94, i64 %98, i64 %97
  %100 = add i64 %99, -1
  %101 = icmp sge i64 %100, 0
  %102 = and i1 %92, %101
  br i1 %102, label %bb26, label %bb27

bb26:
  %103 = add i64 %8, 1000
  call void @show(i64 %103)
  br label %bb27

bb27:
  %104 = add i64 %8, 2
  %105 = icmp eq i64 %104, 0
  br i1 %105, label %bb31, label %bb28

bb28:
  %106 = icmp slt i64 %8, 0
  %107 = sub i64 -1, %8
  %108 = select i1 %106, i64 %107, i64 %8
  %109 = sdiv i64 %108, 2
  %110 = sub i64 -1, %109
  %111 = select i1 %106, i64 %110, i64 %109
  %112 = add i64 %111, -1
  %113 = icmp eq i64 %112, 0
  br i1 %113, label %bb29, label %bb30

bb29:
  call void @show(i64 7)
  br label %bb30

bb30:
  br label %bb32

bb31:
  call void @show(i64 -4)
  br label %bb32

bb32:
  %114 = add i64 %8, 1
  br label %bb3

bb33:
  %115 = mul i64 %86, -1
  %116 = add i64 %8, %115
  %117 = icmp eq i64 %116, 0
  %118 = add i64 %8, 1
  %119 = add i64 %118, -1
  %120 = icmp sge i64 %119, 0
  %121 = and i1 %117, %120
  br i1 %121, label %bb35, label %bb34

bb34:
  %122 = mul i64 %8, 100
  %123 = add i64 %122, %86
  br label %bb36

bb35:
  br label %bb36

bb36:
  %124 = phi i64 [ %123, %bb34 ], [ %8, %bb35 ]
  call void @show(i64 %124)
  %125 = add i64 %86, 1
  br label %bb24

bb37:
  call void @show(i64 %6)
  %126 = add i64 %6, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
