; ModuleID = 'pingpong.mlir'
source_filename = "pingpong.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @smooth(double* %0, double* %1, i64 %2, i64 %3, i64 %4, double* %5, double* %6, i64 %7, i64 %8, i64 %9) {
bb0:
  %10 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %11 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, double* %1, 1
  %12 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, i64 %2, 2
  %13 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %12, i64 %3, 3, 0
  %14 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %13, i64 %4, 4, 0
  %15 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %5, 0
  %16 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %15, double* %6, 1
  %17 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %16, i64 %7, 2
  %18 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, i64 %8, 3, 0
  %19 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %18, i64 %9, 4, 0
  %20 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, 3, 0
  %21 = sub i64 %20, 1
  %22 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, 1
  %23 = getelementptr double, double* %22, i64 0
  %24 = load double, double* %23
  %25 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %19, 1
  %26 = getelementptr double, double* %25, i64 0
  store double %24, double* %26
  %27 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, 1
  %28 = getelementptr double, double* %27, i64 %21
  %29 = load double, double* %28
  %30 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %19, 1
  %31 = getelementptr double, double* %30, i64 %21
  store double %29, double* %31
  br label %bb1

bb1:
  %32 = phi i64 [ 1, %bb0 ], [ %51, %bb2 ]
  %33 = icmp slt i64 %32, %21
  br i1 %33, label %bb2, label %bb3

bb2:
  %34 = sub i64 %32, 1
  %35 = add i64 %32, 1
  %36 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, 1
  %37 = getelementptr double, double* %36, i64 %34
  %38 = load double, double* %37
  %39 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, 1
  %40 = getelementptr double, double* %39, i64 %32
  %41 = load double, double* %40
  %42 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, 1
  %43 = getelementptr double, double* %42, i64 %35
  %44 = load double, double* %43
  %45 = fmul double %41, 2.0
  %46 = fadd double %38, %45
  %47 = fadd double %46, %44
  %48 = fmul double %47, 0.25
  %49 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %19, 1
  %50 = getelementptr double, double* %49, i64 %32
  store double %48, double* %50
  %51 = add i64 %32, 1
  br label %bb1

bb3:
  ret void
}

define { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* %0, double* %1, double* %2, i64 %3, i64 %4, i64 %5, double* %6, double* %7, i64 %8, i64 %9, i64 %10, i64 %11) {
bb0:
  %12 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %1, 0
  %13 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %12, double* %2, 1
  %14 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %13, i64 %3, 2
  %15 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, i64 %4, 3, 0
  %16 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %15, i64 %5, 4, 0
  %17 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %6, 0
  %18 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, double* %7, 1
  %19 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %18, i64 %8, 2
  %20 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %19, i64 %9, 3, 0
  %21 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %20, i64 %10, 4, 0
  br label %bb1

bb1:
  %22 = phi i64 [ 0, %bb0 ], [ %36, %bb2 ]
  %23 = phi { double*, double*, i64, [1 x i64], [1 x i64] } [ %16, %bb0 ], [ %24, %bb2 ]
  %24 = phi { double*, double*, i64, [1 x i64], [1 x i64] } [ %21, %bb0 ], [ %23, %bb2 ]
  %25 = icmp slt i64 %22, %11
  br i1 %25, label %bb2, label %bb3

bb2:
  %26 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %23, 0
  %27 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %23, 1
  %28 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %23, 2
  %29 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %23, 3, 0
  %30 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %23, 4, 0
  %31 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %24, 0
  %32 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %24, 1
  %33 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %24, 2
  %34 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %24, 3, 0
  %35 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %24, 4, 0
  call void %0(double* %26, double* %27, i64 %28, i64 %29, i64 %30, double* %31, double* %32, i64 %33, i64 %34, i64 %35)
  %36 = add i64 %22, 1
  br label %bb1

bb3:
  ret { double*, double*, i64, [1 x i64], [1 x i64] } %23
}

define double @rsum(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = sub i64 %6, %5
  %13 = icmp sle i64 %12, 1
  br i1 %13, label %bb1, label %bb3

bb1:
  %14 = icmp slt i64 %12, 1
  br i1 %14, label %bb4, label %bb2

bb2:
  %15 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 1
  %16 = getelementptr double, double* %15, i64 %5
  %17 = load double, double* %16
  br label %bb4

bb3:
  %18 = udiv i64 %12, 2
  %19 = add i64 %5, %18
  %20 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 0
  %21 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 1
  %22 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 2
  %23 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %24 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 4, 0
  %25 = call double @rsum(double* %20, double* %21, i64 %22, i64 %23, i64 %24, i64 %5, i64 %19)
  %26 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 0
  %27 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 1
  %28 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 2
  %29 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %30 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 4, 0
  %31 = call double @rsum(double* %26, double* %27, i64 %28, i64 %29, i64 %30, i64 %19, i64 %6)
  %32 = fadd double %25, %31
  br label %bb4

bb4:
  %33 = phi double [ %32, %bb3 ], [ 0.0, %bb1 ], [ %17, %bb2 ]
  ret double %33
}

