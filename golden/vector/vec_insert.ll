; ModuleID = 'vec_insert.mlir'
source_filename = "vec_insert.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i64(i64)

define [2 x <3 x float>] @set_row([2 x <3 x float>] %0, <3 x float> %1) {
bb0:
  %2 = insertvalue [2 x <3 x float>] %0, <3 x float> %1, 0
  ret [2 x <3 x float>] %2
}

define i32 @main() {
bb0:
  %0 = insertelement <4 x i64> <i64 5, i64 6, i64 7, i64 8>, i64 70, i64 2
  %1 = extractelement <4 x i64> %0, i64 2
  call void @print_i64(i64 %1)
  %2 = extractelement <4 x i64> %0, i64 3
  call void @print_i64(i64 %2)
  %3 = extractvalue [2 x <3 x float>] [<3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> <float 4.0, float 5.0, float 6.0>], 1
  %4 = insertelement <3 x float> %3, float 60.5, i64 2
  %5 = insertvalue [2 x <3 x float>] [<3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> <float 4.0, float 5.0, float 6.0>], <3 x float> %4, 1
  %6 = extractvalue [2 x <3 x float>] %5, 1
  %7 = extractelement <3 x float> %6, i64 2
  call void @print_f32(float %7)
  %8 = call [2 x <3 x float>] @set_row([2 x <3 x float>] %5, <3 x float> <float -1.0, float -2.0, float -3.0>)
  %9 = extractvalue [2 x <3 x float>] %8, 0
  %10 = extractelement <3 x float> %9, i64 1
  call void @print_f32(float %10)
  %11 = extractvalue [2 x <3 x float>] %8, 1
  %12 = extractelement <3 x float> %11, i64 2
  call void @print_f32(float %12)
  %13 = insertvalue [2 x [2 x <2 x i64>]] [[2 x <2 x i64>] [<2 x i64> <i64 1, i64 2>, <2 x i64> <i64 3, i64 4>], [2 x <2 x i64>] [<2 x i64> <i64 5, i64 6>, <2 x i64> <i64 7, i64 8>]], [2 x <2 x i64>] [<2 x i64> <i64 10, i64 20>, <2 x i64> <i64 30, i64 40>], 0
  %14 = extractvalue [2 x [2 x <2 x i64>]] %13, 1, 1
  %15 = insertelement <2 x i64> %14, i64 99, i64 0
  %16 = insertvalue [2 x [2 x <2 x i64>]] %13, <2 x i64> %15, 1, 1
  %17 = extractvalue [2 x [2 x <2 x i64>]] %16, 0, 1
  %18 = extractelement <2 x i64> %17, i64 1
  call void @print_i64(i64 %18)
  %19 = extractvalue [2 x [2 x <2 x i64>]] %16, 1, 1
  %20 = extractelement <2 x i64> %19, i64 0
  call void @print_i64(i64 %20)
  %21 = extractvalue [2 x [2 x <2 x i64>]] %16, 1, 1
  %22 = extractelement <2 x i64> %21, i64 1
  call void @print_i64(i64 %22)
  ret i32 0
}
