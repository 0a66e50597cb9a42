; ModuleID = 'vectors.mlir'
source_filename = "vectors.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_f32(float)

declare void @print_f64(double)

define void @show4f(<4 x float> %0) {
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

define void @show8i(<8 x i32> %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %5, %bb3 ]
  %3 = icmp slt i64 %2, %1
  br i1 %3, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %4 = extractelement <8 x i32> %0, i64 %2
  call void @print_i32(i32 %4)
  %5 = add i64 %2, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = fadd <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <float 0.5, float 0.5, float 0.5, float 0.5>
  call void @show4f(<4 x float> %0)
  %1 = fmul <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, %0
  %2 = fdiv <4 x float> %1, <float 0.5, float 0.5, float 0.5, float 0.5>
  %3 = fsub <4 x float> %2, <float 1.0, float 2.0, float 3.0, float 4.0>
  %4 = fneg <4 x float> %3
  call void @show4f(<4 x float> %4)
  %5 = insertelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, float -7.25, i32 1
  %6 = insertelement <4 x float> %5, float -7.25, i64 3
  call void @show4f(<4 x float> %6)
  %7 = shufflevector <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> %0, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  call void @show4f(<4 x float> %7)
  %8 = shufflevector <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @show4f(<4 x float> %8)
  %9 = shufflevector <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  call void @show4f(<4 x float> %9)
  %10 = shufflevector <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> %0, <4 x i32> <i32 7, i32 6, i32 5, i32 4>
  call void @show4f(<4 x float> %10)
  %11 = sdiv <4 x i32> <i32 10, i32 -20, i32 30, i32 -40>, <i32 3, i32 3, i32 -7, i32 7>
  %12 = srem <4 x i32> <i32 10, i32 -20, i32 30, i32 -40>, <i32 3, i32 3, i32 -7, i32 7>
  %13 = shufflevector <4 x i32> %11, <4 x i32> %12, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  call void @show8i(<8 x i32> %13, i64 8)
  %14 = shl <4 x i32> <i32 10, i32 -20, i32 30, i32 -40>, <i32 1, i32 2, i32 3, i32 31>
  %15 = ashr <4 x i32> <i32 10, i32 -20, i32 30, i32 -40>, <i32 1, i32 2, i32 3, i32 31>
  %16 = shufflevector <4 x i32> %14, <4 x i32> %15, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @show8i(<8 x i32> %16, i64 8)
  %17 = fcmp olt <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <float 3.0, float 3.0, float 3.0, float 3.0>
  %18 = select <4 x i1> %17, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 3.0, float 3.0, float 3.0, float 3.0>
  call void @show4f(<4 x float> %18)
  %19 = icmp slt <4 x i32> <i32 10, i32 -20, i32 30, i32 -40>, <i32 0, i32 0, i32 0, i32 0>
  %20 = zext <4 x i1> %19 to <4 x i32>
  %21 = shufflevector <4 x i32> %20, <4 x i32> %20, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0>
  call void @show8i(<8 x i32> %21, i64 4)
  %22 = sitofp <4 x i32> <i32 10, i32 -20, i32 30, i32 -40> to <4 x float>
  call void @show4f(<4 x float> %22)
  %23 = shufflevector <4 x float> %22, <4 x float> %22, <2 x i32> <i32 1, i32 3>
  %24 = fpext <2 x float> %23 to <2 x double>
  %25 = fmul <2 x double> %24, %24
  %26 = extractelement <2 x double> %25, i32 0
  %27 = extractelement <2 x double> %25, i32 1
  call void @print_f64(double %26)
  call void @print_f64(double %27)
  %28 = alloca <4 x float>
  store <4 x float> %0, <4 x float>* %28
  %29 = bitcast <4 x float>* %28 to float*
  %30 = getelementptr float, float* %29, i32 1
  store float -7.25, float* %30
  %31 = load <4 x float>, <4 x float>* %28
  call void @show4f(<4 x float> %31)
  ret i32 0
}
