; ModuleID = 'return_memref.mlir'
source_filename = "return_memref.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define { i64*, i64*, i64, [1 x i64], [1 x i64] } @make_seq(i64 %0, i64 %1) {
bb0:
  %2 = getelementptr i64, i64* null, i64 %0
  %3 = ptrtoint i64* %2 to i64
  %4 = call i8* @malloc(i64 %3)
  %5 = bitcast i8* %4 to i64*
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %5, 0
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64* %5, 1
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %0, 3, 0
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %17, %bb2 ]
  %12 = icmp slt i64 %11, %0
  br i1 %12, label %bb2, label %bb3

bb2:
  %13 = mul i64 %11, %11
  %14 = add i64 %1, %13
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 1
  %16 = getelementptr i64, i64* %15, i64 %11
  store i64 %14, i64* %16
  %17 = add i64 %11, 1
  br label %bb1

bb3:
  ret { i64*, i64*, i64, [1 x i64], [1 x i64] } %10
}

define i64 @sum_i64(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
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

define { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } @make_three(i64 %0) {
bb0:
  %1 = getelementptr i64, i64* null, i64 %0
  %2 = ptrtoint i64* %1 to i64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to i64*
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %4, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %4, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 0, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %0, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 1, 4, 0
  %10 = mul i64 %0, 2
  %11 = getelementptr double, double* null, i64 %10
  %12 = ptrtoint double* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to double*
  %15 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %14, 0
  %16 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %15, double* %14, 1
  %17 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, i64 0, 2
  %18 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %17, i64 2, 3, 0
  %19 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, i64 %0, 3, 1
  %20 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %19, i64 %0, 4, 0
  %21 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %20, i64 1, 4, 1
  br label %bb1

bb1:
  %22 = phi i64 [ 0, %bb0 ], [ %28, %bb2 ]
  %23 = icmp slt i64 %22, %0
  br i1 %23, label %bb2, label %bb3

bb2:
  %24 = mul i64 %22, 3
  %25 = add i64 %24, 1
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %27 = getelementptr i64, i64* %26, i64 %22
  store i64 %25, i64* %27
  %28 = add i64 %22, 1
  br label %bb1

bb3:
  %29 = phi i64 [ 0, %bb1 ], [ %44, %bb6 ]
  %30 = icmp slt i64 %29, 2
  br i1 %30, label %bb4, label %bb7

bb4:
  %31 = phi i64 [ 0, %bb3 ], [ %43, %bb5 ]
  %32 = icmp slt i64 %31, %0
  br i1 %32, label %bb5, label %bb6

bb5:
  %33 = sitofp i64 %29 to double
  %34 = sitofp i64 %31 to double
  %35 = fmul double %33, 10.0
  %36 = fadd double %35, %34
  %37 = fadd double %36, 0.5
  %38 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %39 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 4, 0
  %40 = mul i64 %29, %39
  %41 = add i64 %40, %31
  %42 = getelementptr double, double* %38, i64 %41
  store double %37, double* %42
  %43 = add i64 %31, 1
  br label %bb4

bb6:
  %44 = add i64 %29, 1
  br label %bb3

bb7:
  %45 = add i64 %0, 1
  %46 = mul i64 %0, %45
  %47 = sdiv i64 %46, 2
  %48 = insertvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } undef, { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 0
  %49 = insertvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %48, i64 %47, 1
  %50 = insertvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %49, { double*, double*, i64, [2 x i64], [2 x i64] } %21, 2
  ret { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %50
}

define { i64*, i64*, i64, [1 x i64], [1 x i64] } @passthrough(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64* %1, 1
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %11, 1
  %13 = getelementptr i64, i64* %12, i64 %5
  store i64 %6, i64* %13
  ret { i64*, i64*, i64, [1 x i64], [1 x i64] } %11
}

define { i64*, i64*, i64, [1 x i64], [1 x i64] } @pick(i1 %0, i64* %1, i64* %2, i64 %3, i64 %4, i64 %5, i64* %6, i64* %7, i64 %8, i64 %9, i64 %10) {
bb0:
  %11 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %1, 0
  %12 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %11, i64* %2, 1
  %13 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %12, i64 %3, 2
  %14 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %13, i64 %4, 3, 0
  %15 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, i64 %5, 4, 0
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %6, 0
  %17 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, i64* %7, 1
  %18 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, i64 %8, 2
  %19 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %18, i64 %9, 3, 0
  %20 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %19, i64 %10, 4, 0
  br i1 %0, label %bb1, label %bb2

bb1:
  %21 = phi { i64*, i64*, i64, [1 x i64], [1 x i64] } [ %15, %bb0 ], [ %20, %bb2 ]
  ret { i64*, i64*, i64, [1 x i64], [1 x i64] } %21

bb2:
  br label %bb1
}

define { i32*, i32*, i64, [1 x i64], [1 x i64] } @make_static() {
bb0:
  %0 = getelementptr i32, i32* null, i64 3
  %1 = ptrtoint i32* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i32*
  %4 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %3, 0
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %4, i32* %3, 1
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %10 = getelementptr i32, i32* %9, i64 0
  store i32 5, i32* %10
  %11 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr i32, i32* %11, i64 1
  store i32 -6, i32* %12
  %13 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %14 = getelementptr i32, i32* %13, i64 2
  store i32 7, i32* %14
  ret { i32*, i32*, i64, [1 x i64], [1 x i64] } %8
}

define { double*, double*, i64 } @make_rank0(double %0) {
bb0:
  %1 = getelementptr double, double* null, i64 1
  %2 = ptrtoint double* %1 to i64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to double*
  %5 = insertvalue { double*, double*, i64 } undef, double* %4, 0
  %6 = insertvalue { double*, double*, i64 } %5, double* %4, 1
  %7 = insertvalue { double*, double*, i64 } %6, i64 0, 2
  %8 = extractvalue { double*, double*, i64 } %7, 1
  store double %0, double* %8
  ret { double*, double*, i64 } %7
}

define i32 @main() {
bb0:
  %0 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @make_seq(i64 6, i64 10)
  %1 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %2 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %3 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %4 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %5 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %6 = call i64 @sum_i64(i64* %1, i64* %2, i64 %3, i64 %4, i64 %5)
  call void @print_i64(i64 %6)
  %7 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %8 = getelementptr i64, i64* %7, i64 5
  %9 = load i64, i64* %8
  call void @print_i64(i64 %9)
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  call void @print_i64(i64 %10)
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %24, %bb2 ]
  %12 = icmp slt i64 %11, 3
  br i1 %12, label %bb2, label %bb3

bb2:
  %13 = add i64 %11, 2
  %14 = mul i64 %11, 100
  %15 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @make_seq(i64 %13, i64 %14)
  %16 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, 0
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, 1
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, 2
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, 3, 0
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, 4, 0
  %21 = call i64 @sum_i64(i64* %16, i64* %17, i64 %18, i64 %19, i64 %20)
  call void @print_i64(i64 %21)
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, 0
  %23 = bitcast i64* %22 to i8*
  call void @free(i8* %23)
  %24 = add i64 %11, 1
  br label %bb1

bb3:
  %25 = call { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } @make_three(i64 4)
  %26 = extractvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %25, 0
  %27 = extractvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %25, 1
  %28 = extractvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %25, 2
  %29 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 0
  %30 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 1
  %31 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 2
  %32 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %33 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  %34 = call i64 @sum_i64(i64* %29, i64* %30, i64 %31, i64 %32, i64 %33)
  call void @print_i64(i64 %34)
  call void @print_i64(i64 %27)
  %35 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, 3, 1
  call void @print_i64(i64 2)
  call void @print_i64(i64 %35)
  %36 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, 1
  %37 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, 4, 0
  %38 = mul i64 1, %37
  %39 = add i64 %38, 3
  %40 = getelementptr double, double* %36, i64 %39
  %41 = load double, double* %40
  call void @print_f64(double %41)
  %42 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, 1
  %43 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, 4, 0
  %44 = mul i64 0, %43
  %45 = add i64 %44, 2
  %46 = getelementptr double, double* %42, i64 %45
  %47 = load double, double* %46
  call void @print_f64(double %47)
  %48 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, 0
  %49 = bitcast double* %48 to i8*
  call void @free(i8* %49)
  %50 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %51 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %52 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %53 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %54 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %55 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @passthrough(i64* %50, i64* %51, i64 %52, i64 %53, i64 %54, i64 2, i64 -7)
  %56 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %55, 1
  %57 = getelementptr i64, i64* %56, i64 2
  %58 = load i64, i64* %57
  call void @print_i64(i64 %58)
  %59 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %60 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %61 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %62 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %63 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %64 = call i64 @sum_i64(i64* %59, i64* %60, i64 %61, i64 %62, i64 %63)
  call void @print_i64(i64 %64)
  %65 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %66 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %67 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %68 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %69 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %70 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 0
  %71 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 1
  %72 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 2
  %73 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %74 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  %75 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @pick(i1 true, i64* %65, i64* %66, i64 %67, i64 %68, i64 %69, i64* %70, i64* %71, i64 %72, i64 %73, i64 %74)
  %76 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %77 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %78 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %79 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %80 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %81 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 0
  %82 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 1
  %83 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 2
  %84 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 3, 0
  %85 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, 4, 0
  %86 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @pick(i1 false, i64* %76, i64* %77, i64 %78, i64 %79, i64 %80, i64* %81, i64* %82, i64 %83, i64 %84, i64 %85)
  %87 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %75, 3, 0
  %88 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %86, 3, 0
  call void @print_i64(i64 %87)
  call void @print_i64(i64 %88)
  %89 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %75, 1
  %90 = getelementptr i64, i64* %89, i64 1
  %91 = load i64, i64* %90
  %92 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %86, 1
  %93 = getelementptr i64, i64* %92, i64 1
  %94 = load i64, i64* %93
  call void @print_i64(i64 %91)
  call void @print_i64(i64 %94)
  %95 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %75, 0
  %96 = bitcast i64* %95 to i8*
  call void @free(i8* %96)
  %97 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %86, 0
  %98 = bitcast i64* %97 to i8*
  call void @free(i8* %98)
  %99 = call { i32*, i32*, i64, [1 x i64], [1 x i64] } @make_static()
  %100 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %99, 1
  %101 = getelementptr i32, i32* %100, i64 0
  %102 = load i32, i32* %101
  %103 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %99, 1
  %104 = getelementptr i32, i32* %103, i64 1
  %105 = load i32, i32* %104
  %106 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %99, 1
  %107 = getelementptr i32, i32* %106, i64 2
  %108 = load i32, i32* %107
  %109 = add i32 %102, %105
  %110 = add i32 %109, %108
  %111 = sext i32 %110 to i64
  call void @print_i64(i64 %111)
  %112 = sext i32 %105 to i64
  call void @print_i64(i64 %112)
  %113 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %99, 0
  %114 = bitcast i32* %113 to i8*
  call void @free(i8* %114)
  %115 = call { double*, double*, i64 } @make_rank0(double 2.25)
  %116 = extractvalue { double*, double*, i64 } %115, 1
  %117 = load double, double* %116
  call void @print_f64(double %117)
  %118 = extractvalue { double*, double*, i64 } %115, 0
  %119 = bitcast double* %118 to i8*
  call void @free(i8* %119)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
