; ModuleID = 'vec_memref.mlir'
source_filename = "vec_memref.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_f32(float)

declare void @print_f64(double)

define void @pf4(<4 x float> %0) {
bb0:
  %1 = extractelement <4 x float> %0, i32 0
  %2 = extractelement <4 x float> %0, i32 1
  %3 = extractelement <4 x float> %0, i32 2
  %4 = extractelement <4 x float> %0, i32 3
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  ret void
}

define void @pi4(<4 x i32> %0) {
bb0:
  %1 = extractelement <4 x i32> %0, i32 0
  %2 = extractelement <4 x i32> %0, i32 1
  %3 = extractelement <4 x i32> %0, i32 2
  %4 = extractelement <4 x i32> %0, i32 3
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  ret void
}

define void @pd2(<2 x double> %0) {
bb0:
  %1 = extractelement <2 x double> %0, i64 0
  %2 = extractelement <2 x double> %0, i64 1
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  ret void
}

define void @fill8(<4 x float>* %0, <4 x float>* %1, i64 %2, i64 %3, i64 %4, <4 x float> %5) {
bb0:
  %6 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %0, 0
  %7 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %6, <4 x float>* %1, 1
  %8 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %20, %bb3 ]
  %12 = icmp slt i64 %11, 8
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = trunc i64 %11 to i32
  %14 = sitofp i32 %13 to float
  %15 = insertelement <4 x float> undef, float %14, i32 0
  %16 = shufflevector <4 x float> %15, <4 x float> undef, <4 x i32> zeroinitializer
  %17 = fadd <4 x float> %5, %16
  %18 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %10, 1
  %19 = getelementptr <4 x float>, <4 x float>* %18, i64 %11
  store <4 x float> %17, <4 x float>* %19
  %20 = add i64 %11, 1
  br label %bb1
}

define <4 x float> @prod(<4 x float>* %0, <4 x float>* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %0, 0
  %8 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %7, <4 x float>* %1, 1
  %9 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  br label %bb1

bb1:
  %12 = phi i64 [ %5, %bb0 ], [ %19, %bb3 ]
  %13 = phi <4 x float> [ <float 1.0, float 1.0, float 1.0, float 1.0>, %bb0 ], [ %18, %bb3 ]
  %14 = icmp slt i64 %12, %6
  br i1 %14, label %bb3, label %bb2

bb2:
  ret <4 x float> %13

bb3:
  %15 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %11, 1
  %16 = getelementptr <4 x float>, <4 x float>* %15, i64 %12
  %17 = load <4 x float>, <4 x float>* %16
  %18 = fmul <4 x float> %13, %17
  %19 = add i64 %12, 1
  br label %bb1
}

define <4 x i32> @grid() {
bb0:
  %0 = alloca <4 x i32>, i64 6
  %1 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } undef, <4 x i32>* %0, 0
  %2 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %1, <4 x i32>* %0, 1
  %3 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %2, i64 0, 2
  %4 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %3, i64 2, 3, 0
  %5 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %4, i64 3, 3, 1
  %6 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %5, i64 3, 4, 0
  %7 = insertvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 1
  br label %bb1

bb1:
  %8 = phi i64 [ 0, %bb0 ], [ %28, %bb4 ]
  %9 = icmp slt i64 %8, 2
  br i1 %9, label %bb3, label %bb2

bb2:
  %10 = extractvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %7, 1
  %11 = mul i64 1, 3
  %12 = add i64 %11, 2
  %13 = getelementptr <4 x i32>, <4 x i32>* %10, i64 %12
  %14 = load <4 x i32>, <4 x i32>* %13
  %15 = extractvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %7, 1
  %16 = mul i64 0, 3
  %17 = add i64 %16, 1
  %18 = getelementptr <4 x i32>, <4 x i32>* %15, i64 %17
  %19 = load <4 x i32>, <4 x i32>* %18
  %20 = sub <4 x i32> %14, %19
  %21 = extractvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %7, 1
  %22 = mul i64 1, 3
  %23 = add i64 %22, 2
  %24 = getelementptr <4 x i32>, <4 x i32>* %21, i64 %23
  %25 = load <4 x i32>, <4 x i32>* %24
  call void @pi4(<4 x i32> %25)
  ret <4 x i32> %20

bb3:
  %26 = phi i64 [ 0, %bb1 ], [ %39, %bb5 ]
  %27 = icmp slt i64 %26, 3
  br i1 %27, label %bb5, label %bb4

bb4:
  %28 = add i64 %8, 1
  br label %bb1

