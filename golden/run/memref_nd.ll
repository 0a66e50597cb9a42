; ModuleID = 'memref_nd.mlir'
source_filename = "memref_nd.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_memref_i64(i64, i8*)

declare void @print_memref_f64(i64, i8*)

declare void @print_memref_i32(i64, i8*)

define void @fill3(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %0, 0
  %10 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %9, i64* %1, 1
  %11 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  %18 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %17, 3, 0
  %19 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %17, 3, 1
  %20 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %17, 3, 2
  %21 = mul i64 %19, %20
  %22 = mul i64 %18, %21
  br label %bb1

bb1:
  %23 = phi i64 [ 0, %bb0 ], [ %42, %bb3 ]
  %24 = icmp slt i64 %23, %22
  br i1 %24, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %25 = udiv i64 %23, %21
  %26 = urem i64 %23, %21
  %27 = udiv i64 %26, %20
  %28 = urem i64 %26, %20
  %29 = mul i64 %25, 100
  %30 = mul i64 %27, 10
  %31 = add i64 %29, %30
  %32 = add i64 %31, %28
  %33 = sub i64 %32, 50
  %34 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %17, 1
  %35 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %36 = mul i64 %25, %35
  %37 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %17, 4, 1
  %38 = mul i64 %27, %37
  %39 = add i64 %36, %38
  %40 = add i64 %39, %28
  %41 = getelementptr i64, i64* %34, i64 %40
  store i64 %33, i64* %41
  %42 = add i64 %23, 1
  br label %bb1
}

define void @fill3f(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8) {
bb0:
  %9 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } undef, double* %0, 0
  %10 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %9, double* %1, 1
  %11 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %10, i64 %2, 2
  %12 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %13, i64 %5, 3, 2
  %15 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %14, i64 %6, 4, 0
  %16 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %15, i64 %7, 4, 1
  %17 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %16, i64 %8, 4, 2
  %18 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %17, 3, 0
  %19 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %17, 3, 1
  %20 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %17, 3, 2
  br label %bb1

bb1:
  %21 = phi i64 [ 0, %bb0 ], [ %25, %bb5 ]
  %22 = icmp slt i64 %21, %18
  br i1 %22, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %23 = phi i64 [ 0, %bb3 ], [ %28, %bb8 ]
  %24 = icmp slt i64 %23, %19
  br i1 %24, label %bb6, label %bb5

bb5:
  %25 = add i64 %21, 1
  br label %bb1

bb6:
  br label %bb7

bb7:
  %26 = phi i64 [ 0, %bb6 ], [ %43, %bb9 ]
  %27 = icmp slt i64 %26, %20
  br i1 %27, label %bb9, label %bb8

bb8:
  %28 = add i64 %23, 1
  br label %bb4

bb9:
  %29 = mul i64 %21, 4
  %30 = mul i64 %23, 2
  %31 = add i64 %29, %30
  %32 = add i64 %31, %26
  %33 = sitofp i64 %32 to double
  %34 = fdiv double %33, 8.0
  %35 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %17, 1
  %36 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %17, 4, 0
  %37 = mul i64 %21, %36
  %38 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %17, 4, 1
  %39 = mul i64 %23, %38
  %40 = add i64 %37, %39
  %41 = add i64 %40, %26
  %42 = getelementptr double, double* %35, i64 %41
  store double %34, double* %42
  %43 = add i64 %26, 1
  br label %bb7
}

define void @fill4(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
bb0:
  %11 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } undef, i32* %0, 0
  %12 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %11, i32* %1, 1
  %13 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %12, i64 %2, 2
  %14 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %13, i64 %3, 3, 0
  %15 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %14, i64 %4, 3, 1
  %16 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %15, i64 %5, 3, 2
  %17 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %16, i64 %6, 3, 3
  %18 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %17, i64 %7, 4, 0
  %19 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %18, i64 %8, 4, 1
  %20 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %20, i64 %10, 4, 3
  %22 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 3, 0
  %23 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 3, 1
  %24 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 3, 2
  %25 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 3, 3
  %26 = mul i64 %24, %25
  %27 = mul i64 %23, %26
  %28 = mul i64 %22, %27
  br label %bb1

