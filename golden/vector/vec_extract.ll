; ModuleID = 'vec_extract.mlir'
source_filename = "vec_extract.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i64(i64)

define <3 x float> @rows([2 x <3 x float>] %0) {
bb0:
  %1 = extractvalue [2 x <3 x float>] %0, 1
  ret <3 x float> %1
}

define i32 @main() {
bb0:
  %0 = extractelement <4 x i64> <i64 5, i64 6, i64 7, i64 8>, i64 2
  call void @print_i64(i64 %0)
  %1 = extractvalue [2 x <3 x float>] [<3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> <float 4.0, float 5.0, float 6.0>], 1
  %2 = extractelement <3 x float> %1, i64 2
  call void @print_f32(float %2)
  %3 = call <3 x float> @rows([2 x <3 x float>] [<3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> <float 4.0, float 5.0, float 6.0>])
  %4 = extractelement <3 x float> %3, i64 0
  call void @print_f32(float %4)
  %5 = extractvalue [2 x [2 x <2 x i64>]] [[2 x <2 x i64>] [<2 x i64> <i64 1, i64 2>, <2 x i64> <i64 3, i64 4>], [2 x <2 x i64>] [<2 x i64> <i64 5, i64 6>, <2 x i64> <i64 7, i64 8>]], 1
  %6 = extractvalue [2 x <2 x i64>] %5, 0
  %7 = extractelement <2 x i64> %6, i64 1
  call void @print_i64(i64 %7)
  %8 = extractvalue [2 x [2 x <2 x i64>]] [[2 x <2 x i64>] [<2 x i64> <i64 1, i64 2>, <2 x i64> <i64 3, i64 4>], [2 x <2 x i64>] [<2 x i64> <i64 5, i64 6>, <2 x i64> <i64 7, i64 8>]], 0, 1
  %9 = extractelement <2 x i64> %8, i64 0
  call void @print_i64(i64 %9)
  ret i32 0
}
