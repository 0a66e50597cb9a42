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
  %11 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %12 = icmp slt i64 %11, %0
  br i1 %12, label %bb3, label %bb2

bb2:
  ret { i64*, i64*, i64, [1 x i64], [1 x i64] } %10

bb3:
  %13 = mul i64 %11, %11
  %14 = add i64 %1, %13
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 1
  %16 = getelementptr i64, i64* %15, i64 %11
  store i64 %14, i64* %16
  %17 = add i64 %11, 1
  br label %bb1
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
  %11 = phi i64 [ 0, %bb0 ], [ %18, %bb3 ]
  %12 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb3, label %bb2

bb2:
  ret i64 %12

bb3:
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i64, i64* %14, i64 %11
  %16 = load i64, i64* %15
  %17 = add i64 %12, %16
  %18 = add i64 %11, 1
  br label %bb1
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
  %22 = phi i64 [ 0, %bb0 ], [ %50, %bb7 ]
  %23 = icmp slt i64 %22, %0
  br i1 %23, label %bb7, label %bb2

bb2:
  %24 = phi i64 [ 0, %bb1 ], [ %34, %bb5 ]
  %25 = icmp slt i64 %24, 2
  br i1 %25, label %bb4, label %bb3

bb3:
  %26 = add i64 %0, 1
  %27 = mul i64 %0, %26
  %28 = sdiv i64 %27, 2
  %29 = insertvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } undef, { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 0
  %30 = insertvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %29, i64 %28, 1
  %31 = insertvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %30, { double*, double*, i64, [2 x i64], [2 x i64] } %21, 2
  ret { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %31

bb4:
  %32 = phi i64 [ 0, %bb2 ], [ %45, %bb6 ]
  %33 = icmp slt i64 %32, %0
  br i1 %33, label %bb6, label %bb5

bb5:
  %34 = add i64 %24, 1
  br label %bb2

bb6:
  %35 = sitofp i64 %24 to double
  %36 = sitofp i64 %32 to double
  %37 = fmul double %35, 10.0
  %38 = fadd double %37, %36
  %39 = fadd double %38, 0.5
  %40 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %41 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 4, 0
  %42 = mul i64 %24, %41
  %43 = add i64 %42, %32
  %44 = getelementptr double, double* %40, i64 %43
  store double %39, double* %44
  %45 = add i64 %32, 1
  br label %bb4

bb7:
  %46 = mul i64 %22, 3
  %47 = add i64 %46, 1
  %48 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %49 = getelementptr i64, i64* %48, i64 %22
  store i64 %47, i64* %49
  %50 = add i64 %22, 1
  br label %bb1
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
  br i1 %0, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %21 = phi { i64*, i64*, i64, [1 x i64], [1 x i64] } [ %15, %bb0 ], [ %20, %bb1 ]
  ret { i64*, i64*, i64, [1 x i64], [1 x i64] } %21
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
  %11 = phi i64 [ 0, %bb0 ], [ %119, %bb3 ]
  %12 = icmp slt i64 %11, 3
  br i1 %12, label %bb3, label %bb2

bb2:
  %13 = call { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } @make_three(i64 4)
  %14 = extractvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %13, 0
  %15 = extractvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %13, 1
  %16 = extractvalue { { i64*, i64*, i64, [1 x i64], [1 x i64] }, i64, { double*, double*, i64, [2 x i64], [2 x i64] } } %13, 2
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 0
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 1
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 2
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 3, 0
  %21 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 4, 0
  %22 = call i64 @sum_i64(i64* %17, i64* %18, i64 %19, i64 %20, i64 %21)
  call void @print_i64(i64 %22)
  call void @print_i64(i64 %15)
  %23 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 3, 1
  call void @print_i64(i64 2)
  call void @print_i64(i64 %23)
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 1
  %25 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 4, 0
  %26 = mul i64 1, %25
  %27 = add i64 %26, 3
  %28 = getelementptr double, double* %24, i64 %27
  %29 = load double, double* %28
  call void @print_f64(double %29)
  %30 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 1
  %31 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 4, 0
  %32 = mul i64 0, %31
  %33 = add i64 %32, 2
  %34 = getelementptr double, double* %30, i64 %33
  %35 = load double, double* %34
  call void @print_f64(double %35)
  %36 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, 0
  %37 = bitcast double* %36 to i8*
  call void @free(i8* %37)
  %38 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %39 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %41 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %42 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %43 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @passthrough(i64* %38, i64* %39, i64 %40, i64 %41, i64 %42, i64 2, i64 -7)
  %44 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %43, 1
  %45 = getelementptr i64, i64* %44, i64 2
  %46 = load i64, i64* %45
  call void @print_i64(i64 %46)
  %47 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %48 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %49 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %50 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %51 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %52 = call i64 @sum_i64(i64* %47, i64* %48, i64 %49, i64 %50, i64 %51)
  call void @print_i64(i64 %52)
  %53 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %54 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %55 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %56 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %57 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %58 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 0
  %59 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 1
  %60 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 2
  %61 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 3, 0
  %62 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 4, 0
  %63 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @pick(i1 true, i64* %53, i64* %54, i64 %55, i64 %56, i64 %57, i64* %58, i64* %59, i64 %60, i64 %61, i64 %62)
  %64 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 0
  %65 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 1
  %66 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 2
  %67 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 3, 0
  %68 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %0, 4, 0
  %69 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 0
  %70 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 1
  %71 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 2
  %72 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 3, 0
  %73 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, 4, 0
  %74 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @pick(i1 false, i64* %64, i64* %65, i64 %66, i64 %67, i64 %68, i64* %69, i64* %70, i64 %71, i64 %72, i64 %73)
  %75 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 3, 0
  %76 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %74, 3, 0
  call void @print_i64(i64 %75)
  call void @print_i64(i64 %76)
  %77 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %78 = getelementptr i64, i64* %77, i64 1
  %79 = load i64, i64* %78
  %80 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %74, 1
  %81 = getelementptr i64, i64* %80, i64 1
  %82 = load i64, i64* %81
  call void @print_i64(i64 %79)
  call void @print_i64(i64 %82)
  %83 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 0
  %84 = bitcast i64* %83 to i8*
  call void @free(i8* %84)
  %85 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %74, 0
  %86 = bitcast i64* %85 to i8*
  call void @free(i8* %86)
  %87 = call { i32*, i32*, i64, [1 x i64], [1 x i64] } @make_static()
  %88 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %87, 1
  %89 = getelementptr i32, i32* %88, i64 0
  %90 = load i32, i32* %89
  %91 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %87, 1
  %92 = getelementptr i32, i32* %91, i64 1
  %93 = load i32, i32* %92
  %94 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %87, 1
  %95 = getelementptr i32, i32* %94, i64 2
  %96 = load i32, i32* %95
  %97 = add i32 %90, %93
  %98 = add i32 %97, %96
  %99 = sext i32 %98 to i64
  call void @print_i64(i64 %99)
  %100 = sext i32 %93 to i64
  call void @print_i64(i64 %100)
  %101 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %87, 0
  %102 = bitcast i32* %101 to i8*
  call void @free(i8* %102)
  %103 = call { double*, double*, i64 } @make_rank0(double 2.25)
  %104 = extractvalue { double*, double*, i64 } %103, 1
  %105 = load double, double* %104
  call void @print_f64(double %105)
  %106 = extractvalue { double*, double*, i64 } %103, 0
  %107 = bitcast double* %106 to i8*
  call void @free(i8* %107)
  ret i32 0

bb3:
  %108 = add i64 %11, 2
  %109 = mul i64 %11, 100
  %110 = call { i64*, i64*, i64, [1 x i64], [1 x i64] } @make_seq(i64 %108, i64 %109)
  %111 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, 0
  %112 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, 1
  %113 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, 2
  %114 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, 3, 0
  %115 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, 4, 0
  %116 = call i64 @sum_i64(i64* %111, i64* %112, i64 %113, i64 %114, i64 %115)
  call void @print_i64(i64 %116)
  %117 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %110, 0
  %118 = bitcast i64* %117 to i8*
  call void @free(i8* %118)
  %119 = add i64 %11, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