bb1:
  %29 = phi i64 [ 0, %bb0 ], [ %53, %bb3 ]
  %30 = icmp slt i64 %29, %28
  br i1 %30, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %31 = udiv i64 %29, %27
  %32 = urem i64 %29, %27
  %33 = udiv i64 %32, %26
  %34 = urem i64 %32, %26
  %35 = udiv i64 %34, %25
  %36 = urem i64 %34, %25
  %37 = trunc i64 %29 to i32
  %38 = urem i64 %29, 2
  %39 = icmp eq i64 %38, 1
  %40 = sub i32 0, %37
  %41 = select i1 %39, i32 %40, i32 %37
  %42 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 1
  %43 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 4, 0
  %44 = mul i64 %31, %43
  %45 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 4, 1
  %46 = mul i64 %33, %45
  %47 = add i64 %44, %46
  %48 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %21, 4, 2
  %49 = mul i64 %35, %48
  %50 = add i64 %47, %49
  %51 = add i64 %50, %36
  %52 = getelementptr i32, i32* %42, i64 %51
  store i32 %41, i32* %52
  %53 = add i64 %29, 1
  br label %bb1
}

define void @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 24
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %7, i64 3, 3, 1
  %9 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %8, i64 4, 3, 2
  %10 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %9, i64 12, 4, 0
  %11 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %10, i64 4, 4, 1
  %12 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %11, i64 1, 4, 2
  %13 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 0
  %14 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 1
  %15 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 2
  %16 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 3, 0
  %17 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 3, 1
  %18 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 3, 2
  %19 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 4, 0
  %20 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 4, 1
  %21 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 4, 2
  call void @fill3(i64* %13, i64* %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21)
  %22 = alloca { i64*, i64*, i64, [3 x i64], [3 x i64] }
  store { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, { i64*, i64*, i64, [3 x i64], [3 x i64] }* %22
  %23 = bitcast { i64*, i64*, i64, [3 x i64], [3 x i64] }* %22 to i8*
  %24 = insertvalue { i64, i8* } undef, i64 3, 0
  %25 = insertvalue { i64, i8* } %24, i8* %23, 1
  %26 = extractvalue { i64, i8* } %25, 0
  %27 = extractvalue { i64, i8* } %25, 1
  call void @print_memref_i64(i64 %26, i8* %27)
  %28 = getelementptr double, double* null, i64 8
  %29 = ptrtoint double* %28 to i64
  %30 = call i8* @malloc(i64 %29)
  %31 = bitcast i8* %30 to double*
  %32 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } undef, double* %31, 0
  %33 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %32, double* %31, 1
  %34 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %33, i64 0, 2
  %35 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %34, i64 2, 3, 0
  %36 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %35, i64 2, 3, 1
  %37 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %36, i64 2, 3, 2
  %38 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %37, i64 4, 4, 0
  %39 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %38, i64 2, 4, 1
  %40 = insertvalue { double*, double*, i64, [3 x i64], [3 x i64] } %39, i64 1, 4, 2
  %41 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 0
  %42 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 1
  %43 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 2
  %44 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 3, 0
  %45 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 3, 1
  %46 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 3, 2
  %47 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 4, 0
  %48 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 4, 1
  %49 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 4, 2
  call void @fill3f(double* %41, double* %42, i64 %43, i64 %44, i64 %45, i64 %46, i64 %47, i64 %48, i64 %49)
  %50 = alloca { double*, double*, i64, [3 x i64], [3 x i64] }
  store { double*, double*, i64, [3 x i64], [3 x i64] } %40, { double*, double*, i64, [3 x i64], [3 x i64] }* %50
  %51 = bitcast { double*, double*, i64, [3 x i64], [3 x i64] }* %50 to i8*
  %52 = insertvalue { i64, i8* } undef, i64 3, 0
  %53 = insertvalue { i64, i8* } %52, i8* %51, 1
  %54 = extractvalue { i64, i8* } %53, 0
  %55 = extractvalue { i64, i8* } %53, 1
  call void @print_memref_f64(i64 %54, i8* %55)
  %56 = getelementptr i64, i64* null, i64 6
  %57 = ptrtoint i64* %56 to i64
  %58 = call i8* @malloc(i64 %57)
  %59 = bitcast i8* %58 to i64*
  %60 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %59, 0
  %61 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %60, i64* %59, 1
  %62 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %61, i64 0, 2
  %63 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %62, i64 3, 3, 0
  %64 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %63, i64 1, 3, 1
  %65 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %64, i64 2, 3, 2
  %66 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %65, i64 2, 4, 0
  %67 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %66, i64 2, 4, 1
  %68 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %67, i64 1, 4, 2
  %69 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 0
  %70 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 1
  %71 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 2
  %72 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 3, 0
  %73 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 3, 1
  %74 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 3, 2
  %75 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 4, 0
  %76 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 4, 1
  %77 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 4, 2
  call void @fill3(i64* %69, i64* %70, i64 %71, i64 %72, i64 %73, i64 %74, i64 %75, i64 %76, i64 %77)
  %78 = alloca { i64*, i64*, i64, [3 x i64], [3 x i64] }
  store { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, { i64*, i64*, i64, [3 x i64], [3 x i64] }* %78
  %79 = bitcast { i64*, i64*, i64, [3 x i64], [3 x i64] }* %78 to i8*
  %80 = insertvalue { i64, i8* } undef, i64 3, 0
  %81 = insertvalue { i64, i8* } %80, i8* %79, 1
  %82 = extractvalue { i64, i8* } %81, 0
  %83 = extractvalue { i64, i8* } %81, 1
  call void @print_memref_i64(i64 %82, i8* %83)
  %84 = getelementptr i32, i32* null, i64 24
  %85 = ptrtoint i32* %84 to i64
  %86 = call i8* @malloc(i64 %85)
  %87 = bitcast i8* %86 to i32*
  %88 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } undef, i32* %87, 0
  %89 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %88, i32* %87, 1
  %90 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %89, i64 0, 2
  %91 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %90, i64 2, 3, 0
  %92 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %91, i64 3, 3, 1
  %93 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %92, i64 2, 3, 2
  %94 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %93, i64 2, 3, 3
  %95 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %94, i64 12, 4, 0
  %96 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %95, i64 4, 4, 1
  %97 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %96, i64 2, 4, 2
  %98 = insertvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %97, i64 1, 4, 3
  %99 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 0
  %100 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 1
  %101 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 2
  %102 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 3, 0
  %103 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 3, 1
  %104 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 3, 2
  %105 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 3, 3
  %106 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 4, 0
  %107 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 4, 1
  %108 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 4, 2
  %109 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 4, 3
  call void @fill4(i32* %99, i32* %100, i64 %101, i64 %102, i64 %103, i64 %104, i64 %105, i64 %106, i64 %107, i64 %108, i64 %109)
  %110 = alloca { i32*, i32*, i64, [4 x i64], [4 x i64] }
  store { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, { i32*, i32*, i64, [4 x i64], [4 x i64] }* %110
  %111 = bitcast { i32*, i32*, i64, [4 x i64], [4 x i64] }* %110 to i8*
  %112 = insertvalue { i64, i8* } undef, i64 4, 0
  %113 = insertvalue { i64, i8* } %112, i8* %111, 1
  %114 = extractvalue { i64, i8* } %113, 0
  %115 = extractvalue { i64, i8* } %113, 1
  call void @print_memref_i32(i64 %114, i8* %115)
  %116 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %12, 0
  %117 = bitcast i64* %116 to i8*
  call void @free(i8* %117)
  %118 = extractvalue { double*, double*, i64, [3 x i64], [3 x i64] } %40, 0
  %119 = bitcast double* %118 to i8*
  call void @free(i8* %119)
  %120 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %68, 0
  %121 = bitcast i64* %120 to i8*
  call void @free(i8* %121)
  %122 = extractvalue { i32*, i32*, i64, [4 x i64], [4 x i64] } %98, 0
  %123 = bitcast i32* %122 to i8*
  call void @free(i8* %123)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
