; ModuleID = 'reshape_dynamic_mlir22.mlir'
source_filename = "reshape_dynamic_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @dump1(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  call void @print_i64(i64 %10)
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %20, %bb3 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 2
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 4, 0
  %16 = mul i64 %11, %15
  %17 = add i64 %14, %16
  %18 = getelementptr i64, i64* %13, i64 %17
  %19 = load i64, i64* %18
  call void @print_i64(i64 %19)
  %20 = add i64 %11, 1
  br label %bb1
}

define void @dump2(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %0, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64* %1, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  call void @print_i64(i64 %14)
  call void @print_i64(i64 %15)
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb5 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %18 = phi i64 [ 0, %bb3 ], [ %31, %bb6 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb6, label %bb5

bb5:
  %20 = add i64 %16, 1
  br label %bb1

bb6:
  %21 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 1
  %22 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 2
  %23 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %24 = mul i64 %16, %23
  %25 = add i64 %22, %24
  %26 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 4, 1
  %27 = mul i64 %18, %26
  %28 = add i64 %25, %27
  %29 = getelementptr i64, i64* %21, i64 %28
  %30 = load i64, i64* %29
  call void @print_i64(i64 %30)
  %31 = add i64 %18, 1
  br label %bb4
}

define void @expand1(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5) {
bb0:
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64* %1, 1
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 0
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 1
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 3, 0
  %14 = sdiv i64 %13, 4
  %15 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %11, 0
  %16 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, i64* %12, 1
  %17 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %16, i64 0, 2
  %18 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %17, i64 %14, 3, 0
  %19 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %18, i64 4, 3, 1
  %20 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %19, i64 4, 4, 0
  %21 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, i64 1, 4, 1
  %22 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 0
  %23 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 1
  %24 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 2
  %25 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 3, 0
  %26 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 3, 1
  %27 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 4, 0
  %28 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, 4, 1
  call void @dump2(i64* %22, i64* %23, i64 %24, i64 %25, i64 %26, i64 %27, i64 %28)
  ret void
}

define void @expand2(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %0, 0
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64* %1, 1
  %11 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, i64 %5, 4, 0
  %15 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 0
  %17 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 1
  %18 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 2
  %19 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %20 = sdiv i64 %19, 2
  %21 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %22 = mul i64 %21, 2
  %23 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 3, 1
  %24 = sdiv i64 %23, 3
  %25 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, 4, 1
  %26 = mul i64 %25, 3
  %27 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } undef, i64* %16, 0
  %28 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %27, i64* %17, 1
  %29 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %28, i64 %18, 2
  %30 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %29, i64 %20, 3, 0
  %31 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %30, i64 2, 3, 1
  %32 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %31, i64 %24, 3, 2
  %33 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %32, i64 3, 3, 3
  %34 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %33, i64 %22, 4, 0
  %35 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %34, i64 %21, 4, 1
  %36 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %35, i64 %26, 4, 2
  %37 = insertvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %36, i64 %25, 4, 3
  %38 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 1
  %39 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 2
  %40 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 0
  %41 = mul i64 1, %40
  %42 = add i64 %39, %41
  %43 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 1
  %44 = mul i64 1, %43
  %45 = add i64 %42, %44
  %46 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 2
  %47 = mul i64 1, %46
  %48 = add i64 %45, %47
  %49 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 3
  %50 = mul i64 0, %49
  %51 = add i64 %48, %50
  %52 = getelementptr i64, i64* %38, i64 %51
  %53 = load i64, i64* %52
  call void @print_i64(i64 %53)
  %54 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 1
  %55 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 2
  %56 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 0
  %57 = mul i64 0, %56
  %58 = add i64 %55, %57
  %59 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 1
  %60 = mul i64 1, %59
  %61 = add i64 %58, %60
  %62 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 2
  %63 = mul i64 0, %62
  %64 = add i64 %61, %63
  %65 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 3
  %66 = mul i64 1, %65
  %67 = add i64 %64, %66
  %68 = getelementptr i64, i64* %54, i64 %67
  %69 = load i64, i64* %68
  call void @print_i64(i64 %69)
  %70 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 0
  %71 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 1
  %72 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 2
  %73 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 3, 0
  %74 = mul i64 %73, 2
  %75 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 1
  %76 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 3, 2
  %77 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 2
  %78 = extractvalue { i64*, i64*, i64, [4 x i64], [4 x i64] } %37, 4, 3
  %79 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %70, 0
  %80 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %79, i64* %71, 1
  %81 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, i64 %72, 2
  %82 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, i64 %74, 3, 0
  %83 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %82, i64 %76, 3, 1
  %84 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %83, i64 3, 3, 2
  %85 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %84, i64 %75, 4, 0
  %86 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %85, i64 %77, 4, 1
  %87 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %86, i64 %78, 4, 2
  %88 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 0
  %89 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 1
  %90 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 2
  %91 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 4, 0
  %92 = mul i64 0, %91
  %93 = add i64 %90, %92
  %94 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 4, 1
  %95 = mul i64 0, %94
  %96 = add i64 %93, %95
  %97 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 4, 2
  %98 = add i64 %96, %97
  %99 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 4, 0
  %100 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, 4, 1
  %101 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %88, 0
  %102 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %101, i64* %89, 1
  %103 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %102, i64 %98, 2
  %104 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %103, i64 4, 3, 0
  %105 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %104, i64 2, 3, 1
  %106 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %105, i64 %99, 4, 0
  %107 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %106, i64 %100, 4, 1
  %108 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 0
  %109 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 1
  %110 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 2
  %111 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 3, 0
  %112 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 3, 1
  %113 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 4, 0
  %114 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %107, 4, 1
  call void @dump2(i64* %108, i64* %109, i64 %110, i64 %111, i64 %112, i64 %113, i64 %114)
  ret void
}

