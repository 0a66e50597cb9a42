; ModuleID = 'index32_unranked.mlir'
source_filename = "index32_unranked.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @fill3(i32 %0, i8* %1) {
bb0:
  %2 = insertvalue { i32, i8* } undef, i32 %0, 0
  %3 = insertvalue { i32, i8* } %2, i8* %1, 1
  %4 = extractvalue { i32, i8* } %3, 1
  %5 = bitcast i8* %4 to { double*, double*, i32, [3 x i32], [3 x i32] }*
  %6 = load { double*, double*, i32, [3 x i32], [3 x i32] }, { double*, double*, i32, [3 x i32], [3 x i32] }* %5
  %7 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %6, 3, 0
  %8 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %6, 3, 1
  %9 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %6, 3, 2
  br label %bb1

bb1:
  %10 = phi i32 [ 0, %bb0 ], [ %14, %bb3 ]
  %11 = icmp slt i32 %10, %7
  br i1 %11, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %12 = phi i32 [ 0, %bb1 ], [ %17, %bb4 ]
  %13 = icmp slt i32 %12, %8
  %14 = add i32 %10, 1
  br i1 %13, label %bb4, label %bb1

bb4:
  %15 = phi i32 [ 0, %bb3 ], [ %33, %bb5 ]
  %16 = icmp slt i32 %15, %9
  %17 = add i32 %12, 1
  br i1 %16, label %bb5, label %bb3

bb5:
  %18 = sitofp i32 %10 to double
  %19 = sitofp i32 %12 to double
  %20 = sitofp i32 %15 to double
  %21 = fmul double %18, 100.0
  %22 = fmul double %19, 10.0
  %23 = fadd double %21, %22
  %24 = fadd double %23, %20
  %25 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %6, 1
  %26 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %6, 4, 0
  %27 = mul i32 %10, %26
  %28 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %6, 4, 1
  %29 = mul i32 %12, %28
  %30 = add i32 %27, %29
  %31 = add i32 %30, %15
  %32 = getelementptr double, double* %25, i32 %31
  store double %24, double* %32
  %33 = add i32 %15, 1
  br label %bb4
}

define double @sum3(double* %0, double* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
bb0:
  %9 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } undef, double* %0, 0
  %10 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %9, double* %1, 1
  %11 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %10, i32 %2, 2
  %12 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %11, i32 %3, 3, 0
  %13 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %12, i32 %4, 3, 1
  %14 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %13, i32 %5, 3, 2
  %15 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %14, i32 %6, 4, 0
  %16 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, i32 %7, 4, 1
  %17 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %16, i32 %8, 4, 2
  %18 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 3, 0
  %19 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 3, 1
  %20 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 3, 2
  br label %bb1

bb1:
  %21 = phi i32 [ 0, %bb0 ], [ %27, %bb3 ]
  %22 = phi double [ 0.0, %bb0 ], [ %25, %bb3 ]
  %23 = icmp slt i32 %21, %18
  br i1 %23, label %bb3, label %bb2

bb2:
  ret double %22

bb3:
  %24 = phi i32 [ 0, %bb1 ], [ %31, %bb4 ]
  %25 = phi double [ %22, %bb1 ], [ %29, %bb4 ]
  %26 = icmp slt i32 %24, %19
  %27 = add i32 %21, 1
  br i1 %26, label %bb4, label %bb1

bb4:
  %28 = phi i32 [ 0, %bb3 ], [ %46, %bb5 ]
  %29 = phi double [ %25, %bb3 ], [ %45, %bb5 ]
  %30 = icmp slt i32 %28, %20
  %31 = add i32 %24, 1
  br i1 %30, label %bb5, label %bb3

bb5:
  %32 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 1
  %33 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 2
  %34 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 4, 0
  %35 = mul i32 %21, %34
  %36 = add i32 %33, %35
  %37 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 4, 1
  %38 = mul i32 %24, %37
  %39 = add i32 %36, %38
  %40 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %17, 4, 2
  %41 = mul i32 %28, %40
  %42 = add i32 %39, %41
  %43 = getelementptr double, double* %32, i32 %42
  %44 = load double, double* %43
  %45 = fadd double %29, %44
  %46 = add i32 %28, 1
  br label %bb4
}

define { i32, i8* } @as_unranked(double* %0, double* %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8) {
bb0:
  %9 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } undef, double* %0, 0
  %10 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %9, double* %1, 1
  %11 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %10, i32 %2, 2
  %12 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %11, i32 %3, 3, 0
  %13 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %12, i32 %4, 3, 1
  %14 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %13, i32 %5, 3, 2
  %15 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %14, i32 %6, 4, 0
  %16 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, i32 %7, 4, 1
  %17 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %16, i32 %8, 4, 2
  %18 = alloca { double*, double*, i32, [3 x i32], [3 x i32] }
  store { double*, double*, i32, [3 x i32], [3 x i32] } %17, { double*, double*, i32, [3 x i32], [3 x i32] }* %18
  %19 = bitcast { double*, double*, i32, [3 x i32], [3 x i32] }* %18 to i8*
  %20 = insertvalue { i32, i8* } undef, i32 3, 0
  %21 = insertvalue { i32, i8* } %20, i8* %19, 1
  %22 = extractvalue { i32, i8* } %21, 0
  %23 = extractvalue { i32, i8* } %21, 1
  %24 = zext i32 %22 to i64
  %25 = mul i64 %24, 8
  %26 = add i64 %25, 20
  %27 = call i8* @malloc(i64 %26)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %27, i8* %23, i64 %26, i1 false)
  %28 = insertvalue { i32, i8* } %21, i8* %27, 1
  ret { i32, i8* } %28
}

