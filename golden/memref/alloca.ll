; ModuleID = 'alloca.mlir'
source_filename = "alloca.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

define i64 @sum8(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %17, %bb2 ]
  %11 = phi i64 [ 0, %bb0 ], [ %16, %bb2 ]
  %12 = icmp slt i64 %10, 8
  br i1 %12, label %bb2, label %bb3

bb2:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr i64, i64* %13, i64 %10
  %15 = load i64, i64* %14
  %16 = add i64 %11, %15
  %17 = add i64 %10, 1
  br label %bb1

bb3:
  ret i64 %11
}

define i64 @static_alloca(i64 %0) {
bb0:
  %1 = alloca i64, i64 8
  %2 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %1, 0
  %3 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %2, i64* %1, 1
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64 8, 3, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  br label %bb1

bb1:
  %7 = phi i64 [ 0, %bb0 ], [ %14, %bb2 ]
  %8 = icmp slt i64 %7, 8
  br i1 %8, label %bb2, label %bb3

bb2:
  %9 = mul i64 %0, %7
  %10 = mul i64 %7, %7
  %11 = add i64 %9, %10
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %13 = getelementptr i64, i64* %12, i64 %7
  store i64 %11, i64* %13
  %14 = add i64 %7, 1
  br label %bb1

bb3:
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 0
  %16 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 2
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 4, 0
  %20 = call i64 @sum8(i64* %15, i64* %16, i64 %17, i64 %18, i64 %19)
  ret i64 %20
}

define void @fib_fill(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64* %1, 1
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %26, %bb5 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb2, label %bb6

bb2:
  %13 = icmp slt i64 %11, 2
  br i1 %13, label %bb3, label %bb4

bb3:
  br label %bb5

bb4:
  %14 = sub i64 %11, 1
  %15 = sub i64 %11, 2
  %16 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr i64, i64* %16, i64 %14
  %18 = load i64, i64* %17
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %20 = getelementptr i64, i64* %19, i64 %15
  %21 = load i64, i64* %20
  %22 = add i64 %18, %21
  br label %bb5

bb5:
  %23 = phi i64 [ %22, %bb4 ], [ %11, %bb3 ]
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %25 = getelementptr i64, i64* %24, i64 %11
  store i64 %23, i64* %25
  %26 = add i64 %11, 1
  br label %bb1

bb6:
  ret void
}

define i64 @dynamic_alloca(i64 %0) {
bb0:
  %1 = alloca i64, i64 %0
  %2 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %1, 0
  %3 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %2, i64* %1, 1
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %3, i64 0, 2
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64 %0, 3, 0
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 1, 4, 0
  %7 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 0
  %8 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %9 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 2
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 4, 0
  call void @fib_fill(i64* %7, i64* %8, i64 %9, i64 %10, i64 %11)
  %12 = sub i64 %0, 1
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %14 = getelementptr i64, i64* %13, i64 %12
  %15 = load i64, i64* %14
  ret i64 %15
}

define { float, float } @alloca_2d(i64 %0) {
bb0:
  %1 = mul i64 %0, 3
  %2 = alloca float, i64 %1, align 32
  %3 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %2, 0
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, float* %2, 1
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, i64 0, 2
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 3, 3, 0
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 %0, 3, 1
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 %0, 4, 0
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 1, 4, 1
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %14, %bb2 ]
  %11 = icmp slt i64 %10, 3
  br i1 %11, label %bb2, label %bb4

bb2:
  %12 = phi i64 [ 0, %bb1 ], [ %24, %bb3 ]
  %13 = icmp slt i64 %12, %0
  %14 = add i64 %10, 1
  br i1 %13, label %bb3, label %bb1

bb3:
  %15 = sitofp i64 %10 to float
  %16 = sitofp i64 %12 to float
  %17 = fmul float %16, 0.5
  %18 = fadd float %15, %17
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 1
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %21 = mul i64 %10, %20
  %22 = add i64 %21, %12
  %23 = getelementptr float, float* %19, i64 %22
  store float %18, float* %23
  %24 = add i64 %12, 1
  br label %bb2

