; ModuleID = 'bare_ptr.mlir'
source_filename = "bare_ptr.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @matmul4(double* %0, double* %1, double* %2) {
bb0:
  %3 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %3, double* %0, 1
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, i64 0, 2
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 4, 3, 0
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 1
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, i64 4, 4, 0
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 1, 4, 1
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %1, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, double* %1, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 0, 2
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 4, 3, 0
  %14 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, i64 4, 3, 1
  %15 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, i64 4, 4, 0
  %16 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %15, i64 1, 4, 1
  %17 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %2, 0
  %18 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %17, double* %2, 1
  %19 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, i64 0, 2
  %20 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %19, i64 4, 3, 0
  %21 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %20, i64 4, 3, 1
  %22 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, i64 4, 4, 0
  %23 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %22, i64 1, 4, 1
  br label %bb1

bb1:
  %24 = phi i64 [ 0, %bb0 ], [ %28, %bb2 ]
  %25 = icmp slt i64 %24, 4
  br i1 %25, label %bb2, label %bb6

bb2:
  %26 = phi i64 [ 0, %bb1 ], [ %49, %bb5 ]
  %27 = icmp slt i64 %26, 4
  %28 = add i64 %24, 1
  br i1 %27, label %bb3, label %bb1

bb3:
  %29 = phi i64 [ 0, %bb2 ], [ %44, %bb4 ]
  %30 = phi double [ 0.0, %bb2 ], [ %43, %bb4 ]
  %31 = icmp slt i64 %29, 4
  br i1 %31, label %bb4, label %bb5

bb4:
  %32 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, 1
  %33 = mul i64 %24, 4
  %34 = add i64 %33, %29
  %35 = getelementptr double, double* %32, i64 %34
  %36 = load double, double* %35
  %37 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 1
  %38 = mul i64 %29, 4
  %39 = add i64 %38, %26
  %40 = getelementptr double, double* %37, i64 %39
  %41 = load double, double* %40
  %42 = fmul double %36, %41
  %43 = fadd double %30, %42
  %44 = add i64 %29, 1
  br label %bb3

bb5:
  %45 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %23, 1
  %46 = mul i64 %24, 4
  %47 = add i64 %46, %26
  %48 = getelementptr double, double* %45, i64 %47
  store double %30, double* %48
  %49 = add i64 %26, 1
  br label %bb2

bb6:
  ret void
}

define void @fill4(double %0, double* %1, double %2) {
bb0:
  %3 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %1, 0
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %3, double* %1, 1
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, i64 0, 2
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 4, 3, 0
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 1
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, i64 4, 4, 0
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 1, 4, 1
  %10 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %15, %bb2 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb2, label %bb4

bb2:
  %13 = phi i64 [ 0, %bb1 ], [ %26, %bb3 ]
  %14 = icmp slt i64 %13, 4
  %15 = add i64 %11, 1
  br i1 %14, label %bb3, label %bb1

bb3:
  %16 = sitofp i64 %11 to double
  %17 = sitofp i64 %13 to double
  %18 = fmul double %17, %2
  %19 = fadd double %0, %16
  %20 = fsub double %19, %18
  %21 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, 1
  %22 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %23 = mul i64 %11, %22
  %24 = add i64 %23, %13
  %25 = getelementptr double, double* %21, i64 %24
  store double %20, double* %25
  %26 = add i64 %13, 1
  br label %bb2

bb4:
  ret void
}

define double @trace4(double* %0) {
bb0:
  %1 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %2 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %1, double* %0, 1
  %3 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %2, i64 0, 2
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %3, i64 4, 3, 0
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 1
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 4, 4, 0
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 1
  %8 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, 1
  %9 = mul i64 0, 4
  %10 = add i64 %9, 0
  %11 = getelementptr double, double* %8, i64 %10
  %12 = load double, double* %11
  %13 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, 1
  %14 = mul i64 1, 4
  %15 = add i64 %14, 1
  %16 = getelementptr double, double* %13, i64 %15
  %17 = load double, double* %16
  %18 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, 1
  %19 = mul i64 2, 4
  %20 = add i64 %19, 2
  %21 = getelementptr double, double* %18, i64 %20
  %22 = load double, double* %21
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, 1
  %24 = mul i64 3, 4
  %25 = add i64 %24, 3
  %26 = getelementptr double, double* %23, i64 %25
  %27 = load double, double* %26
  %28 = fadd double %12, %17
  %29 = fadd double %28, %22
  %30 = fadd double %29, %27
  ret double %30
}

