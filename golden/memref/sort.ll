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
  %12 = phi i64 [ 0, %bb0 ], [ %22, %bb2 ]
  %13 = phi i64 [ %5, %bb0 ], [ %17, %bb2 ]
  %14 = icmp slt i64 %12, %11
  br i1 %14, label %bb2, label %bb3

bb2:
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

bb3:
  ret void
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
  %11 = phi i64 [ 1, %bb0 ], [ %28, %bb6 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb2, label %bb7

bb2:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr i64, i64* %13, i64 %11
  %15 = load i64, i64* %14
  br label %bb3

bb3:
  %16 = phi i64 [ %11, %bb2 ], [ %18, %bb5 ]
  %17 = icmp sgt i64 %16, 0
  br i1 %17, label %bb4, label %bb6

bb4:
  %18 = sub i64 %16, 1
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %20 = getelementptr i64, i64* %19, i64 %18
  %21 = load i64, i64* %20
  %22 = icmp sgt i64 %21, %15
  br i1 %22, label %bb5, label %bb6

bb5:
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %24 = getelementptr i64, i64* %23, i64 %16
  store i64 %21, i64* %24
  br label %bb3

bb6:
  %25 = phi i64 [ %16, %bb3 ], [ %16, %bb4 ]
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %27 = getelementptr i64, i64* %26, i64 %25
  store i64 %15, i64* %27
  %28 = add i64 %11, 1
  br label %bb1

bb7:
  ret void
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
  %11 = phi i64 [ 0, %bb0 ], [ %16, %bb2 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb2, label %bb3

bb2:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr i64, i64* %13, i64 %11
  %15 = load i64, i64* %14
  call void @print_i64(i64 %15)
  %16 = add i64 %11, 1
  br label %bb1

bb3:
  ret void
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
  %11 = phi i64 [ %10, %bb0 ], [ %28, %bb5 ]
  br label %bb2

bb2:
  %12 = phi i64 [ 1, %bb1 ], [ %23, %bb3 ], [ %23, %bb4 ]
  %13 = phi i1 [ false, %bb1 ], [ %13, %bb3 ], [ true, %bb4 ]
  %14 = icmp slt i64 %12, %11
  br i1 %14, label %bb3, label %bb5

bb3:
  %15 = sub i64 %12, 1
  %16 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr double, double* %16, i64 %15
  %18 = load double, double* %17
  %19 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %20 = getelementptr double, double* %19, i64 %12
  %21 = load double, double* %20
  %22 = fcmp olt double %18, %21
  %23 = add i64 %12, 1
  br i1 %22, label %bb4, label %bb2

bb4:
  %24 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %25 = getelementptr double, double* %24, i64 %15
  store double %21, double* %25
  %26 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %27 = getelementptr double, double* %26, i64 %12
  store double %18, double* %27
  br label %bb2

bb5:
  %28 = sub i64 %11, 1
  br i1 %13, label %bb1, label %bb6

bb6:
  ret void
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
  %61 = phi i64 [ 0, %bb0 ], [ %72, %bb2 ]
  %62 = icmp slt i64 %61, 9
  br i1 %62, label %bb2, label %bb3

bb2:
  %63 = mul i64 %61, 37
  %64 = srem i64 %63, 11
  %65 = srem i64 %61, 3
  %66 = sitofp i64 %64 to double
  %67 = sitofp i64 %65 to double
  %68 = fmul double %67, 4.5
  %69 = fsub double %66, %68
  %70 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %71 = getelementptr double, double* %70, i64 %61
  store double %69, double* %71
  %72 = add i64 %61, 1
  br label %bb1

bb3:
  %73 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 0
  %74 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %75 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 2
  %76 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 3, 0
  %77 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 4, 0
  call void @bubble_sort_desc(double* %73, double* %74, i64 %75, i64 %76, i64 %77)
  %78 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %79 = getelementptr double, double* %78, i64 0
  %80 = load double, double* %79
  %81 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %82 = getelementptr double, double* %81, i64 1
  %83 = load double, double* %82
  %84 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %85 = getelementptr double, double* %84, i64 4
  %86 = load double, double* %85
  %87 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 1
  %88 = getelementptr double, double* %87, i64 8
  %89 = load double, double* %88
  call void @print_f64(double %80)
  call void @print_f64(double %83)
  call void @print_f64(double %86)
  call void @print_f64(double %89)
  %90 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %60, 0
  %91 = bitcast double* %90 to i8*
  call void @free(i8* %91)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
