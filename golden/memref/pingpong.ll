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
  %32 = phi i64 [ 1, %bb0 ], [ %51, %bb3 ]
  %33 = icmp slt i64 %32, %21
  br i1 %33, label %bb3, label %bb2

bb2:
  ret void

bb3:
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
  %22 = phi i64 [ 0, %bb0 ], [ %36, %bb3 ]
  %23 = phi { double*, double*, i64, [1 x i64], [1 x i64] } [ %16, %bb0 ], [ %24, %bb3 ]
  %24 = phi { double*, double*, i64, [1 x i64], [1 x i64] } [ %21, %bb0 ], [ %23, %bb3 ]
  %25 = icmp slt i64 %22, %11
  br i1 %25, label %bb3, label %bb2

bb2:
  ret { double*, double*, i64, [1 x i64], [1 x i64] } %23

bb3:
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
  br i1 %13, label %bb2, label %bb1

bb1:
  %14 = udiv i64 %12, 2
  %15 = add i64 %5, %14
  %16 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 0
  %17 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 1
  %18 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 2
  %19 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %20 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 4, 0
  %21 = call double @rsum(double* %16, double* %17, i64 %18, i64 %19, i64 %20, i64 %5, i64 %15)
  %22 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 0
  %23 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 1
  %24 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 2
  %25 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %26 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 4, 0
  %27 = call double @rsum(double* %22, double* %23, i64 %24, i64 %25, i64 %26, i64 %15, i64 %6)
  %28 = fadd double %21, %27
  br label %bb4

bb2:
  %29 = icmp slt i64 %12, 1
  br i1 %29, label %bb4, label %bb3

bb3:
  %30 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %11, 1
  %31 = getelementptr double, double* %30, i64 %5
  %32 = load double, double* %31
  br label %bb4

bb4:
  %33 = phi double [ %28, %bb1 ], [ 0.0, %bb2 ], [ %32, %bb3 ]
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
  %22 = phi i64 [ 0, %bb0 ], [ %74, %bb5 ]
  %23 = icmp slt i64 %22, 120
  br i1 %23, label %bb5, label %bb2

bb2:
  %24 = phi i64 [ 0, %bb1 ], [ %58, %bb4 ]
  %25 = phi i64 [ 0, %bb1 ], [ %57, %bb4 ]
  %26 = icmp slt i64 %24, 120
  br i1 %26, label %bb4, label %bb3

bb3:
  %27 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %21, 1
  %28 = mul i64 1, 60
  %29 = mul i64 2, 20
  %30 = add i64 %28, %29
  %31 = mul i64 3, 5
  %32 = add i64 %30, %31
  %33 = add i64 %32, 4
  %34 = getelementptr i8, i8* %27, i64 %33
  %35 = load i8, i8* %34
  %36 = sext i8 %35 to i64
  %37 = insertvalue { i64, i64 } undef, i64 %25, 0
  %38 = insertvalue { i64, i64 } %37, i64 %36, 1
  ret { i64, i64 } %38

bb4:
  %39 = udiv i64 %24, 60
  %40 = urem i64 %24, 60
  %41 = udiv i64 %40, 20
  %42 = urem i64 %40, 20
  %43 = udiv i64 %42, 5
  %44 = urem i64 %42, 5
  %45 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %21, 1
  %46 = mul i64 %39, 60
  %47 = mul i64 %41, 20
  %48 = add i64 %46, %47
  %49 = mul i64 %43, 5
  %50 = add i64 %48, %49
  %51 = add i64 %50, %44
  %52 = getelementptr i8, i8* %45, i64 %51
  %53 = load i8, i8* %52
  %54 = sext i8 %53 to i64
  %55 = add i64 %44, 1
  %56 = mul i64 %54, %55
  %57 = add i64 %25, %56
  %58 = add i64 %24, 1
  br label %bb2

bb5:
  %59 = udiv i64 %22, 60
  %60 = urem i64 %22, 60
  %61 = udiv i64 %60, 20
  %62 = urem i64 %60, 20
  %63 = udiv i64 %62, 5
  %64 = urem i64 %62, 5
  %65 = trunc i64 %22 to i8
  %66 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %21, 1
  %67 = mul i64 %59, 60
  %68 = mul i64 %61, 20
  %69 = add i64 %67, %68
  %70 = mul i64 %63, 5
  %71 = add i64 %69, %70
  %72 = add i64 %71, %64
  %73 = getelementptr i8, i8* %66, i64 %72
  store i8 %65, i8* %73
  %74 = add i64 %22, 1
  br label %bb1
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
  %18 = phi i64 [ 0, %bb0 ], [ %137, %bb3 ]
  %19 = icmp slt i64 %18, 10
  br i1 %19, label %bb3, label %bb2

