; ModuleID = 'memory.mlir'
source_filename = "memory.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define i64 @squares(i64 %0) {
bb0:
  %1 = alloca i64, i64 %0
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %13, %bb5 ]
  %3 = icmp slt i64 %2, %0
  br i1 %3, label %bb5, label %bb2

bb2:
  %4 = phi i64 [ 0, %bb1 ], [ %10, %bb4 ]
  %5 = phi i64 [ 0, %bb1 ], [ %9, %bb4 ]
  %6 = icmp ult i64 %4, %0
  br i1 %6, label %bb4, label %bb3

bb3:
  ret i64 %5

bb4:
  %7 = getelementptr i64, i64* %1, i64 %4
  %8 = load i64, i64* %7
  %9 = add i64 %5, %8
  %10 = add i64 %4, 1
  br label %bb2

bb5:
  %11 = mul i64 %2, %2
  %12 = getelementptr i64, i64* %1, i64 %2
  store i64 %11, i64* %12
  %13 = add i64 %2, 1
  br label %bb1
}

define void @matrix() {
bb0:
  %0 = alloca [3 x [4 x i32]]
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %18, %bb7 ]
  %2 = icmp slt i64 %1, 3
  br i1 %2, label %bb6, label %bb2

bb2:
  %3 = getelementptr [3 x [4 x i32]], [3 x [4 x i32]]* %0, i32 0, i32 2, i32 3
  %4 = load i32, i32* %3
  call void @print_i32(i32 %4)
  %5 = getelementptr [3 x [4 x i32]], [3 x [4 x i32]]* %0, i64 0, i64 1
  %6 = getelementptr [4 x i32], [4 x i32]* %5, i64 0, i64 0
  %7 = load i32, i32* %6
  call void @print_i32(i32 %7)
  %8 = bitcast [3 x [4 x i32]]* %0 to i32*
  br label %bb3

bb3:
  %9 = phi i64 [ 0, %bb2 ], [ %15, %bb5 ]
  %10 = phi i32 [ 0, %bb2 ], [ %14, %bb5 ]
  %11 = icmp slt i64 %9, 12
  br i1 %11, label %bb5, label %bb4

bb4:
  call void @print_i32(i32 %10)
  ret void

bb5:
  %12 = getelementptr i32, i32* %8, i64 %9
  %13 = load i32, i32* %12
  %14 = add i32 %10, %13
  %15 = add i64 %9, 1
  br label %bb3

bb6:
  %16 = phi i64 [ 0, %bb1 ], [ %24, %bb8 ]
  %17 = icmp slt i64 %16, 4
  br i1 %17, label %bb8, label %bb7

bb7:
  %18 = add i64 %1, 1
  br label %bb1

bb8:
  %19 = trunc i64 %1 to i32
  %20 = trunc i64 %16 to i32
  %21 = mul i32 %19, 10
  %22 = add i32 %21, %20
  %23 = getelementptr [3 x [4 x i32]], [3 x [4 x i32]]* %0, i64 0, i64 %1, i64 %16
  store i32 %22, i32* %23
  %24 = add i64 %16, 1
  br label %bb6
}

define void @structs() {
bb0:
  %0 = alloca { i8, i32, double, [2 x i16] }
  %1 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* %0, i32 0, i32 0
  %2 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* %0, i32 0, i32 1
  %3 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* %0, i32 0, i32 2
  %4 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* %0, i32 0, i32 3, i32 1
  store i8 -5, i8* %1
  store i32 70000, i32* %2, align 4
  store volatile double 2.5, double* %3
  store i16 -300, i16* %4
  %5 = load i8, i8* %1
  %6 = load i32, i32* %2, align 4
  %7 = load volatile double, double* %3
  %8 = load i16, i16* %4
  %9 = sext i8 %5 to i32
  %10 = sext i16 %8 to i32
  call void @print_i32(i32 %9)
  call void @print_i32(i32 %6)
  call void @print_f64(double %7)
  call void @print_i32(i32 %10)
  %11 = load { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* %0
  %12 = extractvalue { i8, i32, double, [2 x i16] } %11, 1
  call void @print_i32(i32 %12)
  %13 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* null, i32 0, i32 2
  %14 = ptrtoint double* %13 to i64
  call void @print_i64(i64 %14)
  %15 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* null, i32 0, i32 3, i32 1
  %16 = ptrtoint i16* %15 to i64
  call void @print_i64(i64 %16)
  %17 = getelementptr { i8, i32, double, [2 x i16] }, { i8, i32, double, [2 x i16] }* null, i64 1
  %18 = ptrtoint { i8, i32, double, [2 x i16] }* %17 to i64
  call void @print_i64(i64 %18)
  ret void
}

define void @nulls() {
bb0:
  %0 = ptrtoint i64* null to i64
  call void @print_i64(i64 %0)
  %1 = alloca i64
  %2 = ptrtoint i64* %1 to i64
  %3 = icmp eq i64 %2, %0
  %4 = zext i1 %3 to i32
  call void @print_i32(i32 %4)
  %5 = icmp ne i64* %1, null
  %6 = zext i1 %5 to i32
  call void @print_i32(i32 %6)
  %7 = icmp eq i64* null, null
  %8 = zext i1 %7 to i32
  call void @print_i32(i32 %8)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i64 @squares(i64 10)
  call void @print_i64(i64 %0)
  %1 = call i64 @squares(i64 1)
  call void @print_i64(i64 %1)
  call void @matrix()
  call void @structs()
  call void @nulls()
  ret i32 0
}