bb5:
  %29 = mul i64 %8, 10
  %30 = add i64 %29, %26
  %31 = trunc i64 %30 to i32
  %32 = insertelement <4 x i32> undef, i32 %31, i32 0
  %33 = shufflevector <4 x i32> %32, <4 x i32> undef, <4 x i32> zeroinitializer
  %34 = add <4 x i32> %33, <i32 0, i32 100, i32 200, i32 300>
  %35 = extractvalue { <4 x i32>*, <4 x i32>*, i64, [2 x i64], [2 x i64] } %7, 1
  %36 = mul i64 %8, 3
  %37 = add i64 %36, %26
  %38 = getelementptr <4 x i32>, <4 x i32>* %35, i64 %37
  store <4 x i32> %34, <4 x i32>* %38
  %39 = add i64 %26, 1
  br label %bb3
}

define <2 x double> @dyn(<2 x double>* %0, <2 x double>* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } undef, <2 x double>* %0, 0
  %6 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %5, <2 x double>* %1, 1
  %7 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %27, %bb5 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb5, label %bb2

bb2:
  %13 = phi i64 [ 0, %bb1 ], [ %20, %bb4 ]
  %14 = phi <2 x double> [ <double 0.0, double 0.0>, %bb1 ], [ %19, %bb4 ]
  %15 = icmp slt i64 %13, %10
  br i1 %15, label %bb4, label %bb3

bb3:
  ret <2 x double> %14

bb4:
  %16 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr <2 x double>, <2 x double>* %16, i64 %13
  %18 = load <2 x double>, <2 x double>* %17
  %19 = fadd <2 x double> %14, %18
  %20 = add i64 %13, 1
  br label %bb2

bb5:
  %21 = sitofp i64 %11 to double
  %22 = insertelement <2 x double> undef, double %21, i32 0
  %23 = shufflevector <2 x double> %22, <2 x double> undef, <2 x i32> zeroinitializer
  %24 = fmul <2 x double> %23, <double 0.5, double -0.5>
  %25 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %9, 1
  %26 = getelementptr <2 x double>, <2 x double>* %25, i64 %11
  store <2 x double> %24, <2 x double>* %26
  %27 = add i64 %11, 1
  br label %bb1
}

define void @nd([2 x <4 x float>] %0, [2 x <4 x float>] %1) {
bb0:
  %2 = getelementptr [2 x <4 x float>], [2 x <4 x float>]* null, i64 2
  %3 = ptrtoint [2 x <4 x float>]* %2 to i64
  %4 = call i8* @malloc(i64 %3)
  %5 = bitcast i8* %4 to [2 x <4 x float>]*
  %6 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } undef, [2 x <4 x float>]* %5, 0
  %7 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %6, [2 x <4 x float>]* %5, 1
  %8 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
  %9 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %8, i64 2, 3, 0
  %10 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
  %11 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %10, 1
  %12 = getelementptr [2 x <4 x float>], [2 x <4 x float>]* %11, i64 0
  store [2 x <4 x float>] %0, [2 x <4 x float>]* %12
  %13 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %10, 1
  %14 = getelementptr [2 x <4 x float>], [2 x <4 x float>]* %13, i64 1
  store [2 x <4 x float>] %1, [2 x <4 x float>]* %14
  %15 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %10, 1
  %16 = getelementptr [2 x <4 x float>], [2 x <4 x float>]* %15, i64 0
  %17 = load [2 x <4 x float>], [2 x <4 x float>]* %16
  %18 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %10, 1
  %19 = getelementptr [2 x <4 x float>], [2 x <4 x float>]* %18, i64 1
  %20 = load [2 x <4 x float>], [2 x <4 x float>]* %19
  %21 = extractvalue [2 x <4 x float>] %17, 0
  %22 = extractvalue [2 x <4 x float>] %20, 0
  %23 = fadd <4 x float> %21, %22
  %24 = insertvalue [2 x <4 x float>] undef, <4 x float> %23, 0
  %25 = extractvalue [2 x <4 x float>] %17, 1
  %26 = extractvalue [2 x <4 x float>] %20, 1
  %27 = fadd <4 x float> %25, %26
  %28 = insertvalue [2 x <4 x float>] %24, <4 x float> %27, 1
  %29 = extractvalue [2 x <4 x float>] %28, 0
  %30 = extractelement <4 x float> %29, i64 1
  %31 = extractvalue [2 x <4 x float>] %28, 1
  %32 = extractelement <4 x float> %31, i64 3
  call void @print_f32(float %30)
  call void @print_f32(float %32)
  %33 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64, [1 x i64], [1 x i64] } %10, 0
  %34 = bitcast [2 x <4 x float>]* %33 to i8*
  call void @free(i8* %34)
  ret void
}