define void @collapse1(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64* %7, i64* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13) {
bb0:
  %14 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %0, 0
  %15 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %14, i64* %1, 1
  %16 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %15, i64 %2, 2
  %17 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %16, i64 %3, 3, 0
  %18 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %17, i64 %4, 3, 1
  %19 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %18, i64 %5, 4, 0
  %20 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %19, i64 %6, 4, 1
  %21 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %7, 0
  %22 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, i64* %8, 1
  %23 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %22, i64 %9, 2
  %24 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %23, i64 %10, 3, 0
  %25 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %24, i64 %11, 3, 1
  %26 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %25, i64 %12, 4, 0
  %27 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, i64 %13, 4, 1
  %28 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 0
  %29 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 1
  %30 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 3, 0
  %31 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, 3, 1
  %32 = mul i64 %30, %31
  %33 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %28, 0
  %34 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, i64* %29, 1
  %35 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %34, i64 0, 2
  %36 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %35, i64 %32, 3, 0
  %37 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %36, i64 1, 4, 0
  %38 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %37, 0
  %39 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %37, 1
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %37, 2
  %41 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %37, 3, 0
  %42 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %37, 4, 0
  call void @dump1(i64* %38, i64* %39, i64 %40, i64 %41, i64 %42)
  %43 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %27, 0
  %44 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %27, 1
  %45 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %27, 2
  %46 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %27, 3, 0
  %47 = mul i64 %46, 6
  %48 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %43, 0
  %49 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %48, i64* %44, 1
  %50 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %49, i64 %45, 2
  %51 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %50, i64 %47, 3, 0
  %52 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %51, i64 1, 4, 0
  %53 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, 0
  %54 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, 1
  %55 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, 2
  %56 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, 3, 0
  %57 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %52, 4, 0
  call void @dump1(i64* %53, i64* %54, i64 %55, i64 %56, i64 %57)
  ret void
}