define i64 @prefix8(i32* %0) {
bb0:
  %1 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %2 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %1, i32* %0, 1
  %3 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %2, i64 0, 2
  %4 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %3, i64 8, 3, 0
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %4, i64 1, 4, 0
  br label %bb1

bb1:
  %6 = phi i64 [ 0, %bb0 ], [ %15, %bb2 ]
  %7 = phi i32 [ 0, %bb0 ], [ %12, %bb2 ]
  %8 = icmp slt i64 %6, 8
  br i1 %8, label %bb2, label %bb3

bb2:
  %9 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, 1
  %10 = getelementptr i32, i32* %9, i64 %6
  %11 = load i32, i32* %10
  %12 = add i32 %7, %11
  %13 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, 1
  %14 = getelementptr i32, i32* %13, i64 %6
  store i32 %12, i32* %14
  %15 = add i64 %6, 1
  br label %bb1

bb3:
  %16 = sext i32 %7 to i64
  ret i64 %16
}

define void @accumulate(double %0, double* %1, double %2) {
bb0:
  %3 = insertvalue { double*, double*, i64 } undef, double* %1, 0
  %4 = insertvalue { double*, double*, i64 } %3, double* %1, 1
  %5 = insertvalue { double*, double*, i64 } %4, i64 0, 2
  %6 = extractvalue { double*, double*, i64 } %5, 1
  %7 = load double, double* %6
  %8 = fmul double %0, %2
  %9 = fadd double %7, %8
  %10 = extractvalue { double*, double*, i64 } %5, 1
  store double %9, double* %10
  ret void
}

define { i64, i64 } @rank3(i16* %0) {
bb0:
  %1 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } undef, i16* %0, 0
  %2 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %1, i16* %0, 1
  %3 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %2, i64 0, 2
  %4 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %3, i64 2, 3, 0
  %5 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %4, i64 3, 3, 1
  %6 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %5, i64 4, 3, 2
  %7 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %6, i64 12, 4, 0
  %8 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %7, i64 4, 4, 1
  %9 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %8, i64 1, 4, 2
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %16, %bb2 ]
  %11 = phi i64 [ 0, %bb0 ], [ %14, %bb2 ]
  %12 = icmp slt i64 %10, 2
  br i1 %12, label %bb2, label %bb5

bb2:
  %13 = phi i64 [ 0, %bb1 ], [ %20, %bb3 ]
  %14 = phi i64 [ %11, %bb1 ], [ %18, %bb3 ]
  %15 = icmp slt i64 %13, 3
  %16 = add i64 %10, 1
  br i1 %15, label %bb3, label %bb1

bb3:
  %17 = phi i64 [ 0, %bb2 ], [ %32, %bb4 ]
  %18 = phi i64 [ %14, %bb2 ], [ %31, %bb4 ]
  %19 = icmp slt i64 %17, 4
  %20 = add i64 %13, 1
  br i1 %19, label %bb4, label %bb2

bb4:
  %21 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %9, 1
  %22 = mul i64 %10, 12
  %23 = mul i64 %13, 4
  %24 = add i64 %22, %23
  %25 = add i64 %24, %17
  %26 = getelementptr i16, i16* %21, i64 %25
  %27 = load i16, i16* %26
  %28 = sext i16 %27 to i64
  %29 = add i64 %10, 1
  %30 = mul i64 %28, %29
  %31 = add i64 %18, %30
  %32 = add i64 %17, 1
  br label %bb3

bb5:
  %33 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %9, 1
  %34 = mul i64 1, 12
  %35 = mul i64 2, 4
  %36 = add i64 %34, %35
  %37 = add i64 %36, 3
  %38 = getelementptr i16, i16* %33, i64 %37
  %39 = load i16, i16* %38
  %40 = sext i16 %39 to i64
  %41 = insertvalue { i64, i64 } undef, i64 %11, 0
  %42 = insertvalue { i64, i64 } %41, i64 %40, 1
  ret { i64, i64 } %42
}

