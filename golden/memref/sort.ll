; ModuleID = 'sort.mlir'
source_filename = "sort.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @fill_lcg(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5) {
bb0:
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64* %1, 1
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 3, 0
  br label %bb1

bb1:
  %12 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %13 = phi i64 [ %5, %bb0 ], [ %17, %bb3 ]
  %14 = icmp slt i64 %12, %11
  br i1 %14, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %15 = mul i64 %13, 1103515245
  %16 = add i64 %15, 12345
  %17 = and i64 %16, 2147483647
  %18 = srem i64 %17, 1000
  %19 = sub i64 %18, 500
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 1
  %21 = getelementptr i64, i64* %20, i64 %12
  store i64 %19, i64* %21
  %22 = add i64 %12, 1
  br label %bb1
}

define void @insertion_sort(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 1, %bb0 ], [ %26, %bb6 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr i64, i64* %13, i64 %11
  %15 = load i64, i64* %14
  br label %bb4

bb4:
  %16 = phi i64 [ %11, %bb3 ], [ %18, %bb7 ]
  %17 = icmp sgt i64 %16, 0
  br i1 %17, label %bb5, label %bb6

bb5:
  %18 = sub i64 %16, 1
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %20 = getelementptr i64, i64* %19, i64 %18
  %21 = load i64, i64* %20
  %22 = icmp sgt i64 %21, %15
  br i1 %22, label %bb7, label %bb6

bb6:
  %23 = phi i64 [ %16, %bb4 ], [ %16, %bb5 ]
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %25 = getelementptr i64, i64* %24, i64 %23
  store i64 %15, i64* %25
  %26 = add i64 %11, 1
  br label %bb1

bb7:
  %27 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %28 = getelementptr i64, i64* %27, i64 %16
  store i64 %21, i64* %28
  br label %bb4
}

define i64 @is_sorted(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 1, %bb0 ], [ %21, %bb2 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb2, label %bb3

bb2:
  %13 = sub i64 %11, 1
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr i64, i64* %14, i64 %13
  %16 = load i64, i64* %15
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %18 = getelementptr i64, i64* %17, i64 %11
  %19 = load i64, i64* %18
  %20 = icmp sgt i64 %16, %19
  %21 = add i64 %11, 1
  br i1 %20, label %bb3, label %bb1

bb3:
  %22 = phi i64 [ 1, %bb1 ], [ 0, %bb2 ]
  ret i64 %22
}

define void @print_all(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr i64, i64* %13, i64 %11
  %15 = load i64, i64* %14
  call void @print_i64(i64 %15)
  %16 = add i64 %11, 1
  br label %bb1
}

define void @bubble_sort_desc(double* %0, double* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, double* %1, 1
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ %10, %bb0 ], [ %15, %bb3 ]
  br label %bb2

bb2:
  %12 = phi i64 [ 1, %bb1 ], [ %24, %bb5 ], [ %24, %bb6 ]
  %13 = phi i1 [ false, %bb1 ], [ %13, %bb5 ], [ true, %bb6 ]
  %14 = icmp slt i64 %12, %11
  br i1 %14, label %bb5, label %bb3

bb3:
  %15 = sub i64 %11, 1
  br i1 %13, label %bb1, label %bb4

bb4:
  ret void

bb5:
  %16 = sub i64 %12, 1
  %17 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %18 = getelementptr double, double* %17, i64 %16
  %19 = load double, double* %18
  %20 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %21 = getelementptr double, double* %20, i64 %12
  %22 = load double, double* %21
  %23 = fcmp olt double %19, %22
  %24 = add i64 %12, 1
  br i1 %23, label %bb6, label %bb2

bb6:
  %25 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %26 = getelementptr double, double* %25, i64 %16
  store double %22, double* %26
  %27 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %28 = getelementptr double, double* %27, i64 %12
  store double %19, double* %28
  br label %bb2
}

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 20
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 20, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @fill_lcg(i64* %9, i64* %10, i64 %11, i64 %12, i64 %13, i64 42)
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %16 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %19 = call i64 @is_sorted(i64* %14, i64* %15, i64 %16, i64 %17, i64 %18)
  call void @print_i64(i64 %19)
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr i64, i64* %20, i64 0
  %22 = load i64, i64* %21
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = getelementptr i64, i64* %23, i64 8
  %25 = load i64, i64* %24
  call void @print_i64(i64 %22)
  call void @print_i64(i64 %25)
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %27 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %28 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %29 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %30 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @insertion_sort(i64* %26, i64* %27, i64 %28, i64 %29, i64 %30)
  %31 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %32 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %33 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %34 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %35 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @print_all(i64* %31, i64* %32, i64 %33, i64 %34, i64 %35)
  %36 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %37 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %38 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %39 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %40 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %41 = call i64 @is_sorted(i64* %36, i64* %37, i64 %38, i64 %39, i64 %40)
  call void @print_i64(i64 %41)
  %42 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %43 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %44 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %45 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %46 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @insertion_sort(i64* %42, i64* %43, i64 %44, i64 %45, i64 %46)
  %47 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %48 = getelementptr i64, i64* %47, i64 9
  %49 = load i64, i64* %48
  call void @print_i64(i64 %49)
  %50 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %51 = bitcast i64* %50 to i8*
  call void @free(i8* %51)
  %52 = getelementptr double, double* null, i64 9
  %53 = ptrtoint double* %52 to i64
  %54 = call i8* @malloc(i64 %53)
  %55 = bitcast i8* %54 to double*
  %56 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %55, 0
  %57 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %56, double* %55, 1
  %58 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %57, i64 0, 2
  %59 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %58, i64 9, 3, 0
  %60 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %59, i64 1, 4, 0
  br label %bb1

bb1:
  %61 = phi i64 [ 0, %bb0 ], [ %91, %bb3 ]
  %62 = icmp slt i64 %61, 9
  br i1 %62, label %bb3, label %bb2

bb2:
  %63 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 0
  %64 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %65 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 2
  %66 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 3, 0
  %67 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 4, 0
  call void @bubble_sort_desc(double* %63, double* %64, i64 %65, i64 %66, i64 %67)
  %68 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %69 = getelementptr double, double* %68, i64 0
  %70 = load double, double* %69
  %71 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %72 = getelementptr double, double* %71, i64 1
  %73 = load double, double* %72
  %74 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %75 = getelementptr double, double* %74, i64 4
  %76 = load double, double* %75
  %77 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %78 = getelementptr double, double* %77, i64 8
  %79 = load double, double* %78
  call void @print_f64(double %70)
  call void @print_f64(double %73)
  call void @print_f64(double %76)
  call void @print_f64(double %79)
  %80 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 0
  %81 = bitcast double* %80 to i8*
  call void @free(i8* %81)
  ret i32 0

bb3:
  %82 = mul i64 %61, 37
  %83 = srem i64 %82, 11
  %84 = srem i64 %61, 3
  %85 = sitofp i64 %83 to double
  %86 = sitofp i64 %84 to double
  %87 = fmul double %86, 4.5
  %88 = fsub double %85, %87
  %89 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %90 = getelementptr double, double* %89, i64 %61
  store double %88, double* %90
  %91 = add i64 %61, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
