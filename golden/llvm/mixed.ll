; ModuleID = 'mixed.mlir'
source_filename = "mixed.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_i32(i32)

define i64 @llvm_affine(i64 %0) {
bb0:
  %1 = mul i64 %0, 3
  %2 = add i64 %1, 1
  ret i64 %2
}

define float @std_fsq(float %0, float %1) {
bb0:
  %2 = fmul float %0, %0
  %3 = fadd float %2, %1
  ret float %3
}

define i64 @collatz(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ], [ %7, %bb3 ], [ %8, %bb4 ]
  %2 = phi i64 [ 0, %bb0 ], [ %6, %bb3 ], [ %6, %bb4 ]
  %3 = icmp eq i64 %1, 1
  br i1 %3, label %bb5, label %bb2

bb2:
  %4 = urem i64 %1, 2
  %5 = icmp ne i64 %4, 0
  %6 = add i64 %2, 1
  br i1 %5, label %bb4, label %bb3

bb3:
  %7 = udiv i64 %1, 2
  br label %bb1

bb4:
  %8 = call i64 @llvm_affine(i64 %1)
  br label %bb1

bb5:
  ret i64 %2
}

define float @llvm_driver(i32 %0) {
bb0:
  %1 = icmp sgt i32 %0, 0
  %2 = sitofp i32 %0 to float
  br i1 %1, label %bb2, label %bb1

bb1:
  %3 = call float @std_fsq(float %2, float %2)
  br label %bb3

bb2:
  %4 = call float @std_fsq(float %2, float 0.5)
  br label %bb3

bb3:
  %5 = phi float [ %3, %bb1 ], [ %4, %bb2 ]
  ret float %5
}

define { i64, i64 } @std_sum_ptr(i64* %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %13, %bb3 ]
  %3 = phi i64 [ 0, %bb0 ], [ %10, %bb3 ]
  %4 = phi i64 [ 0, %bb0 ], [ %12, %bb3 ]
  %5 = icmp slt i64 %2, %1
  br i1 %5, label %bb3, label %bb2

bb2:
  %6 = insertvalue { i64, i64 } undef, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %4, 1
  ret { i64, i64 } %7

bb3:
  %8 = getelementptr i64, i64* %0, i64 %2
  %9 = load i64, i64* %8
  %10 = add i64 %3, %9
  %11 = icmp sgt i64 %9, %4
  %12 = select i1 %11, i64 %9, i64 %4
  %13 = add i64 %2, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = mul i64 5, 5
  %1 = add i64 %0, 5
  call void @print_i64(i64 %1)
  %2 = fmul float 1.5, 1.5
  %3 = fadd float %2, 1.5
  call void @print_f32(float %3)
  %4 = icmp slt i64 5, %1
  %5 = select i1 %4, i64 5, i64 %1
  call void @print_i64(i64 %5)
  %6 = icmp sgt i64 5, %1
  %7 = select i1 %6, i64 5, i64 %1
  call void @print_i64(i64 %7)
  %8 = trunc i64 300 to i8
  %9 = sext i8 %8 to i32
  call void @print_i32(i32 %9)
  %10 = sitofp i32 %9 to float
  %11 = fadd float %10, 1.5
  call void @print_f32(float %11)
  %12 = call i64 @collatz(i64 27)
  call void @print_i64(i64 %12)
  %13 = call float @llvm_driver(i32 3)
  call void @print_f32(float %13)
  %14 = call float @llvm_driver(i32 -2)
  call void @print_f32(float %14)
  %15 = alloca i64, i64 5
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %15, 0
  %17 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, i64* %15, 1
  %18 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, i64 0, 2
  %19 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %18, i64 5, 3, 0
  %20 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %19, i64 1, 4, 0
  %21 = alloca i64, i64 5
  br label %bb1

bb1:
  %22 = phi i64 [ 0, %bb0 ], [ %40, %bb5 ]
  %23 = icmp slt i64 %22, 5
  br i1 %23, label %bb5, label %bb2

bb2:
  %24 = phi i64 [ 0, %bb1 ], [ %36, %bb4 ]
  %25 = icmp slt i64 %24, 5
  br i1 %25, label %bb4, label %bb3

bb3:
  %26 = call { i64, i64 } @std_sum_ptr(i64* %21, i64 5)
  %27 = extractvalue { i64, i64 } %26, 0
  %28 = extractvalue { i64, i64 } %26, 1
  call void @print_i64(i64 %27)
  call void @print_i64(i64 %28)
  %29 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %20, 1
  %30 = getelementptr i64, i64* %29, i64 3
  %31 = load i64, i64* %30
  call void @print_i64(i64 %31)
  ret i32 0

bb4:
  %32 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %20, 1
  %33 = getelementptr i64, i64* %32, i64 %24
  %34 = load i64, i64* %33
  %35 = getelementptr i64, i64* %21, i64 %24
  store i64 %34, i64* %35
  %36 = add i64 %24, 1
  br label %bb2

bb5:
  %37 = mul i64 %22, %22
  %38 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %20, 1
  %39 = getelementptr i64, i64* %38, i64 %22
  store i64 %37, i64* %39
  %40 = add i64 %22, 1
  br label %bb1
}