define void @fill3(i16* %0) {
bb0:
  %1 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } undef, i16* %0, 0
  %2 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %1, i16* %0, 1
  %3 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %2, i64 0, 2
  %4 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %3, i64 2, 3, 0
  %5 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %4, i64 3, 3, 1
  %6 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %5, i64 4, 3, 2
  %7 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %6, i64 12, 4, 0
  %8 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %7, i64 4, 4, 1
  %9 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %8, i64 1, 4, 2
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %14, %bb2 ]
  %11 = icmp slt i64 %10, 2
  br i1 %11, label %bb2, label %bb5

bb2:
  %12 = phi i64 [ 0, %bb1 ], [ %17, %bb3 ]
  %13 = icmp slt i64 %12, 3
  %14 = add i64 %10, 1
  br i1 %13, label %bb3, label %bb1

bb3:
  %15 = phi i64 [ 0, %bb2 ], [ %30, %bb4 ]
  %16 = icmp slt i64 %15, 4
  %17 = add i64 %12, 1
  br i1 %16, label %bb4, label %bb2

bb4:
  %18 = mul i64 %10, 12
  %19 = mul i64 %12, 4
  %20 = add i64 %18, %19
  %21 = add i64 %20, %15
  %22 = sub i64 %21, 10
  %23 = trunc i64 %22 to i16
  %24 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %9, 1
  %25 = mul i64 %10, 12
  %26 = mul i64 %12, 4
  %27 = add i64 %25, %26
  %28 = add i64 %27, %15
  %29 = getelementptr i16, i16* %24, i64 %28
  store i16 %23, i16* %29
  %30 = add i64 %15, 1
  br label %bb3

bb5:
  ret void
}

define void @release(i32* %0) {
bb0:
  %1 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %2 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %1, i32* %0, 1
  %3 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %2, i64 0, 2
  %4 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %3, i64 8, 3, 0
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %4, i64 1, 4, 0
  %6 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, 0
  %7 = bitcast i32* %6 to i8*
  call void @free(i8* %7)
  ret void
}

define i64* @powers() {
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
  %9 = phi i64 [ 0, %bb0 ], [ %15, %bb2 ]
  %10 = phi i64 [ 1, %bb0 ], [ %14, %bb2 ]
  %11 = icmp slt i64 %9, 5
  br i1 %11, label %bb2, label %bb3

bb2:
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %13 = getelementptr i64, i64* %12, i64 %9
  store i64 %10, i64* %13
  %14 = mul i64 %10, 7
  %15 = add i64 %9, 1
  br label %bb1

bb3:
  %16 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  ret i64* %16
}