bb2:
  %20 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %21 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %22 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %23 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %24 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %25 = call double @sum_all(double* %20, double* %21, i64 %22, i64 %23, i64 %24)
  call void @print_f64(double %25)
  %26 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %27 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %28 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %29 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %30 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %31 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %32 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %33 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 2
  %34 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %35 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  %36 = call { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* @smooth, double* %26, double* %27, i64 %28, i64 %29, i64 %30, double* %31, double* %32, i64 %33, i64 %34, i64 %35, i64 5)
  %37 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, 0
  %38 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, 1
  %39 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, 2
  %40 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, 3, 0
  %41 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, 4, 0
  %42 = call double @sum_all(double* %37, double* %38, i64 %39, i64 %40, i64 %41)
  call void @print_f64(double %42)
  %43 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %36, 1
  %44 = getelementptr double, double* %43, i64 1
  %45 = load double, double* %44
  call void @print_f64(double %45)
  %46 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %47 = getelementptr double, double* %46, i64 1
  %48 = load double, double* %47
  call void @print_f64(double %48)
  %49 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %50 = getelementptr double, double* %49, i64 1
  %51 = load double, double* %50
  call void @print_f64(double %51)
  %52 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %53 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %54 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 2
  %55 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %56 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  %57 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %58 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %59 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %60 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %61 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %62 = call { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* @smooth, double* %52, double* %53, i64 %54, i64 %55, i64 %56, double* %57, double* %58, i64 %59, i64 %60, i64 %61, i64 4)
  %63 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %64 = getelementptr double, double* %63, i64 1
  %65 = load double, double* %64
  call void @print_f64(double %65)
  %66 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %67 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %68 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %69 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %70 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %71 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %72 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 1
  %73 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 2
  %74 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 3, 0
  %75 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 4, 0
  %76 = call { double*, double*, i64, [1 x i64], [1 x i64] } @iterate(void (double*, double*, i64, i64, i64, double*, double*, i64, i64, i64)* @smooth, double* %66, double* %67, i64 %68, i64 %69, i64 %70, double* %71, double* %72, i64 %73, i64 %74, i64 %75, i64 0)
  %77 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %76, 1
  %78 = getelementptr double, double* %77, i64 1
  %79 = load double, double* %78
  call void @print_f64(double %79)
  %80 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %81 = bitcast double* %80 to i8*
  call void @free(i8* %81)
  %82 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %17, 0
  %83 = bitcast double* %82 to i8*
  call void @free(i8* %83)
  %84 = getelementptr i8, i8* null, i64 120
  %85 = ptrtoint i8* %84 to i64
  %86 = call i8* @malloc(i64 %85)
  %87 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } undef, i8* %86, 0
  %88 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %87, i8* %86, 1
  %89 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %88, i64 0, 2
  %90 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %89, i64 2, 3, 0
  %91 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %90, i64 3, 3, 1
  %92 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %91, i64 4, 3, 2
  %93 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %92, i64 5, 3, 3
  %94 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %93, i64 60, 4, 0
  %95 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %94, i64 20, 4, 1
  %96 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %95, i64 5, 4, 2
  %97 = insertvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %96, i64 1, 4, 3
  %98 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 0
  %99 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 1
  %100 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 2
  %101 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 3, 0
  %102 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 3, 1
  %103 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 3, 2
  %104 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 3, 3
  %105 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 4, 0
  %106 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 4, 1
  %107 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 4, 2
  %108 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 4, 3
  %109 = call { i64, i64 } @rank4(i8* %98, i8* %99, i64 %100, i64 %101, i64 %102, i64 %103, i64 %104, i64 %105, i64 %106, i64 %107, i64 %108)
  %110 = extractvalue { i64, i64 } %109, 0
  %111 = extractvalue { i64, i64 } %109, 1
  call void @print_i64(i64 %110)
  call void @print_i64(i64 %111)
  %112 = extractvalue { i8*, i8*, i64, [4 x i64], [4 x i64] } %97, 0
  call void @free(i8* %112)
  %113 = getelementptr double, double* null, i64 0
  %114 = ptrtoint double* %113 to i64
  %115 = call i8* @malloc(i64 %114)
  %116 = bitcast i8* %115 to double*
  %117 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %116, 0
  %118 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %117, double* %116, 1
  %119 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %118, i64 0, 2
  %120 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %119, i64 0, 3, 0
  %121 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %120, i64 1, 4, 0
  %122 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 3, 0
  call void @print_i64(i64 %122)
  %123 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 0
  %124 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 1
  %125 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 2
  %126 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 3, 0
  %127 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 4, 0
  %128 = call double @sum_all(double* %123, double* %124, i64 %125, i64 %126, i64 %127)
  call void @print_f64(double %128)
  %129 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 0
  %130 = bitcast double* %129 to i8*
  call void @free(i8* %130)
  ret i32 0

bb3:
  %131 = mul i64 %18, %18
  %132 = urem i64 %131, 7
  %133 = sitofp i64 %132 to double
  %134 = fmul double %133, 16.0
  %135 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %136 = getelementptr double, double* %135, i64 %18
  store double %134, double* %136
  %137 = add i64 %18, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