define i32 @main() {
bb0:
  %0 = getelementptr <4 x float>, <4 x float>* null, i64 8
  %1 = ptrtoint <4 x float>* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to <4 x float>*
  %4 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %3, 0
  %5 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %4, <4 x float>* %3, 1
  %6 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %6, i64 8, 3, 0
  %8 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 0
  %10 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %11 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 2
  %12 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %13 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @fill8(<4 x float>* %9, <4 x float>* %10, i64 %11, i64 %12, i64 %13, <4 x float> <float 1.0, float 0.5, float -1.0, float 0.25>)
  %14 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr <4 x float>, <4 x float>* %14, i64 7
  %16 = load <4 x float>, <4 x float>* %15
  call void @pf4(<4 x float> %16)
  %17 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 0
  %18 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %19 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 2
  %20 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %21 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %22 = call <4 x float> @prod(<4 x float>* %17, <4 x float>* %18, i64 %19, i64 %20, i64 %21, i64 1, i64 5)
  call void @pf4(<4 x float> %22)
  %23 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = getelementptr <4 x float>, <4 x float>* %23, i64 3
  store <4 x float> %16, <4 x float>* %24
  %25 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 1
  %26 = getelementptr <4 x float>, <4 x float>* %25, i64 3
  %27 = load <4 x float>, <4 x float>* %26
  %28 = fneg <4 x float> %27
  call void @pf4(<4 x float> %28)
  %29 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %8, 0
  %30 = bitcast <4 x float>* %29 to i8*
  call void @free(i8* %30)
  %31 = alloca <4 x float>, i64 8
  %32 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %31, 0
  %33 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %32, <4 x float>* %31, 1
  %34 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %33, i64 0, 2
  %35 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %34, i64 8, 3, 0
  %36 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %35, i64 1, 4, 0
  %37 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 0
  %38 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 1
  %39 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 2
  %40 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 3, 0
  %41 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 4, 0
  call void @fill8(<4 x float>* %37, <4 x float>* %38, i64 %39, i64 %40, i64 %41, <4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>)
  %42 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 0
  %43 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 1
  %44 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 2
  %45 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 3, 0
  %46 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %36, 4, 0
  %47 = call <4 x float> @prod(<4 x float>* %42, <4 x float>* %43, i64 %44, i64 %45, i64 %46, i64 3, i64 5)
  call void @pf4(<4 x float> %47)
  %48 = call <4 x i32> @grid()
  call void @pi4(<4 x i32> %48)
  %49 = getelementptr <2 x double>, <2 x double>* null, i64 6
  %50 = ptrtoint <2 x double>* %49 to i64
  %51 = call i8* @malloc(i64 %50)
  %52 = bitcast i8* %51 to <2 x double>*
  %53 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } undef, <2 x double>* %52, 0
  %54 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %53, <2 x double>* %52, 1
  %55 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %54, i64 0, 2
  %56 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %55, i64 6, 3, 0
  %57 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %56, i64 1, 4, 0
  %58 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 0
  %59 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 1
  %60 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 2
  %61 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 3, 0
  %62 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 4, 0
  %63 = call <2 x double> @dyn(<2 x double>* %58, <2 x double>* %59, i64 %60, i64 %61, i64 %62)
  call void @pd2(<2 x double> %63)
  %64 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 1
  %65 = getelementptr <2 x double>, <2 x double>* %64, i64 5
  %66 = load <2 x double>, <2 x double>* %65
  call void @pd2(<2 x double> %66)
  %67 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %57, 0
  %68 = bitcast <2 x double>* %67 to i8*
  call void @free(i8* %68)
  %69 = getelementptr <2 x double>, <2 x double>* null, i64 3
  %70 = ptrtoint <2 x double>* %69 to i64
  %71 = call i8* @malloc(i64 %70)
  %72 = bitcast i8* %71 to <2 x double>*
  %73 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } undef, <2 x double>* %72, 0
  %74 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %73, <2 x double>* %72, 1
  %75 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %74, i64 0, 2
  %76 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %75, i64 3, 3, 0
  %77 = insertvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %76, i64 1, 4, 0
  %78 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %77, 0
  %79 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %77, 1
  %80 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %77, 2
  %81 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %77, 3, 0
  %82 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %77, 4, 0
  %83 = call <2 x double> @dyn(<2 x double>* %78, <2 x double>* %79, i64 %80, i64 %81, i64 %82)
  call void @pd2(<2 x double> %83)
  %84 = extractvalue { <2 x double>*, <2 x double>*, i64, [1 x i64], [1 x i64] } %77, 0
  %85 = bitcast <2 x double>* %84 to i8*
  call void @free(i8* %85)
  call void @nd([2 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>], [2 x <4 x float>] [<4 x float> <float 0.5, float 0.25, float 0.125, float 0.0625>, <4 x float> <float -1.0, float -2.0, float -3.0, float -4.0>])
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
