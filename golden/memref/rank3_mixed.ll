; ModuleID = 'rank3_mixed.mlir'
source_filename = "rank3_mixed.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @fill(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  %18 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 1
  br label %bb1

bb1:
  %19 = phi i64 [ 0, %bb0 ], [ %23, %bb3 ]
  %20 = icmp slt i64 %19, 2
  br i1 %20, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %21 = phi i64 [ 0, %bb1 ], [ %26, %bb4 ]
  %22 = icmp slt i64 %21, %18
  %23 = add i64 %19, 1
  br i1 %22, label %bb4, label %bb1

bb4:
  %24 = phi i64 [ 0, %bb3 ], [ %41, %bb5 ]
  %25 = icmp slt i64 %24, 3
  %26 = add i64 %21, 1
  br i1 %25, label %bb5, label %bb3

bb5:
  %27 = trunc i64 %19 to i32
  %28 = trunc i64 %21 to i32
  %29 = trunc i64 %24 to i32
  %30 = mul i32 %27, 100
  %31 = mul i32 %28, 10
  %32 = add i32 %30, %31
  %33 = add i32 %32, %29
  %34 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 1
  %35 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %36 = mul i64 %19, %35
  %37 = mul i64 %21, 3
  %38 = add i64 %36, %37
  %39 = add i64 %38, %24
  %40 = getelementptr i32, i32* %34, i64 %39
  store i32 %33, i32* %40
  %41 = add i64 %24, 1
  br label %bb4
}

define i64 @sum(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  %18 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 0
  %19 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 1
  %20 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 2
  br label %bb1

bb1:
  %21 = phi i64 [ 0, %bb0 ], [ %28, %bb3 ]
  %22 = phi i64 [ 0, %bb0 ], [ %26, %bb3 ]
  %23 = icmp slt i64 %21, %18
  br i1 %23, label %bb3, label %bb2

bb2:
  %24 = phi i64 [ %22, %bb1 ]
  ret i64 %24

bb3:
  %25 = phi i64 [ 0, %bb1 ], [ %32, %bb4 ]
  %26 = phi i64 [ %22, %bb1 ], [ %30, %bb4 ]
  %27 = icmp slt i64 %25, %19
  %28 = add i64 %21, 1
  br i1 %27, label %bb4, label %bb1

bb4:
  %29 = phi i64 [ 0, %bb3 ], [ %44, %bb5 ]
  %30 = phi i64 [ %26, %bb3 ], [ %43, %bb5 ]
  %31 = icmp slt i64 %29, %20
  %32 = add i64 %25, 1
  br i1 %31, label %bb5, label %bb3

bb5:
  %33 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 1
  %34 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %35 = mul i64 %21, %34
  %36 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 1
  %37 = mul i64 %25, %36
  %38 = add i64 %35, %37
  %39 = add i64 %38, %29
  %40 = getelementptr i32, i32* %33, i64 %39
  %41 = load i32, i32* %40
  %42 = sext i32 %41 to i64
  %43 = add i64 %30, %42
  %44 = add i64 %29, 1
  br label %bb4
}

define i64 @weighted(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  %18 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 1
  br label %bb1

bb1:
  %19 = phi i64 [ 0, %bb0 ], [ %26, %bb3 ]
  %20 = phi i64 [ 0, %bb0 ], [ %24, %bb3 ]
  %21 = icmp slt i64 %19, 3
  br i1 %21, label %bb3, label %bb2

bb2:
  %22 = phi i64 [ %20, %bb1 ]
  ret i64 %22

bb3:
  %23 = phi i64 [ 0, %bb1 ], [ %30, %bb4 ]
  %24 = phi i64 [ %20, %bb1 ], [ %28, %bb4 ]
  %25 = icmp slt i64 %23, %18
  %26 = add i64 %19, 1
  br i1 %25, label %bb4, label %bb1

bb4:
  %27 = phi i64 [ 0, %bb3 ], [ %47, %bb5 ]
  %28 = phi i64 [ %24, %bb3 ], [ %46, %bb5 ]
  %29 = icmp slt i64 %27, 2
  %30 = add i64 %23, 1
  br i1 %29, label %bb5, label %bb3

bb5:
  %31 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 1
  %32 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %33 = mul i64 %27, %32
  %34 = mul i64 %23, 3
  %35 = add i64 %33, %34
  %36 = add i64 %35, %19
  %37 = getelementptr i32, i32* %31, i64 %36
  %38 = load i32, i32* %37
  %39 = sext i32 %38 to i64
  %40 = mul i64 %19, 100
  %41 = mul i64 %23, 10
  %42 = add i64 %40, %41
  %43 = add i64 %42, %27
  %44 = add i64 %43, 1
  %45 = mul i64 %39, %44
  %46 = add i64 %28, %45
  %47 = add i64 %27, 1
  br label %bb4
}

define void @add_position(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  %18 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 0
  %19 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 1
  %20 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 3, 2
  br label %bb1

bb1:
  %21 = phi i64 [ 0, %bb0 ], [ %25, %bb3 ]
  %22 = icmp slt i64 %21, %18
  br i1 %22, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %23 = phi i64 [ 0, %bb1 ], [ %28, %bb4 ]
  %24 = icmp slt i64 %23, %19
  %25 = add i64 %21, 1
  br i1 %24, label %bb4, label %bb1

bb4:
  %26 = phi i64 [ 0, %bb3 ], [ %52, %bb5 ]
  %27 = icmp slt i64 %26, %20
  %28 = add i64 %23, 1
  br i1 %27, label %bb5, label %bb3

bb5:
  %29 = mul i64 %21, %19
  %30 = add i64 %29, %23
  %31 = mul i64 %30, %20
  %32 = add i64 %31, %26
  %33 = trunc i64 %32 to i32
  %34 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 1
  %35 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %36 = mul i64 %21, %35
  %37 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 1
  %38 = mul i64 %23, %37
  %39 = add i64 %36, %38
  %40 = add i64 %39, %26
  %41 = getelementptr i32, i32* %34, i64 %40
  %42 = load i32, i32* %41
  %43 = add i32 %42, %33
  %44 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 1
  %45 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %46 = mul i64 %21, %45
  %47 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, 4, 1
  %48 = mul i64 %23, %47
  %49 = add i64 %46, %48
  %50 = add i64 %49, %26
  %51 = getelementptr i32, i32* %44, i64 %50
  store i32 %43, i32* %51
  %52 = add i64 %26, 1
  br label %bb4
}