define { i32, i32, i32 } @udims(i32 %0, i8* %1) {
bb0:
  %2 = insertvalue { i32, i8* } undef, i32 %0, 0
  %3 = insertvalue { i32, i8* } %2, i8* %1, 1
  %4 = extractvalue { i32, i8* } %3, 1
  %5 = bitcast i8* %4 to i32*
  %6 = add i32 0, 5
  %7 = getelementptr i32, i32* %5, i32 %6
  %8 = load i32, i32* %7
  %9 = extractvalue { i32, i8* } %3, 1
  %10 = bitcast i8* %9 to i32*
  %11 = add i32 1, 5
  %12 = getelementptr i32, i32* %10, i32 %11
  %13 = load i32, i32* %12
  %14 = extractvalue { i32, i8* } %3, 1
  %15 = bitcast i8* %14 to i32*
  %16 = add i32 2, 5
  %17 = getelementptr i32, i32* %15, i32 %16
  %18 = load i32, i32* %17
  %19 = insertvalue { i32, i32, i32 } undef, i32 %8, 0
  %20 = insertvalue { i32, i32, i32 } %19, i32 %13, 1
  %21 = insertvalue { i32, i32, i32 } %20, i32 %18, 2
  ret { i32, i32, i32 } %21
}

define i32 @main() {
bb0:
  %0 = mul i32 4, 3
  %1 = mul i32 %0, 2
  %2 = zext i32 %1 to i64
  %3 = getelementptr double, double* null, i64 %2
  %4 = ptrtoint double* %3 to i64
  %5 = call i8* @malloc(i64 %4)
  %6 = bitcast i8* %5 to double*
  %7 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } undef, double* %6, 0
  %8 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %7, double* %6, 1
  %9 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %8, i32 0, 2
  %10 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %9, i32 2, 3, 0
  %11 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %10, i32 3, 3, 1
  %12 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %11, i32 4, 3, 2
  %13 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %12, i32 %0, 4, 0
  %14 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %13, i32 4, 4, 1
  %15 = insertvalue { double*, double*, i32, [3 x i32], [3 x i32] } %14, i32 1, 4, 2
  %16 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 0
  %17 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 1
  %18 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 2
  %19 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 3, 0
  %20 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 3, 1
  %21 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 3, 2
  %22 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 0
  %23 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 1
  %24 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 2
  %25 = call { i32, i8* } @as_unranked(double* %16, double* %17, i32 %18, i32 %19, i32 %20, i32 %21, i32 %22, i32 %23, i32 %24)
  %26 = extractvalue { i32, i8* } %25, 0
  %27 = extractvalue { i32, i8* } %25, 1
  %28 = zext i32 %26 to i64
  %29 = mul i64 %28, 8
  %30 = add i64 %29, 20
  %31 = alloca i8, i64 %30
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %31, i8* %27, i64 %30, i1 false)
  call void @free(i8* %27)
  %32 = insertvalue { i32, i8* } %25, i8* %31, 1
  %33 = extractvalue { i32, i8* } %32, 0
  %34 = extractvalue { i32, i8* } %32, 1
  call void @fill3(i32 %33, i8* %34)
  %35 = extractvalue { i32, i8* } %32, 0
  %36 = extractvalue { i32, i8* } %32, 1
  %37 = call { i32, i32, i32 } @udims(i32 %35, i8* %36)
  %38 = extractvalue { i32, i32, i32 } %37, 0
  %39 = extractvalue { i32, i32, i32 } %37, 1
  %40 = extractvalue { i32, i32, i32 } %37, 2
  %41 = sext i32 %38 to i64
  %42 = sext i32 %39 to i64
  %43 = sext i32 %40 to i64
  call void @print_i64(i64 %41)
  call void @print_i64(i64 %42)
  call void @print_i64(i64 %43)
  %44 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 0
  %45 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 1
  %46 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 2
  %47 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 3, 0
  %48 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 3, 1
  %49 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 3, 2
  %50 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 0
  %51 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 1
  %52 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 2
  %53 = call double @sum3(double* %44, double* %45, i32 %46, i32 %47, i32 %48, i32 %49, i32 %50, i32 %51, i32 %52)
  call void @print_f64(double %53)
  %54 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 1
  %55 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 4, 0
  %56 = mul i32 1, %55
  %57 = mul i32 2, 4
  %58 = add i32 %56, %57
  %59 = add i32 %58, 3
  %60 = getelementptr double, double* %54, i32 %59
  %61 = load double, double* %60
  call void @print_f64(double %61)
  %62 = extractvalue { i32, i8* } %32, 1
  %63 = bitcast i8* %62 to { double*, double*, i32, [3 x i32], [3 x i32] }*
  %64 = load { double*, double*, i32, [3 x i32], [3 x i32] }, { double*, double*, i32, [3 x i32], [3 x i32] }* %63
  %65 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %64, 1
  %66 = mul i32 1, 12
  %67 = mul i32 0, 4
  %68 = add i32 %66, %67
  %69 = add i32 %68, 2
  %70 = getelementptr double, double* %65, i32 %69
  %71 = load double, double* %70
  call void @print_f64(double %71)
  %72 = extractvalue { double*, double*, i32, [3 x i32], [3 x i32] } %15, 0
  %73 = bitcast double* %72 to i8*
  call void @free(i8* %73)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @free(i8*)
