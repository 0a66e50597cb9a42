; ModuleID = 'callee.mlir'
source_filename = "callee.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @scale(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, double %7) {
bb0:
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, double* %1, 1
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %16 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  br label %bb1

bb1:
  %17 = phi i64 [ 0, %bb0 ], [ %21, %bb3 ]
  %18 = icmp slt i64 %17, %15
  br i1 %18, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %34, %bb4 ]
  %20 = icmp slt i64 %19, %16
  %21 = add i64 %17, 1
  br i1 %20, label %bb4, label %bb1

bb4:
  %22 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 1
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %24 = mul i64 %17, %23
  %25 = add i64 %24, %19
  %26 = getelementptr double, double* %22, i64 %25
  %27 = load double, double* %26
  %28 = fmul double %27, %7
  %29 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 1
  %30 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %31 = mul i64 %17, %30
  %32 = add i64 %31, %19
  %33 = getelementptr double, double* %29, i64 %32
  store double %28, double* %33
  %34 = add i64 %19, 1
  br label %bb3
}

define void @fill(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i32 %5) {
bb0:
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i32* %1, 1
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %bb1

bb1:
  %12 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %13 = icmp slt i64 %12, %11
  br i1 %13, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %14 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 1
  %15 = getelementptr i32, i32* %14, i64 %12
  store i32 %5, i32* %15
  %16 = add i64 %12, 1
  br label %bb1
}

define void @scale_strided(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, double %7) {
bb0:
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, double* %1, 1
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %4, 3, 1
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %16 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  br label %bb1

bb1:
  %17 = phi i64 [ 0, %bb0 ], [ %21, %bb3 ]
  %18 = icmp slt i64 %17, %15
  br i1 %18, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %42, %bb4 ]
  %20 = icmp slt i64 %19, %16
  %21 = add i64 %17, 1
  br i1 %20, label %bb4, label %bb1

bb4:
  %22 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 1
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 2
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %25 = mul i64 %17, %24
  %26 = add i64 %23, %25
  %27 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 1
  %28 = mul i64 %19, %27
  %29 = add i64 %26, %28
  %30 = getelementptr double, double* %22, i64 %29
  %31 = load double, double* %30
  %32 = fmul double %31, %7
  %33 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 1
  %34 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 2
  %35 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %36 = mul i64 %17, %35
  %37 = add i64 %34, %36
  %38 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 1
  %39 = mul i64 %19, %38
  %40 = add i64 %37, %39
  %41 = getelementptr double, double* %33, i64 %40
  store double %32, double* %41
  %42 = add i64 %19, 1
  br label %bb3
}

define void @fill_strided(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i32 %5) {
bb0:
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i32* %1, 1
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %bb1

bb1:
  %12 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %13 = icmp slt i64 %12, %11
  br i1 %13, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %14 = trunc i64 %12 to i32
  %15 = add i32 %5, %14
  %16 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 1
  %17 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 2
  %18 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, 4, 0
  %19 = mul i64 %12, %18
  %20 = add i64 %17, %19
  %21 = getelementptr i32, i32* %16, i64 %20
  store i32 %15, i32* %21
  %22 = add i64 %12, 1
  br label %bb1
}

define double @exchange0(double* %0, double* %1, i64 %2, double %3) {
bb0:
  %4 = insertvalue { double*, double*, i64 } undef, double* %0, 0
  %5 = insertvalue { double*, double*, i64 } %4, double* %1, 1
  %6 = insertvalue { double*, double*, i64 } %5, i64 %2, 2
  %7 = extractvalue { double*, double*, i64 } %6, 1
  %8 = load double, double* %7
  %9 = extractvalue { double*, double*, i64 } %6, 1
  store double %3, double* %9
  ret double %8
}

define double @total(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %17 = phi double [ 0.0, %bb0 ], [ %20, %bb3 ]
  %18 = icmp slt i64 %16, %14
  br i1 %18, label %bb3, label %bb2

bb2:
  ret double %17

bb3:
  %19 = phi i64 [ 0, %bb1 ], [ %30, %bb4 ]
  %20 = phi double [ %17, %bb1 ], [ %29, %bb4 ]
  %21 = icmp slt i64 %19, %15
  %22 = add i64 %16, 1
  br i1 %21, label %bb4, label %bb1

bb4:
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %25 = mul i64 %16, %24
  %26 = add i64 %25, %19
  %27 = getelementptr double, double* %23, i64 %26
  %28 = load double, double* %27
  %29 = fadd double %20, %28
  %30 = add i64 %19, 1
  br label %bb3
}

define i64 @negate_unranked(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 1
  %5 = bitcast i8* %4 to { i32*, i32*, i64, [1 x i64], [1 x i64] }*
  %6 = load { i32*, i32*, i64, [1 x i64], [1 x i64] }, { i32*, i32*, i64, [1 x i64], [1 x i64] }* %5
  %7 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, 3, 0
  br label %bb1

bb1:
  %8 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %9 = icmp slt i64 %8, %7
  br i1 %9, label %bb3, label %bb2

bb2:
  ret i64 %7

bb3:
  %10 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, 1
  %11 = getelementptr i32, i32* %10, i64 %8
  %12 = load i32, i32* %11
  %13 = sub i32 0, %12
  %14 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, 1
  %15 = getelementptr i32, i32* %14, i64 %8
  store i32 %13, i32* %15
  %16 = add i64 %8, 1
  br label %bb1
}

