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
  %10 = phi i64 [ 0, %bb0 ], [ %17, %bb3 ]
  %11 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %12 = icmp slt i64 %10, 8
  br i1 %12, label %bb3, label %bb2

bb2:
  ret i64 %11

bb3:
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr i64, i64* %13, i64 %10
  %15 = load i64, i64* %14
  %16 = add i64 %11, %15
  %17 = add i64 %10, 1
  br label %bb1
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
  %7 = phi i64 [ 0, %bb0 ], [ %20, %bb3 ]
  %8 = icmp slt i64 %7, 8
  br i1 %8, label %bb3, label %bb2

bb2:
  %9 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 0
  %10 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 2
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 3, 0
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 4, 0
  %14 = call i64 @sum8(i64* %9, i64* %10, i64 %11, i64 %12, i64 %13)
  ret i64 %14

bb3:
  %15 = mul i64 %0, %7
  %16 = mul i64 %7, %7
  %17 = add i64 %15, %16
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %19 = getelementptr i64, i64* %18, i64 %7
  store i64 %17, i64* %19
  %20 = add i64 %7, 1
  br label %bb1
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
  %11 = phi i64 [ 0, %bb0 ], [ %26, %bb6 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = icmp slt i64 %11, 2
  br i1 %13, label %bb5, label %bb4

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
  br label %bb6

bb5:
  br label %bb6

bb6:
  %23 = phi i64 [ %22, %bb4 ], [ %11, %bb5 ]
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, 1
  %25 = getelementptr i64, i64* %24, i64 %11
  store i64 %23, i64* %25
  %26 = add i64 %11, 1
  br label %bb1
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
  %10 = phi i64 [ 0, %bb0 ], [ %46, %bb7 ]
  %11 = icmp slt i64 %10, 3
  br i1 %11, label %bb7, label %bb2

bb2:
  %12 = alloca float
  %13 = insertvalue { float*, float*, i64 } undef, float* %12, 0
  %14 = insertvalue { float*, float*, i64 } %13, float* %12, 1
  %15 = insertvalue { float*, float*, i64 } %14, i64 0, 2
  %16 = extractvalue { float*, float*, i64 } %15, 1
  store float 0.0, float* %16
  br label %bb3

bb3:
  %17 = phi i64 [ 0, %bb2 ], [ %32, %bb5 ]
  %18 = icmp slt i64 %17, 3
  br i1 %18, label %bb5, label %bb4

bb4:
  %19 = extractvalue { float*, float*, i64 } %15, 1
  %20 = load float, float* %19
  %21 = sub i64 %0, 1
  %22 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 1
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %24 = mul i64 2, %23
  %25 = add i64 %24, %21
  %26 = getelementptr float, float* %22, i64 %25
  %27 = load float, float* %26
  %28 = insertvalue { float, float } undef, float %20, 0
  %29 = insertvalue { float, float } %28, float %27, 1
  ret { float, float } %29

bb5:
  %30 = phi i64 [ 0, %bb3 ], [ %43, %bb6 ]
  %31 = icmp slt i64 %30, %0
  %32 = add i64 %17, 1
  br i1 %31, label %bb6, label %bb3

bb6:
  %33 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 1
  %34 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %35 = mul i64 %17, %34
  %36 = add i64 %35, %30
  %37 = getelementptr float, float* %33, i64 %36
  %38 = load float, float* %37
  %39 = extractvalue { float*, float*, i64 } %15, 1
  %40 = load float, float* %39
  %41 = fadd float %40, %38
  %42 = extractvalue { float*, float*, i64 } %15, 1
  store float %41, float* %42
  %43 = add i64 %30, 1
  br label %bb5

bb7:
  %44 = phi i64 [ 0, %bb1 ], [ %56, %bb8 ]
  %45 = icmp slt i64 %44, %0
  %46 = add i64 %10, 1
  br i1 %45, label %bb8, label %bb1

bb8:
  %47 = sitofp i64 %10 to float
  %48 = sitofp i64 %44 to float
  %49 = fmul float %48, 0.5
  %50 = fadd float %47, %49
  %51 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 1
  %52 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, 4, 0
  %53 = mul i64 %10, %52
  %54 = add i64 %53, %44
  %55 = getelementptr float, float* %51, i64 %54
  store float %50, float* %55
  %56 = add i64 %44, 1
  br label %bb7
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
  %5 = phi i64 [ 0, %bb0 ], [ %32, %bb3 ]
  %6 = phi i64 [ 0, %bb0 ], [ %31, %bb3 ]
  %7 = icmp slt i64 %5, 1000
  br i1 %7, label %bb3, label %bb2

bb2:
  call void @print_i64(i64 %6)
  %8 = call { float, float } @alloca_2d(i64 5)
  %9 = extractvalue { float, float } %8, 0
  %10 = extractvalue { float, float } %8, 1
  call void @print_f32(float %9)
  call void @print_f32(float %10)
  %11 = alloca i64, i64 8
  %12 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %11, 0
  %13 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %12, i64* %11, 1
  %14 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %13, i64 0, 2
  %15 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, i64 8, 3, 0
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, i64 1, 4, 0
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 0
  %18 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 2
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 3, 0
  %21 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 4, 0
  call void @fib_fill(i64* %17, i64* %18, i64 %19, i64 %20, i64 %21)
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 0
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 2
  %25 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 3, 0
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 4, 0
  %27 = call i64 @sum8(i64* %22, i64* %23, i64 %24, i64 %25, i64 %26)
  call void @print_i64(i64 %27)
  ret i32 0

bb3:
  %28 = urem i64 %5, 20
  %29 = add i64 %28, 1
  %30 = call i64 @dynamic_alloca(i64 %29)
  %31 = add i64 %6, %30
  %32 = add i64 %5, 1
  br label %bb1
}
