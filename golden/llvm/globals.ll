; ModuleID = 'globals.mlir'
source_filename = "globals.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = internal global i32 42

@counter = private global i64 0

@ext_scale = global double -2.5

@fvar = internal global float 32.0

@table = internal constant [5 x i32] [i32 10, i32 20, i32 30, i32 40, i32 50]

@grid = internal constant [2 x [3 x i64]] [[3 x i64] [i64 1, i64 2, i64 3], [3 x i64] [i64 4, i64 5, i64 6]]

@msg = internal constant [7 x i8] c"ok %d\0A\00"

@rec = internal global { i32, double, [2 x i16] } { i32 -9, double 0.125, [2 x i16] [i16 300, i16 -301] }

@gptr = internal global i32* @g

@third = internal constant i32* getelementptr ([5 x i32], [5 x i32]* @table, i64 0, i64 3)

@fnptr = internal global i64 (i64)* @triple

@late_ptr = internal global i64* @late

@late = internal global i64 -77

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

declare i32 @printf(i8*, ...)

define i64 @triple(i64 %0) {
bb0:
  %1 = mul i64 %0, 3
  ret i64 %1
}

define internal i64 @bump(i64 %0) {
bb0:
  %1 = load i64, i64* @counter
  %2 = add i64 %1, %0
  store i64 %2, i64* @counter
  ret i64 %2
}

define i32 @main() {
bb0:
  %0 = load i32, i32* @g
  call void @print_i32(i32 %0)
  %1 = add i32 %0, 8
  store i32 %1, i32* @g
  %2 = load i32, i32* @g
  call void @print_i32(i32 %2)
  %3 = load double, double* @ext_scale
  call void @print_f64(double %3)
  %4 = load float, float* @fvar
  %5 = fmul float %4, %4
  store float %5, float* @fvar
  %6 = load float, float* @fvar
  call void @print_f32(float %6)
  br label %bb1

bb1:
  %7 = phi i64 [ 1, %bb0 ], [ %40, %bb3 ]
  %8 = icmp slt i64 %7, 5
  br i1 %8, label %bb3, label %bb2

bb2:
  %9 = getelementptr [5 x i32], [5 x i32]* @table, i64 0, i64 4
  %10 = load i32, i32* %9
  call void @print_i32(i32 %10)
  %11 = load [5 x i32], [5 x i32]* @table
  %12 = extractvalue [5 x i32] %11, 1
  call void @print_i32(i32 %12)
  %13 = getelementptr [2 x [3 x i64]], [2 x [3 x i64]]* @grid, i64 0, i64 1, i64 2
  %14 = load i64, i64* %13
  call void @print_i64(i64 %14)
  %15 = getelementptr [2 x [3 x i64]], [2 x [3 x i64]]* @grid, i64 0, i64 0, i64 1
  %16 = load i64, i64* %15
  call void @print_i64(i64 %16)
  %17 = getelementptr [7 x i8], [7 x i8]* @msg, i64 0, i64 0
  %18 = call i32 (i8*, ...) @printf(i8* %17, i32 %2)
  %19 = load { i32, double, [2 x i16] }, { i32, double, [2 x i16] }* @rec
  %20 = extractvalue { i32, double, [2 x i16] } %19, 0
  %21 = extractvalue { i32, double, [2 x i16] } %19, 1
  %22 = extractvalue { i32, double, [2 x i16] } %19, 2, 0
  %23 = extractvalue { i32, double, [2 x i16] } %19, 2, 1
  call void @print_i32(i32 %20)
  call void @print_f64(double %21)
  %24 = sext i16 %22 to i32
  %25 = sext i16 %23 to i32
  call void @print_i32(i32 %24)
  call void @print_i32(i32 %25)
  %26 = getelementptr { i32, double, [2 x i16] }, { i32, double, [2 x i16] }* @rec, i32 0, i32 0
  store i32 8, i32* %26
  %27 = load { i32, double, [2 x i16] }, { i32, double, [2 x i16] }* @rec
  %28 = extractvalue { i32, double, [2 x i16] } %27, 0
  call void @print_i32(i32 %28)
  %29 = load i32*, i32** @gptr
  %30 = load i32, i32* %29
  call void @print_i32(i32 %30)
  %31 = load i32*, i32** @third
  %32 = load i32, i32* %31
  call void @print_i32(i32 %32)
  %33 = load i64 (i64)*, i64 (i64)** @fnptr
  %34 = call i64 %33(i64 14)
  call void @print_i64(i64 %34)
  %35 = load i64, i64* @late
  call void @print_i64(i64 %35)
  %36 = load i64*, i64** @late_ptr
  %37 = icmp eq i64* %36, @late
  %38 = zext i1 %37 to i32
  call void @print_i32(i32 %38)
  ret i32 0

bb3:
  %39 = call i64 @bump(i64 %7)
  call void @print_i64(i64 %39)
  %40 = add i64 %7, 1
  br label %bb1
}