bb4:
  %25 = alloca float
  %26 = insertvalue { float*, float*, i64 } undef, float* %25, 0
  %27 = insertvalue { float*, float*, i64 } %26, float* %25, 1
  %28 = insertvalue { float*, float*, i64 } %27, i64 0, 2
  %29 = extractvalue { float*, float*, i64 } %28, 1
  store float 0.0, float* %29
  br label %bb5

bb5:
  %30 = phi i64 [ 0, %bb4 ], [ %34, %bb6 ]
  %31 = icmp slt i64 %30, 3
  br i1 %31, label %bb6, label %bb8

bb6:
  %32 = phi i64 [ 0, %bb5 ], [ %45, %bb7 ]
  %33 = icmp slt i64 %32, %0
  %34 = add i64 %30, 1
  br i1 %33, label %bb7, label %bb5

bb7:
  %35 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 1
  %36 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %37 = mul i64 %30, %36
  %38 = add i64 %37, %32
  %39 = getelementptr float, float* %35, i64 %38
  %40 = load float, float* %39
  %41 = extractvalue { float*, float*, i64 } %28, 1
  %42 = load float, float* %41
  %43 = fadd float %42, %40
  %44 = extractvalue { float*, float*, i64 } %28, 1
  store float %43, float* %44
  %45 = add i64 %32, 1
  br label %bb6

bb8:
  %46 = extractvalue { float*, float*, i64 } %28, 1
  %47 = load float, float* %46
  %48 = sub i64 %0, 1
  %49 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 1
  %50 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %51 = mul i64 2, %50
  %52 = add i64 %51, %48
  %53 = getelementptr float, float* %49, i64 %52
  %54 = load float, float* %53
  %55 = insertvalue { float, float } undef, float %47, 0
  %56 = insertvalue { float, float } %55, float %54, 1
  ret { float, float } %56
}

define i32 @main() {
bb0:
  %0 = call i64 @static_alloca(i64 3)
  call void @print_i64(i64 %0)
  %1 = call i64 @static_alloca(i64 -1)
  call void @print_i64(i64 %1)
  %2 = call i64 @dynamic_alloca(i64 10)
  call void @print_i64(i64 %2)
  %3 = call i64 @dynamic_alloca(i64 50)
  call void @print_i64(i64 %3)
  %4 = call i64 @dynamic_alloca(i64 1)
  call void @print_i64(i64 %4)
  br label %bb1

bb1:
  %5 = phi i64 [ 0, %bb0 ], [ %12, %bb2 ]
  %6 = phi i64 [ 0, %bb0 ], [ %11, %bb2 ]
  %7 = icmp slt i64 %5, 1000
  br i1 %7, label %bb2, label %bb3

bb2:
  %8 = urem i64 %5, 20
  %9 = add i64 %8, 1
  %10 = call i64 @dynamic_alloca(i64 %9)
  %11 = add i64 %6, %10
  %12 = add i64 %5, 1
  br label %bb1

bb3:
  call void @print_i64(i64 %6)
  %13 = call { float, float } @alloca_2d(i64 5)
  %14 = extractvalue { float, float } %13, 0
  %15 = extractvalue { float, float } %13, 1
  call void @print_f32(float %14)
  call void @print_f32(float %15)
  %16 = alloca i64, i64 8
  %17 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %16, 0
  %18 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %17, i64* %16, 1
  %19 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %18, i64 0, 2
  %20 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %19, i64 8, 3, 0
  %21 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %20, i64 1, 4, 0
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 0
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 1
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 2
  %25 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 3, 0
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 4, 0
  call void @fib_fill(i64* %22, i64* %23, i64 %24, i64 %25, i64 %26)
  %27 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 0
  %28 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 1
  %29 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 2
  %30 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 3, 0
  %31 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %21, 4, 0
  %32 = call i64 @sum8(i64* %27, i64* %28, i64 %29, i64 %30, i64 %31)
  call void @print_i64(i64 %32)
  ret i32 0
}
