; ModuleID = 'f16_arith.mlir'
source_filename = "f16_arith.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i32(i32)

define void @show(half %0) {
bb0:
  %1 = fpext half %0 to float
  call void @print_f32(float %1)
  ret void
}

define void @show4(<4 x half> %0) {
bb0:
  %1 = fpext <4 x half> %0 to <4 x float>
  %2 = extractelement <4 x float> %1, i32 0
  %3 = extractelement <4 x float> %1, i32 1
  %4 = extractelement <4 x float> %1, i32 2
  %5 = extractelement <4 x float> %1, i32 3
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  call void @print_f32(float %5)
  ret void
}

define void @flag(i1 %0) {
bb0:
  %1 = zext i1 %0 to i32
  call void @print_i32(i32 %1)
  ret void
}

define void @ops(half %0, half %1) {
bb0:
  %2 = fadd half %0, %1
  call void @show(half %2)
  %3 = fsub half %0, %1
  call void @show(half %3)
  %4 = fmul half %0, %1
  call void @show(half %4)
  %5 = fdiv half %0, %1
  call void @show(half %5)
  %6 = fneg half %0
  call void @show(half %6)
  %7 = fcmp olt half %0, %1
  call void @flag(i1 %7)
  %8 = fcmp oeq half %0, %1
  call void @flag(i1 %8)
  %9 = fcmp une half %0, %1
  call void @flag(i1 %9)
  ret void
}

define half @narrow(float %0) {
bb0:
  %1 = fptrunc float %0 to half
  ret half %1
}

define half @accumulate(half %0, i32 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i32 [ 0, %bb0 ], [ %6, %bb3 ]
  %3 = phi half [ 0xH0000, %bb0 ], [ %5, %bb3 ]
  %4 = icmp slt i32 %2, %1
  br i1 %4, label %bb3, label %bb2

bb2:
  ret half %3

bb3:
  %5 = fadd half %3, %0
  %6 = add i32 %2, 1
  br label %bb1
}

define void @mem(half* %0, half* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } undef, half* %0, 0
  %6 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %5, half* %1, 1
  %7 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %21, %bb5 ]
  %11 = icmp slt i64 %10, 4
  br i1 %11, label %bb5, label %bb2

bb2:
  %12 = phi i64 [ 0, %bb1 ], [ %17, %bb4 ]
  %13 = icmp slt i64 %12, 4
  br i1 %13, label %bb4, label %bb3

bb3:
  ret void

bb4:
  %14 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr half, half* %14, i64 %12
  %16 = load half, half* %15
  call void @show(half %16)
  %17 = add i64 %12, 1
  br label %bb2

bb5:
  %18 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %9, 1
  %19 = getelementptr half, half* %18, i64 %10
  %20 = load half, half* %19
  %21 = add i64 %10, 1
  %22 = urem i64 %21, 4
  %23 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %9, 1
  %24 = getelementptr half, half* %23, i64 %22
  %25 = load half, half* %24
  %26 = fmul half %20, %20
  %27 = fadd half %26, %25
  %28 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %9, 1
  %29 = getelementptr half, half* %28, i64 %10
  store half %27, half* %29
  br label %bb1
}

define void @vops(<4 x half> %0, <4 x half> %1) {
bb0:
  %2 = fadd <4 x half> %0, %1
  call void @show4(<4 x half> %2)
  %3 = fmul <4 x half> %0, %1
  call void @show4(<4 x half> %3)
  ret void
}

define void @vnarrow(<4 x float> %0) {
bb0:
  %1 = fptrunc <4 x float> %0 to <4 x half>
  call void @show4(<4 x half> %1)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(half 0xH3554, half 0xH6400)
  call void @ops(half 0xH7BFF, half 0xHFBFF)
  call void @ops(half 0xH03FF, half 0xH3800)
  call void @ops(half 0xHC248, half 0xH4170)
  call void @ops(half 0xH7E00, half 0xH7C00)
  call void @ops(half 0xH8000, half 0xH7C00)
  call void @ops(half 0xH7C00, half 0xH7C00)
  %0 = call half @narrow(float 0.10000000149011612)
  call void @show(half %0)
  %1 = call half @accumulate(half %0, i32 10)
  call void @show(half %1)
  %2 = call half @accumulate(half %0, i32 3000)
  call void @show(half %2)
  %3 = getelementptr half, half* null, i64 4
  %4 = ptrtoint half* %3 to i64
  %5 = call i8* @malloc(i64 %4)
  %6 = bitcast i8* %5 to half*
  %7 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } undef, half* %6, 0
  %8 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %7, half* %6, 1
  %9 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %8, i64 0, 2
  %10 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %9, i64 4, 3, 0
  %11 = insertvalue { half*, half*, i64, [1 x i64], [1 x i64] } %10, i64 1, 4, 0
  %12 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 1
  %13 = getelementptr half, half* %12, i64 0
  store half 0xH3800, half* %13
  %14 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 1
  %15 = getelementptr half, half* %14, i64 1
  store half 0xH3E00, half* %15
  %16 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 1
  %17 = getelementptr half, half* %16, i64 2
  store half 0xHC000, half* %17
  %18 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 1
  %19 = getelementptr half, half* %18, i64 3
  store half 0xH4200, half* %19
  %20 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 0
  %21 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 1
  %22 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 2
  %23 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 3, 0
  %24 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 4, 0
  call void @mem(half* %20, half* %21, i64 %22, i64 %23, i64 %24)
  %25 = extractvalue { half*, half*, i64, [1 x i64], [1 x i64] } %11, 0
  %26 = bitcast half* %25 to i8*
  call void @free(i8* %26)
  call void @vops(<4 x half> <half 0xH3E00, half 0xHAE66, half 0xH63D0, half 0xH1400>, <4 x half> <half 0xH4000, half 0xH34CD, half 0xH5460, half 0xH1400>)
  call void @vnarrow(<4 x float> <float 0.10000000149011612, float 65519.0, float 1.0000000116860974e-7, float -2049.0>)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
