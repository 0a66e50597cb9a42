; ModuleID = 'bf16_basic.mlir'
source_filename = "bf16_basic.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

define float @ext(bfloat %0) {
bb0:
  %1 = fpext bfloat %0 to float
  ret float %1
}

define void @show(bfloat %0) {
bb0:
  %1 = fpext bfloat %0 to float
  call void @print_f32(float %1)
  ret void
}

define bfloat @tr(float %0) {
bb0:
  %1 = fptrunc float %0 to bfloat
  ret bfloat %1
}

define void @round(float %0) {
bb0:
  %1 = call bfloat @tr(float %0)
  call void @show(bfloat %1)
  ret void
}

define void @reverse(bfloat* %0, bfloat* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } undef, bfloat* %0, 0
  %6 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %5, bfloat* %1, 1
  %7 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = alloca bfloat, i64 4
  %11 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } undef, bfloat* %10, 0
  %12 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %11, bfloat* %10, 1
  %13 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %12, i64 0, 2
  %14 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %13, i64 4, 3, 0
  %15 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %14, i64 1, 4, 0
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %30, %bb5 ]
  %17 = icmp slt i64 %16, 4
  br i1 %17, label %bb5, label %bb2

bb2:
  %18 = phi i64 [ 0, %bb1 ], [ %23, %bb4 ]
  %19 = icmp slt i64 %18, 4
  br i1 %19, label %bb4, label %bb3

bb3:
  ret void

bb4:
  %20 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %15, 1
  %21 = getelementptr bfloat, bfloat* %20, i64 %18
  %22 = load bfloat, bfloat* %21
  call void @show(bfloat %22)
  %23 = add i64 %18, 1
  br label %bb2

bb5:
  %24 = sub i64 3, %16
  %25 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %9, 1
  %26 = getelementptr bfloat, bfloat* %25, i64 %24
  %27 = load bfloat, bfloat* %26
  %28 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %15, 1
  %29 = getelementptr bfloat, bfloat* %28, i64 %16
  store bfloat %27, bfloat* %29
  %30 = add i64 %16, 1
  br label %bb1
}

define i32 @main() {
bb0:
  call void @show(bfloat 0xR3FC0)
  call void @show(bfloat 0xRC030)
  call void @show(bfloat 0xR3DCD)
  call void @show(bfloat 0xR4049)
  call void @show(bfloat 0xR3F80)
  call void @show(bfloat 0xR7F80)
  call void @show(bfloat 0xRFF80)
  call void @show(bfloat 0xR7FC0)
  call void @show(bfloat 0xR8000)
  call void @show(bfloat 0xR0001)
  call void @show(bfloat 0xR7F7F)
  call void @round(float 1.00390625)
  call void @round(float 1.01171875)
  call void @round(float 1.0049999952316284)
  call void @round(float -1.01171875)
  call void @round(float 1.99609375)
  call void @round(float 3.39617752923046e38)
  call void @round(float 3.396177326406364e38)
  call void @round(float 3.4028234663852886e38)
  call void @round(float 9.99994610111476e-41)
  call void @round(float 4.591774807899561e-41)
  call void @round(float 1.3775324423698682e-40)
  call void @round(float 16777216.0)
  call void @round(float 0xFFF0000000000000)
  call void @round(float 0x7FF8000000000000)
  call void @round(float 0x7FF8000020000000)
  call void @round(float -0.0)
  %0 = getelementptr bfloat, bfloat* null, i64 4
  %1 = ptrtoint bfloat* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to bfloat*
  %4 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } undef, bfloat* %3, 0
  %5 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %4, bfloat* %3, 1
  %6 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = call bfloat @tr(float 1.01171875)
  %10 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 1
  %11 = getelementptr bfloat, bfloat* %10, i64 0
  store bfloat 0xR3FC0, bfloat* %11
  %12 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 1
  %13 = getelementptr bfloat, bfloat* %12, i64 1
  store bfloat %9, bfloat* %13
  %14 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr bfloat, bfloat* %14, i64 2
  store bfloat 0xRFF80, bfloat* %15
  %16 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 1
  %17 = getelementptr bfloat, bfloat* %16, i64 3
  store bfloat 0xR0001, bfloat* %17
  %18 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 1
  %19 = getelementptr bfloat, bfloat* %18, i64 1
  %20 = load bfloat, bfloat* %19
  %21 = call float @ext(bfloat %20)
  call void @print_f32(float %21)
  %22 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 0
  %23 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 2
  %25 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %26 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @reverse(bfloat* %22, bfloat* %23, i64 %24, i64 %25, i64 %26)
  %27 = extractvalue { bfloat*, bfloat*, i64, [1 x i64], [1 x i64] } %8, 0
  %28 = bitcast bfloat* %27 to i8*
  call void @free(i8* %28)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