define double @sum_all(double* %0, double* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, double* %1, 1
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  %11 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 0
  %12 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %13 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 2
  %14 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  %15 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 4, 0
  %16 = call double @rsum(double* %11, double* %12, i64 %13, i64 %14, i64 %15, i64 0, i64 %10)
  ret double %16
}

define { i64, i64 } @rank4(i8* %0, i8* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
bb0:
  %11 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } undef, i8* %0, 0
  %12 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %11, i8* %1, 1
  %13 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %12, i64 %2, 2
  %14 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %13, i64 %3, 3, 0
  %15 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %14, i64 %4, 3, 1
  %16 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %15, i64 %5, 3, 2
  %17 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %16, i64 %6, 3, 3
  %18 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %17, i64 %7, 4, 0
  %19 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %18, i64 %8, 4, 1
  %20 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %20, i64 %10, 4, 3
  br label %bb1

bb1:
  %22 = phi i64 [ 0, %bb0 ], [ %39, %bb2 ]
  %23 = icmp slt i64 %22, 120
  br i1 %23, label %bb2, label %bb3

bb2:
  %24 = udiv i64 %22, 60
  %25 = urem i64 %22, 60
  %26 = udiv i64 %25, 20
  %27 = urem i64 %25, 20
  %28 = udiv i64 %27, 5
  %29 = urem i64 %27, 5
  %30 = trunc i64 %22 to i8
  %31 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %21, 1
  %32 = mul i64 %24, 60
  %33 = mul i64 %26, 20
  %34 = add i64 %32, %33
  %35 = mul i64 %28, 5
  %36 = add i64 %34, %35
  %37 = add i64 %36, %29
  %38 = getelementptr i8, i8* %31, i64 %37
  store i8 %30, i8* %38
  %39 = add i64 %22, 1
  br label %bb1

bb3:
  %40 = phi i64 [ 0, %bb1 ], [ %62, %bb4 ]
  %41 = phi i64 [ 0, %bb1 ], [ %61, %bb4 ]
  %42 = icmp slt i64 %40, 120
  br i1 %42, label %bb4, label %bb5

bb4:
  %43 = udiv i64 %40, 60
  %44 = urem i64 %40, 60
  %45 = udiv i64 %44, 20
  %46 = urem i64 %44, 20
  %47 = udiv i64 %46, 5
  %48 = urem i64 %46, 5
  %49 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %21, 1
  %50 = mul i64 %43, 60
  %51 = mul i64 %45, 20
  %52 = add i64 %50, %51
  %53 = mul i64 %47, 5
  %54 = add i64 %52, %53
  %55 = add i64 %54, %48
  %56 = getelementptr i8, i8* %49, i64 %55
  %57 = load i8, i8* %56
  %58 = sext i8 %57 to i64
  %59 = add i64 %48, 1
  %60 = mul i64 %58, %59
  %61 = add i64 %41, %60
  %62 = add i64 %40, 1
  br label %bb3

bb5:
  %63 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %21, 1
  %64 = mul i64 1, 60
  %65 = mul i64 2, 20
  %66 = add i64 %64, %65
  %67 = mul i64 3, 5
  %68 = add i64 %66, %67
  %69 = add i64 %68, 4
  %70 = getelementptr i8, i8* %63, i64 %69
  %71 = load i8, i8* %70
  %72 = sext i8 %71 to i64
  %73 = insertvalue { i64, i64 } undef, i64 %41, 0
  %74 = insertvalue { i64, i64 } %73, i64 %72, 1
  ret { i64, i64 } %74
}

