; ModuleID = 'parallel_mlir13.mlir'
source_filename = "parallel_mlir13.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @main() {
bb0:
  %0 = getelementptr double, double* null, i64 36
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 6, 3, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, i64 6, 3, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 6, 4, 0
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = getelementptr i64, i64* null, i64 6
  %12 = ptrtoint i64* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to i64*
  %15 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %14, 0
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, i64* %14, 1
  %17 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, i64 0, 2
  %18 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, i64 6, 3, 0
  %19 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %18, i64 1, 4, 0
  br label %bb1

bb1:
  %20 = phi i64 [ 0, %bb0 ], [ %45, %bb12 ]
  %21 = icmp slt i64 %20, 6
  br i1 %21, label %bb10, label %bb2

bb2:
  %22 = add i64 5, 1
  br label %bb3

bb3:
  %23 = phi i64 [ 1, %bb2 ], [ %31, %bb7 ]
  %24 = phi double [ 0.0, %bb2 ], [ %28, %bb7 ]
  %25 = phi double [ 1.0, %bb2 ], [ %29, %bb7 ]
  %26 = icmp slt i64 %23, 5
  br i1 %26, label %bb5, label %bb4

bb4:
  call void @print_f64(double %24)
  call void @print_f64(double %25)
  ret i32 0

bb5:
  br label %bb6

bb6:
  %27 = phi i64 [ 0, %bb5 ], [ %42, %bb9 ]
  %28 = phi double [ %24, %bb5 ], [ %40, %bb9 ]
  %29 = phi double [ %25, %bb5 ], [ %41, %bb9 ]
  %30 = icmp slt i64 %27, %22
  br i1 %30, label %bb8, label %bb7

bb7:
  %31 = add i64 %23, 2
  br label %bb3

bb8:
  br label %bb9

bb9:
  %32 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %33 = mul i64 %23, 6
  %34 = add i64 %33, %27
  %35 = getelementptr double, double* %32, i64 %34
  %36 = load double, double* %35
  %37 = mul i64 %27, 2
  %38 = mul i64 %37, -1
  %39 = add i64 %23, %38
  %40 = fadd double %28, %36
  %41 = fmul double %29, %36
  %42 = add i64 %27, 1
  br label %bb6

bb10:
  br label %bb11

bb11:
  %43 = phi i64 [ 0, %bb10 ], [ %53, %bb14 ]
  %44 = icmp slt i64 %43, 6
  br i1 %44, label %bb13, label %bb12

bb12:
  %45 = add i64 %20, 1
  br label %bb1

bb13:
  br label %bb14

bb14:
  %46 = mul i64 %20, %43
  %47 = sub i64 %46, %43
  %48 = sitofp i64 %47 to double
  %49 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %50 = mul i64 %20, 6
  %51 = add i64 %50, %43
  %52 = getelementptr double, double* %49, i64 %51
  store double %48, double* %52
  %53 = add i64 %43, 1
  br label %bb11
}

declare i8* @malloc(i64)