define void @iota2(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb3 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %18 = phi i64 [ 0, %bb1 ], [ %33, %bb4 ]
  %19 = icmp slt i64 %18, %15
  %20 = add i64 %16, 1
  br i1 %19, label %bb4, label %bb1

bb4:
  %21 = mul i64 %16, 10
  %22 = add i64 %21, %18
  %23 = sitofp i64 %22 to double
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %25 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 2
  %26 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %27 = mul i64 %16, %26
  %28 = add i64 %25, %27
  %29 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 1
  %30 = mul i64 %18, %29
  %31 = add i64 %28, %30
  %32 = getelementptr double, double* %24, i64 %31
  store double %23, double* %32
  %33 = add i64 %18, 1
  br label %bb3
}

declare void @observe(double*, double*, i64, i64, i64, i64, i64)

declare void @observe_2x3(double*, double*, i64, i64, i64, i64, i64)

declare void @observe0(i32*, i32*, i64)

declare void @observe_unranked(i64, i8*)

define double @report(i64 %0, i64 %1) {
bb0:
  %2 = mul i64 %1, %0
  %3 = getelementptr double, double* null, i64 %2
  %4 = ptrtoint double* %3 to i64
  %5 = call i8* @malloc(i64 %4)
  %6 = bitcast i8* %5 to double*
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %6, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %6, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 0, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %0, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %1, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %1, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 1, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 0
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %16 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 2
  %17 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %18 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  %19 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %20 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 1
  call void @iota2(double* %14, double* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20)
  %21 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 0
  %22 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 2
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %25 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  %26 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %27 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 1
  call void @observe(double* %21, double* %22, i64 %23, i64 %24, i64 %25, i64 %26, i64 %27)
  %28 = alloca { double*, double*, i64, [2 x i64], [2 x i64] }
  store { double*, double*, i64, [2 x i64], [2 x i64] } %13, { double*, double*, i64, [2 x i64], [2 x i64] }* %28
  %29 = bitcast { double*, double*, i64, [2 x i64], [2 x i64] }* %28 to i8*
  %30 = insertvalue { i64, i8* } undef, i64 2, 0
  %31 = insertvalue { i64, i8* } %30, i8* %29, 1
  %32 = extractvalue { i64, i8* } %31, 0
  %33 = extractvalue { i64, i8* } %31, 1
  call void @observe_unranked(i64 %32, i8* %33)
  %34 = getelementptr double, double* null, i64 6
  %35 = ptrtoint double* %34 to i64
  %36 = call i8* @malloc(i64 %35)
  %37 = bitcast i8* %36 to double*
  %38 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %37, 0
  %39 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, double* %37, 1
  %40 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %39, i64 0, 2
  %41 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %40, i64 2, 3, 0
  %42 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, i64 3, 3, 1
  %43 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %42, i64 3, 4, 0
  %44 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %43, i64 1, 4, 1
  %45 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 0
  %46 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 1
  %47 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 2
  %48 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 3, 0
  %49 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 3, 1
  %50 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 4, 0
  %51 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 4, 1
  call void @iota2(double* %45, double* %46, i64 %47, i64 %48, i64 %49, i64 %50, i64 %51)
  %52 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 0
  %53 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 1
  %54 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 2
  %55 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 3, 0
  %56 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 3, 1
  %57 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 4, 0
  %58 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 4, 1
  call void @observe_2x3(double* %52, double* %53, i64 %54, i64 %55, i64 %56, i64 %57, i64 %58)
  %59 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 0
  %60 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 1
  %61 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 2
  %62 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 3, 0
  %63 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 3, 1
  %64 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 4, 0
  %65 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 4, 1
  call void @observe(double* %59, double* %60, i64 %61, i64 %62, i64 %63, i64 %64, i64 %65)
  %66 = alloca { double*, double*, i64, [2 x i64], [2 x i64] }
  store { double*, double*, i64, [2 x i64], [2 x i64] } %44, { double*, double*, i64, [2 x i64], [2 x i64] }* %66
  %67 = bitcast { double*, double*, i64, [2 x i64], [2 x i64] }* %66 to i8*
  %68 = insertvalue { i64, i8* } undef, i64 2, 0
  %69 = insertvalue { i64, i8* } %68, i8* %67, 1
  %70 = extractvalue { i64, i8* } %69, 0
  %71 = extractvalue { i64, i8* } %69, 1
  call void @observe_unranked(i64 %70, i8* %71)
  %72 = alloca i32
  %73 = insertvalue { i32*, i32*, i64 } undef, i32* %72, 0
  %74 = insertvalue { i32*, i32*, i64 } %73, i32* %72, 1
  %75 = insertvalue { i32*, i32*, i64 } %74, i64 0, 2
  %76 = extractvalue { i32*, i32*, i64 } %75, 1
  store i32 41, i32* %76
  %77 = extractvalue { i32*, i32*, i64 } %75, 0
  %78 = extractvalue { i32*, i32*, i64 } %75, 1
  %79 = extractvalue { i32*, i32*, i64 } %75, 2
  call void @observe0(i32* %77, i32* %78, i64 %79)
  %80 = extractvalue { i32*, i32*, i64 } %75, 1
  %81 = load i32, i32* %80
  %82 = sitofp i32 %81 to double
  %83 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 1
  %84 = mul i64 1, 3
  %85 = add i64 %84, 2
  %86 = getelementptr double, double* %83, i64 %85
  %87 = load double, double* %86
  %88 = fadd double %82, %87
  %89 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 0
  %90 = bitcast double* %89 to i8*
  call void @free(i8* %90)
  %91 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %44, 0
  %92 = bitcast double* %91 to i8*
  call void @free(i8* %92)
  ret double %88
}

declare i8* @malloc(i64)

declare void @free(i8*)
