; ModuleID = 'toy_style_printf.mlir'
source_filename = "toy_style_printf.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@frmt_spec = internal constant [4 x i8] c"%f \00"

@nl = internal constant [2 x i8] c"\0A\00"

declare i32 @printf(i8*, ...)

define void @main() {
bb0:
  %0 = getelementptr double, double* null, i64 6
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, i64 2, 3, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 2, 4, 0
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = getelementptr double, double* null, i64 6
  %12 = ptrtoint double* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to double*
  %15 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %14, 0
  %16 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %15, double* %14, 1
  %17 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %16, i64 0, 2
  %18 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %17, i64 2, 3, 0
  %19 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %18, i64 3, 3, 1
  %20 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %19, i64 3, 4, 0
  %21 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %20, i64 1, 4, 1
  %22 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %23 = mul i64 0, 3
  %24 = add i64 %23, 0
  %25 = getelementptr double, double* %22, i64 %24
  store double 1.0, double* %25
  %26 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %27 = mul i64 0, 3
  %28 = add i64 %27, 1
  %29 = getelementptr double, double* %26, i64 %28
  store double 2.0, double* %29
  %30 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %31 = mul i64 0, 3
  %32 = add i64 %31, 2
  %33 = getelementptr double, double* %30, i64 %32
  store double 3.0, double* %33
  %34 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %35 = mul i64 1, 3
  %36 = add i64 %35, 0
  %37 = getelementptr double, double* %34, i64 %36
  store double 4.0, double* %37
  %38 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %39 = mul i64 1, 3
  %40 = add i64 %39, 1
  %41 = getelementptr double, double* %38, i64 %40
  store double 5.0, double* %41
  %42 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %43 = mul i64 1, 3
  %44 = add i64 %43, 2
  %45 = getelementptr double, double* %42, i64 %44
  store double 6.0, double* %45
  br label %bb1

bb1:
  %46 = phi i64 [ 0, %bb0 ], [ %69, %bb11 ]
  %47 = icmp slt i64 %46, 3
  br i1 %47, label %bb9, label %bb2

bb2:
  %48 = getelementptr [4 x i8], [4 x i8]* @frmt_spec, i64 0, i64 0
  %49 = getelementptr [2 x i8], [2 x i8]* @nl, i64 0, i64 0
  br label %bb3

bb3:
  %50 = phi i64 [ 0, %bb2 ], [ %59, %bb7 ]
  %51 = icmp slt i64 %50, 3
  br i1 %51, label %bb5, label %bb4

bb4:
  %52 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 0
  %53 = bitcast double* %52 to i8*
  call void @free(i8* %53)
  %54 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 0
  %55 = bitcast double* %54 to i8*
  call void @free(i8* %55)
  ret void

bb5:
  br label %bb6

bb6:
  %56 = phi i64 [ 0, %bb5 ], [ %66, %bb8 ]
  %57 = icmp slt i64 %56, 2
  br i1 %57, label %bb8, label %bb7

bb7:
  %58 = call i32 (i8*, ...) @printf(i8* %49)
  %59 = add i64 %50, 1
  br label %bb3

bb8:
  %60 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %61 = mul i64 %50, 2
  %62 = add i64 %61, %56
  %63 = getelementptr double, double* %60, i64 %62
  %64 = load double, double* %63
  %65 = call i32 (i8*, ...) @printf(i8* %48, double %64)
  %66 = add i64 %56, 1
  br label %bb6

bb9:
  br label %bb10

bb10:
  %67 = phi i64 [ 0, %bb9 ], [ %80, %bb12 ]
  %68 = icmp slt i64 %67, 2
  br i1 %68, label %bb12, label %bb11

bb11:
  %69 = add i64 %46, 1
  br label %bb1

bb12:
  %70 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, 1
  %71 = mul i64 %67, 3
  %72 = add i64 %71, %46
  %73 = getelementptr double, double* %70, i64 %72
  %74 = load double, double* %73
  %75 = fmul double %74, %74
  %76 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, 1
  %77 = mul i64 %46, 2
  %78 = add i64 %77, %67
  %79 = getelementptr double, double* %76, i64 %78
  store double %75, double* %79
  %80 = add i64 %67, 1
  br label %bb10
}

declare i8* @malloc(i64)

declare void @free(i8*)