define void @print_dims(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } undef, i32* %0, 0
  %10 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %9, i32* %1, 1
  %11 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  br label %bb1

bb1:
  %18 = phi i64 [ 0, %bb0 ], [ %23, %bb3 ]
  %19 = icmp slt i64 %18, 3
  br i1 %19, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %20 = alloca { i32*, i32*, i64, [3 x i64], [3 x i64] }
  store { i32*, i32*, i64, [3 x i64], [3 x i64] } %17, { i32*, i32*, i64, [3 x i64], [3 x i64] }* %20
  %21 = getelementptr { i32*, i32*, i64, [3 x i64], [3 x i64] }, { i32*, i32*, i64, [3 x i64], [3 x i64] }* %20, i32 0, i32 3, i64 %18
  %22 = load i64, i64* %21
  call void @print_i64(i64 %22)
  %23 = add i64 %18, 1
  br label %bb1
}

define void @run(i64 %0) {
bb0:
  %1 = mul i64 3, %0
  %2 = mul i64 %1, 2
  %3 = getelementptr i32, i32* null, i64 %2
  %4 = ptrtoint i32* %3 to i64
  %5 = call i8* @malloc(i64 %4)
  %6 = bitcast i8* %5 to i32*
  %7 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } undef, i32* %6, 0
  %8 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %7, i32* %6, 1
  %9 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %8, i64 0, 2
  %10 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %9, i64 2, 3, 0
  %11 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %10, i64 %0, 3, 1
  %12 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %11, i64 3, 3, 2
  %13 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %12, i64 %1, 4, 0
  %14 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %13, i64 3, 4, 1
  %15 = insertvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %14, i64 1, 4, 2
  %16 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  call void @print_i64(i64 2)
  call void @print_i64(i64 %16)
  call void @print_i64(i64 3)
  %17 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %18 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %19 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 2
  %20 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 0
  %21 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  %22 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 2
  %23 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %24 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 1
  %25 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 2
  call void @print_dims(i32* %17, i32* %18, i64 %19, i64 %20, i64 %21, i64 %22, i64 %23, i64 %24, i64 %25)
  %26 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %27 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %28 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 2
  %29 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 0
  %30 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  %31 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 2
  %32 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %33 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 1
  %34 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 2
  call void @fill(i32* %26, i32* %27, i64 %28, i64 %29, i64 %30, i64 %31, i64 %32, i64 %33, i64 %34)
  %35 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %36 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %37 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 2
  %38 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 0
  %39 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  %40 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 2
  %41 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %42 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 1
  %43 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 2
  %44 = call i64 @sum(i32* %35, i32* %36, i64 %37, i64 %38, i64 %39, i64 %40, i64 %41, i64 %42, i64 %43)
  call void @print_i64(i64 %44)
  %45 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %46 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %47 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 2
  %48 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 0
  %49 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  %50 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 2
  %51 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %52 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 1
  %53 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 2
  %54 = call i64 @weighted(i32* %45, i32* %46, i64 %47, i64 %48, i64 %49, i64 %50, i64 %51, i64 %52, i64 %53)
  call void @print_i64(i64 %54)
  %55 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %56 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %57 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 2
  %58 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 0
  %59 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  %60 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 2
  %61 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %62 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 1
  %63 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 2
  call void @add_position(i32* %55, i32* %56, i64 %57, i64 %58, i64 %59, i64 %60, i64 %61, i64 %62, i64 %63)
  %64 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %65 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %66 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 2
  %67 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 0
  %68 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 1
  %69 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 3, 2
  %70 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %71 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 1
  %72 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 2
  %73 = call i64 @sum(i32* %64, i32* %65, i64 %66, i64 %67, i64 %68, i64 %69, i64 %70, i64 %71, i64 %72)
  call void @print_i64(i64 %73)
  %74 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %75 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %76 = mul i64 1, %75
  %77 = mul i64 2, 3
  %78 = add i64 %76, %77
  %79 = add i64 %78, 1
  %80 = getelementptr i32, i32* %74, i64 %79
  %81 = load i32, i32* %80
  %82 = sext i32 %81 to i64
  call void @print_i64(i64 %82)
  %83 = sub i64 %0, 1
  %84 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 1
  %85 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 4, 0
  %86 = mul i64 1, %85
  %87 = mul i64 %83, 3
  %88 = add i64 %86, %87
  %89 = add i64 %88, 2
  %90 = getelementptr i32, i32* %84, i64 %89
  %91 = load i32, i32* %90
  %92 = sext i32 %91 to i64
  call void @print_i64(i64 %92)
  %93 = extractvalue { i32*, i32*, i64, [3 x i64], [3 x i64] } %15, 0
  %94 = bitcast i32* %93 to i8*
  call void @free(i8* %94)
  ret void
}

define i32 @main() {
bb0:
  call void @run(i64 4)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
