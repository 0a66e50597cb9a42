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
  %24 = phi i64 [ 0, %bb0 ], [ %28, %bb3 ]
  %25 = icmp slt i64 %24, 4
  br i1 %25, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %26 = phi i64 [ 0, %bb1 ], [ %36, %bb5 ]
  %27 = icmp slt i64 %26, 4
  %28 = add i64 %24, 1
  br i1 %27, label %bb4, label %bb1

bb4:
  %29 = phi i64 [ 0, %bb3 ], [ %49, %bb6 ]
  %30 = phi double [ 0.0, %bb3 ], [ %48, %bb6 ]
  %31 = icmp slt i64 %29, 4
  br i1 %31, label %bb6, label %bb5

bb5:
  %32 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %23, 1
  %33 = mul i64 %24, 4
  %34 = add i64 %33, %26
  %35 = getelementptr double, double* %32, i64 %34
  store double %30, double* %35
  %36 = add i64 %26, 1
  br label %bb3

bb6:
  %37 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, 1
  %38 = mul i64 %24, 4
  %39 = add i64 %38, %29
  %40 = getelementptr double, double* %37, i64 %39
  %41 = load double, double* %40
  %42 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 1
  %43 = mul i64 %29, 4
  %44 = add i64 %43, %26
  %45 = getelementptr double, double* %42, i64 %44
  %46 = load double, double* %45
  %47 = fmul double %41, %46
  %48 = fadd double %30, %47
  %49 = add i64 %29, 1
  br label %bb4
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
  %11 = phi i64 [ 0, %bb0 ], [ %15, %bb3 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = phi i64 [ 0, %bb1 ], [ %26, %bb4 ]
  %14 = icmp slt i64 %13, 4
  %15 = add i64 %11, 1
  br i1 %14, label %bb4, label %bb1

bb4:
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
  br label %bb3
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
  %6 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %7 = phi i32 [ 0, %bb0 ], [ %13, %bb3 ]
  %8 = icmp slt i64 %6, 8
  br i1 %8, label %bb3, label %bb2

bb2:
  %9 = sext i32 %7 to i64
  ret i64 %9

bb3:
  %10 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, 1
  %11 = getelementptr i32, i32* %10, i64 %6
  %12 = load i32, i32* %11
  %13 = add i32 %7, %12
  %14 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, 1
  %15 = getelementptr i32, i32* %14, i64 %6
  store i32 %13, i32* %15
  %16 = add i64 %6, 1
  br label %bb1
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
  %10 = phi i64 [ 0, %bb0 ], [ %26, %bb3 ]
  %11 = phi i64 [ 0, %bb0 ], [ %24, %bb3 ]
  %12 = icmp slt i64 %10, 2
  br i1 %12, label %bb3, label %bb2

bb2:
  %13 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %9, 1
  %14 = mul i64 1, 12
  %15 = mul i64 2, 4
  %16 = add i64 %14, %15
  %17 = add i64 %16, 3
  %18 = getelementptr i16, i16* %13, i64 %17
  %19 = load i16, i16* %18
  %20 = sext i16 %19 to i64
  %21 = insertvalue { i64, i64 } undef, i64 %11, 0
  %22 = insertvalue { i64, i64 } %21, i64 %20, 1
  ret { i64, i64 } %22

bb3:
  %23 = phi i64 [ 0, %bb1 ], [ %30, %bb4 ]
  %24 = phi i64 [ %11, %bb1 ], [ %28, %bb4 ]
  %25 = icmp slt i64 %23, 3
  %26 = add i64 %10, 1
  br i1 %25, label %bb4, label %bb1

bb4:
  %27 = phi i64 [ 0, %bb3 ], [ %42, %bb5 ]
  %28 = phi i64 [ %24, %bb3 ], [ %41, %bb5 ]
  %29 = icmp slt i64 %27, 4
  %30 = add i64 %23, 1
  br i1 %29, label %bb5, label %bb3

bb5:
  %31 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %9, 1
  %32 = mul i64 %10, 12
  %33 = mul i64 %23, 4
  %34 = add i64 %32, %33
  %35 = add i64 %34, %27
  %36 = getelementptr i16, i16* %31, i64 %35
  %37 = load i16, i16* %36
  %38 = sext i16 %37 to i64
  %39 = add i64 %10, 1
  %40 = mul i64 %38, %39
  %41 = add i64 %28, %40
  %42 = add i64 %27, 1
  br label %bb4
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
  %10 = phi i64 [ 0, %bb0 ], [ %14, %bb3 ]
  %11 = icmp slt i64 %10, 2
  br i1 %11, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %12 = phi i64 [ 0, %bb1 ], [ %17, %bb4 ]
  %13 = icmp slt i64 %12, 3
  %14 = add i64 %10, 1
  br i1 %13, label %bb4, label %bb1

bb4:
  %15 = phi i64 [ 0, %bb3 ], [ %30, %bb5 ]
  %16 = icmp slt i64 %15, 4
  %17 = add i64 %12, 1
  br i1 %16, label %bb5, label %bb3

bb5:
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
  br label %bb4
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
  %9 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %10 = phi i64 [ 1, %bb0 ], [ %15, %bb3 ]
  %11 = icmp slt i64 %9, 5
  br i1 %11, label %bb3, label %bb2

bb2:
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  ret i64* %12

bb3:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %14 = getelementptr i64, i64* %13, i64 %9
  store i64 %10, i64* %14
  %15 = mul i64 %10, 7
  %16 = add i64 %9, 1
  br label %bb1
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
  %65 = phi i64 [ 0, %bb0 ], [ %120, %bb3 ]
  %66 = icmp sle i64 %65, 7
  br i1 %66, label %bb3, label %bb2

bb2:
  %67 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  %68 = call i64 @prefix8(i32* %67)
  call void @print_i64(i64 %68)
  %69 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  %70 = getelementptr i32, i32* %69, i64 3
  %71 = load i32, i32* %70
  %72 = sext i32 %71 to i64
  call void @print_i64(i64 %72)
  %73 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  call void @release(i32* %73)
  %74 = alloca double
  %75 = insertvalue { double*, double*, i64 } undef, double* %74, 0
  %76 = insertvalue { double*, double*, i64 } %75, double* %74, 1
  %77 = insertvalue { double*, double*, i64 } %76, i64 0, 2
  %78 = extractvalue { double*, double*, i64 } %77, 1
  store double 0.0, double* %78
  %79 = extractvalue { double*, double*, i64 } %77, 1
  call void @accumulate(double 1.5, double* %79, double 2.0)
  %80 = extractvalue { double*, double*, i64 } %77, 1
  call void @accumulate(double -3.0, double* %80, double 0.5)
  %81 = extractvalue { double*, double*, i64 } %77, 1
  %82 = load double, double* %81
  call void @print_f64(double %82)
  %83 = getelementptr i16, i16* null, i64 24
  %84 = ptrtoint i16* %83 to i64
  %85 = call i8* @malloc(i64 %84)
  %86 = bitcast i8* %85 to i16*
  %87 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } undef, i16* %86, 0
  %88 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %87, i16* %86, 1
  %89 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %88, i64 0, 2
  %90 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %89, i64 2, 3, 0
  %91 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %90, i64 3, 3, 1
  %92 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %91, i64 4, 3, 2
  %93 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %92, i64 12, 4, 0
  %94 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %93, i64 4, 4, 1
  %95 = insertvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %94, i64 1, 4, 2
  %96 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %95, 1
  call void @fill3(i16* %96)
  %97 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %95, 1
  %98 = call { i64, i64 } @rank3(i16* %97)
  %99 = extractvalue { i64, i64 } %98, 0
  %100 = extractvalue { i64, i64 } %98, 1
  call void @print_i64(i64 %99)
  call void @print_i64(i64 %100)
  %101 = extractvalue { i16*, i16*, i64, [3 x i64], [3 x i64] } %95, 0
  %102 = bitcast i16* %101 to i8*
  call void @free(i8* %102)
  %103 = call i64* @powers()
  %104 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %103, 0
  %105 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, i64* %103, 1
  %106 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %105, i64 0, 2
  %107 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %106, i64 5, 3, 0
  %108 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, i64 1, 4, 0
  %109 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %108, 1
  %110 = getelementptr i64, i64* %109, i64 4
  %111 = load i64, i64* %110
  call void @print_i64(i64 %111)
  %112 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %108, 3, 0
  call void @print_i64(i64 %112)
  %113 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %108, 0
  %114 = bitcast i64* %113 to i8*
  call void @free(i8* %114)
  ret i32 0

bb3:
  %115 = trunc i64 %65 to i32
  %116 = mul i32 %115, 3
  %117 = sub i32 %116, 5
  %118 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %64, 1
  %119 = getelementptr i32, i32* %118, i64 %65
  store i32 %117, i32* %119
  %120 = add i64 %65, 1
  br label %bb1
}

declare void @free(i8*)

declare i8* @malloc(i64)