define void @collapse2(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64* %9, i64* %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64* %16, i64* %17, i64 %18, i64 %19, i64 %20, i64 %21, i64 %22) {
bb0:
  %23 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %0, 0
  %24 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %23, i64* %1, 1
  %25 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %24, i64 %2, 2
  %26 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %25, i64 %3, 3, 0
  %27 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %26, i64 %4, 3, 1
  %28 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %27, i64 %5, 3, 2
  %29 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %28, i64 %6, 4, 0
  %30 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %29, i64 %7, 4, 1
  %31 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %30, i64 %8, 4, 2
  %32 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %9, 0
  %33 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %32, i64* %10, 1
  %34 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %33, i64 %11, 2
  %35 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %34, i64 %12, 3, 0
  %36 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %35, i64 %13, 3, 1
  %37 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %36, i64 %14, 4, 0
  %38 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %37, i64 %15, 4, 1
  %39 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %16, 0
  %40 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %39, i64* %17, 1
  %41 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %40, i64 %18, 2
  %42 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, i64 %19, 3, 0
  %43 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %42, i64 %20, 3, 1
  %44 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %43, i64 %21, 4, 0
  %45 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, i64 %22, 4, 1
  %46 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 0
  %47 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 1
  %48 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 2
  %49 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 3, 0
  %50 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 3, 1
  %51 = mul i64 %49, %50
  %52 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 4, 1
  %53 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 3, 2
  %54 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %31, 4, 2
  %55 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %46, 0
  %56 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %55, i64* %47, 1
  %57 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, i64 %48, 2
  %58 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %57, i64 %51, 3, 0
  %59 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %58, i64 %53, 3, 1
  %60 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %59, i64 %52, 4, 0
  %61 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %60, i64 %54, 4, 1
  %62 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 0
  %63 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 1
  %64 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 2
  %65 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 3, 0
  %66 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 3, 1
  %67 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 4, 0
  %68 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %61, 4, 1
  call void @dump2(i64* %62, i64* %63, i64 %64, i64 %65, i64 %66, i64 %67, i64 %68)
  %69 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, 0
  %70 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, 1
  %71 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, 2
  %72 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, 3, 0
  %73 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %74 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %69, 0
  %75 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %74, i64* %70, 1
  %76 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %75, i64 %71, 2
  %77 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %76, i64 %72, 3, 0
  %78 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %77, i64 %73, 4, 0
  %79 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %78, 0
  %80 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %78, 1
  %81 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %78, 2
  %82 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %78, 3, 0
  %83 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %78, 4, 0
  call void @dump1(i64* %79, i64* %80, i64 %81, i64 %82, i64 %83)
  %84 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %45, 0
  %85 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %45, 1
  %86 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %45, 2
  %87 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %45, 4, 0
  %88 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %84, 0
  %89 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %88, i64* %85, 1
  %90 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %89, i64 %86, 2
  %91 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %90, i64 1, 3, 0
  %92 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %91, i64 %87, 4, 0
  %93 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %92, 0
  %94 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %92, 1
  %95 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %92, 2
  %96 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %92, 3, 0
  %97 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %92, 4, 0
  call void @dump1(i64* %93, i64* %94, i64 %95, i64 %96, i64 %97)
  ret void
}

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 48
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 48, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %129, %bb3 ]
  %10 = icmp slt i64 %9, 48
  br i1 %10, label %bb3, label %bb2