define i32 @main() {
bb0:
  %0 = getelementptr double, double* null, i64 10
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 10, 3, 0
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = getelementptr double, double* null, i64 10
  %10 = ptrtoint double* %9 to i64
  %11 = call i8* @malloc(i64 %10)
  %12 = bitcast i8* %11 to double*
  %13 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %12, 0
  %14 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %13, double* %12, 1
  %15 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %14, i64 0, 2
  %16 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %15, i64 10, 3, 0
  %17 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %16, i64 1, 4, 0
  br label %bb1

bb1:
  %18 = phi i64 [ 0, %bb0 ], [ %26, %bb2 ]
  %19 = icmp slt i64 %18, 10
  br i1 %19, label %bb2, label %bb3

bb2:
  %20 = mul i64 %18, %18
  %21 = urem i64 %20, 7
  %22 = sitofp i64 %21 to double
  %23 = fmul double %22, 16.0
  %24 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %25 = getelementptr double, double* %24, i64 %18
  store double %23, double* %25
  %26 = add i64 %18, 1
  br label %bb1

bb3:
  %27 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %28 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %29 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %30 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %31 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %32 = call double @sum_all(double* %27, double* %28, i64 %29, i64 %30, i64 %31)
  call void @print_f64(double %32)
  %33 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %34 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %35 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %36 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %37 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %38 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %39 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %40 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 2
  %41 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %42 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  %43 = call { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* @smooth, double* %33, double* %34, i64 %35, i64 %36, i64 %37, double* %38, double* %39, i64 %40, i64 %41, i64 %42, i64 5)
  %44 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %43, 0
  %45 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %43, 1
  %46 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %43, 2
  %47 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %43, 3, 0
  %48 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %43, 4, 0
  %49 = call double @sum_all(double* %44, double* %45, i64 %46, i64 %47, i64 %48)
  call void @print_f64(double %49)
  %50 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %43, 1
  %51 = getelementptr double, double* %50, i64 1
  %52 = load double, double* %51
  call void @print_f64(double %52)
  %53 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %54 = getelementptr double, double* %53, i64 1
  %55 = load double, double* %54
  call void @print_f64(double %55)
  %56 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %57 = getelementptr double, double* %56, i64 1
  %58 = load double, double* %57
  call void @print_f64(double %58)
  %59 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %60 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %61 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 2
  %62 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %63 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  %64 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %65 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %66 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %67 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %68 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %69 = call { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* @smooth, double* %59, double* %60, i64 %61, i64 %62, i64 %63, double* %64, double* %65, i64 %66, i64 %67, i64 %68, i64 4)
  %70 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %71 = getelementptr double, double* %70, i64 1
  %72 = load double, double* %71
  call void @print_f64(double %72)
  %73 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %74 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %75 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %76 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %77 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %78 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %79 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %80 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 2
  %81 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %82 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  %83 = call { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* @smooth, double* %73, double* %74, i64 %75, i64 %76, i64 %77, double* %78, double* %79, i64 %80, i64 %81, i64 %82, i64 0)
  %84 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %83, 1
  %85 = getelementptr double, double* %84, i64 1
  %86 = load double, double* %85
  call void @print_f64(double %86)
  %87 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %88 = bitcast double* %87 to i8*
  call void @free(i8* %88)
  %89 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %90 = bitcast double* %89 to i8*
  call void @free(i8* %90)
  %91 = getelementptr i8, i8* null, i64 120
  %92 = ptrtoint i8* %91 to i64
  %93 = call i8* @malloc(i64 %92)
  %94 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } undef, i8* %93, 0
  %95 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %94, i8* %93, 1
  %96 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %95, i64 0, 2
  %97 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %96, i64 2, 3, 0
  %98 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, i64 3, 3, 1
  %99 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %98, i64 4, 3, 2
  %100 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %99, i64 5, 3, 3
  %101 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %100, i64 60, 4, 0
  %102 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %101, i64 20, 4, 1
  %103 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %102, i64 5, 4, 2
  %104 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %103, i64 1, 4, 3
  %105 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 0
  %106 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 1
  %107 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 2
  %108 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 3, 0
  %109 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 3, 1
  %110 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 3, 2
  %111 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 3, 3
  %112 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 4, 0
  %113 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 4, 1
  %114 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 4, 2
  %115 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 4, 3
  %116 = call { i64, i64 } @rank4(i8* %105, i8* %106, i64 %107, i64 %108, i64 %109, i64 %110, i64 %111, i64 %112, i64 %113, i64 %114, i64 %115)
  %117 = extractvalue { i64, i64 } %116, 0
  %118 = extractvalue { i64, i64 } %116, 1
  call void @print_i64(i64 %117)
  call void @print_i64(i64 %118)
  %119 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %104, 0
  call void @free(i8* %119)
  %120 = getelementptr double, double* null, i64 0
  %121 = ptrtoint double* %120 to i64
  %122 = call i8* @malloc(i64 %121)
  %123 = bitcast i8* %122 to double*
  %124 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %123, 0
  %125 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %124, double* %123, 1
  %126 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %125, i64 0, 2
  %127 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %126, i64 0, 3, 0
  %128 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %127, i64 1, 4, 0
  %129 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 3, 0
  call void @print_i64(i64 %129)
  %130 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 0
  %131 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 1
  %132 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 2
  %133 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 3, 0
  %134 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 4, 0
  %135 = call double @sum_all(double* %130, double* %131, i64 %132, i64 %133, i64 %134)
  call void @print_f64(double %135)
  %136 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %128, 0
  %137 = bitcast double* %136 to i8*
  call void @free(i8* %137)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