define i32 @main() {
bb0:
  %0 = getelementptr double, double* null, i64 16
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, i64 4, 3, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 4, 4, 0
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = getelementptr double, double* null, i64 16
  %12 = ptrtoint double* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to double*
  %15 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %14, 0
  %16 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %15, double* %14, 1
  %17 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, i64 0, 2
  %18 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %17, i64 4, 3, 0
  %19 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, i64 4, 3, 1
  %20 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %19, i64 4, 4, 0
  %21 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %20, i64 1, 4, 1
  %22 = getelementptr double, double* null, i64 16
  %23 = ptrtoint double* %22 to i64
  %24 = call i8* @malloc(i64 %23)
  %25 = bitcast i8* %24 to double*
  %26 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %25, 0
  %27 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, double* %25, 1
  %28 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %27, i64 0, 2
  %29 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, i64 4, 3, 0
  %30 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %29, i64 4, 3, 1
  %31 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %30, i64 4, 4, 0
  %32 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %31, i64 1, 4, 1
  %33 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  call void @fill4(double 1.0, double* %33, double 2.0)
  %34 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  call void @fill4(double -3.0, double* %34, double 0.5)
  %35 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %36 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %37 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, 1
  call void @matmul4(double* %35, double* %36, double* %37)
  %38 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, 1
  %39 = call double @trace4(double* %38)
  call void @print_f64(double %39)
  %40 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, 1
  %41 = mul i64 0, 4
  %42 = add i64 %41, 3
  %43 = getelementptr double, double* %40, i64 %42
  %44 = load double, double* %43
  %45 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, 1
  %46 = mul i64 3, 4
  %47 = add i64 %46, 0
  %48 = getelementptr double, double* %45, i64 %47
  %49 = load double, double* %48
  call void @print_f64(double %44)
  call void @print_f64(double %49)
  %50 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 0
  %51 = bitcast double* %50 to i8*
  call void @free(i8* %51)
  %52 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 0
  %53 = bitcast double* %52 to i8*
  call void @free(i8* %53)
  %54 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, 0
  %55 = bitcast double* %54 to i8*
  call void @free(i8* %55)
  %56 = getelementptr i32, i32* null, i64 8
  %57 = ptrtoint i32* %56 to i64
  %58 = call i8* @malloc(i64 %57)
  %59 = bitcast i8* %58 to i32*
  %60 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %59, 0
  %61 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %60, i32* %59, 1
  %62 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, i64 0, 2
  %63 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %62, i64 8, 3, 0
  %64 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %63, i64 1, 4, 0
  br label %bb1

bb1:
  %65 = phi i64 [ 0, %bb0 ], [ %72, %bb2 ]
  %66 = icmp sle i64 %65, 7
  br i1 %66, label %bb2, label %bb3

bb2:
  %67 = trunc i64 %65 to i32
  %68 = mul i32 %67, 3
  %69 = sub i32 %68, 5
  %70 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  %71 = getelementptr i32, i32* %70, i64 %65
  store i32 %69, i32* %71
  %72 = add i64 %65, 1
  br label %bb1

bb3:
  %73 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  %74 = call i64 @prefix8(i32* %73)
  call void @print_i64(i64 %74)
  %75 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  %76 = getelementptr i32, i32* %75, i64 3
  %77 = load i32, i32* %76
  %78 = sext i32 %77 to i64
  call void @print_i64(i64 %78)
  %79 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  call void @release(i32* %79)
  %80 = alloca double
  %81 = insertvalue { double*, double*, i64 } undef, double* %80, 0
  %82 = insertvalue { double*, double*, i64 } %81, double* %80, 1
  %83 = insertvalue { double*, double*, i64 } %82, i64 0, 2
  %84 = extractvalue { double*, double*, i64 } %83, 1
  store double 0.0, double* %84
  %85 = extractvalue { double*, double*, i64 } %83, 1
  call void @accumulate(double 1.5, double* %85, double 2.0)
  %86 = extractvalue { double*, double*, i64 } %83, 1
  call void @accumulate(double -3.0, double* %86, double 0.5)
  %87 = extractvalue { double*, double*, i64 } %83, 1
  %88 = load double, double* %87
  call void @print_f64(double %88)
  %89 = getelementptr i16, i16* null, i64 24
  %90 = ptrtoint i16* %89 to i64
  %91 = call i8* @malloc(i64 %90)
  %92 = bitcast i8* %91 to i16*
  %93 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } undef, i16* %92, 0
  %94 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %93, i16* %92, 1
  %95 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %94, i64 0, 2
  %96 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %95, i64 2, 3, 0
  %97 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %96, i64 3, 3, 1
  %98 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %97, i64 4, 3, 2
  %99 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %98, i64 12, 4, 0
  %100 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %99, i64 4, 4, 1
  %101 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %100, i64 1, 4, 2
  %102 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %101, 1
  call void @fill3(i16* %102)
  %103 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %101, 1
  %104 = call { i64, i64 } @rank3(i16* %103)
  %105 = extractvalue { i64, i64 } %104, 0
  %106 = extractvalue { i64, i64 } %104, 1
  call void @print_i64(i64 %105)
  call void @print_i64(i64 %106)
  %107 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %101, 0
  %108 = bitcast i16* %107 to i8*
  call void @free(i8* %108)
  %109 = call i64* @powers()
  %110 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %109, 0
  %111 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, i64* %109, 1
  %112 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %111, i64 0, 2
  %113 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %112, i64 5, 3, 0
  %114 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %113, i64 1, 4, 0
  %115 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %114, 1
  %116 = getelementptr i64, i64* %115, i64 4
  %117 = load i64, i64* %116
  call void @print_i64(i64 %117)
  %118 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %114, 3, 0
  call void @print_i64(i64 %118)
  %119 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %114, 0
  %120 = bitcast i64* %119 to i8*
  call void @free(i8* %120)
  ret i32 0
}

declare void @free(i8*)

declare i8* @malloc(i64)