bb2:
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %13 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %11, 0
  %14 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %13, i64* %12, 1
  %15 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, i64 0, 2
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, i64 24, 3, 0
  %17 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, i64 1, 4, 0
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, 0
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, 1
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, 2
  %21 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  call void @expand1(i64* %18, i64* %19, i64 %20, i64 %21, i64 %22, i64 6)
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %25 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %23, 0
  %26 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %25, i64* %24, 1
  %27 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, i64 1, 2
  %28 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %27, i64 4, 3, 0
  %29 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %28, i64 6, 3, 1
  %30 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %29, i64 12, 4, 0
  %31 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %30, i64 2, 4, 1
  %32 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 0
  %33 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 1
  %34 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 2
  %35 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 3, 0
  %36 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 3, 1
  %37 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 4, 0
  %38 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %31, 4, 1
  call void @expand2(i64* %32, i64* %33, i64 %34, i64 %35, i64 %36, i64 %37, i64 %38, i64 2, i64 2)
  %39 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %41 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %39, 0
  %42 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, i64* %40, 1
  %43 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %42, i64 0, 2
  %44 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %43, i64 3, 3, 0
  %45 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, i64 5, 3, 1
  %46 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %45, i64 5, 4, 0
  %47 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %46, i64 1, 4, 1
  %48 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %49 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %50 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %48, 0
  %51 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %50, i64* %49, 1
  %52 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %51, i64 6, 2
  %53 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %52, i64 3, 3, 0
  %54 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %53, i64 6, 3, 1
  %55 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %54, i64 6, 4, 0
  %56 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %55, i64 1, 4, 1
  %57 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 0
  %58 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 1
  %59 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 2
  %60 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 3, 0
  %61 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 3, 1
  %62 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 4, 0
  %63 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %47, 4, 1
  %64 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 0
  %65 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 1
  %66 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 2
  %67 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 3, 0
  %68 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 3, 1
  %69 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 4, 0
  %70 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %56, 4, 1
  call void @collapse1(i64* %57, i64* %58, i64 %59, i64 %60, i64 %61, i64 %62, i64 %63, i64* %64, i64* %65, i64 %66, i64 %67, i64 %68, i64 %69, i64 %70)
  %71 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %72 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %73 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %71, 0
  %74 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %73, i64* %72, 1
  %75 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %74, i64 3, 2
  %76 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %75, i64 2, 3, 0
  %77 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %76, i64 3, 3, 1
  %78 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %77, i64 4, 3, 2
  %79 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %78, i64 24, 4, 0
  %80 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %79, i64 8, 4, 1
  %81 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %80, i64 2, 4, 2
  %82 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %83 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %84 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %82, 0
  %85 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %84, i64* %83, 1
  %86 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, i64 2, 2
  %87 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %86, i64 4, 3, 0
  %88 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %87, i64 1, 3, 1
  %89 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %88, i64 3, 4, 0
  %90 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %89, i64 7, 4, 1
  %91 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %92 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %93 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %91, 0
  %94 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %93, i64* %92, 1
  %95 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %94, i64 4, 2
  %96 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %95, i64 1, 3, 0
  %97 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %96, i64 1, 3, 1
  %98 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %97, i64 6, 4, 0
  %99 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %98, i64 3, 4, 1
  %100 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 0
  %101 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 1
  %102 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 2
  %103 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 3, 0
  %104 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 3, 1
  %105 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 3, 2
  %106 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 4, 0
  %107 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 4, 1
  %108 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %81, 4, 2
  %109 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 0
  %110 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 1
  %111 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 2
  %112 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 3, 0
  %113 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 3, 1
  %114 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 4, 0
  %115 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %90, 4, 1
  %116 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 0
  %117 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 1
  %118 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 2
  %119 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 3, 0
  %120 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 3, 1
  %121 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 4, 0
  %122 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, 4, 1
  call void @collapse2(i64* %100, i64* %101, i64 %102, i64 %103, i64 %104, i64 %105, i64 %106, i64 %107, i64 %108, i64* %109, i64* %110, i64 %111, i64 %112, i64 %113, i64 %114, i64 %115, i64* %116, i64* %117, i64 %118, i64 %119, i64 %120, i64 %121, i64 %122)
  %123 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %124 = bitcast i64* %123 to i8*
  call void @free(i8* %124)
  ret i32 0

bb3:
  %125 = mul i64 %9, 3
  %126 = add i64 %125, 1
  %127 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %128 = getelementptr i64, i64* %127, i64 %9
  store i64 %126, i64* %128
  %129 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
