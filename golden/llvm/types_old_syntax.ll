; ModuleID = 'types_old_syntax.mlir'
source_filename = "types_old_syntax.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = internal global i32 7

@d = internal global double 0.75

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define i32 @twice(i32 %0) {
bb0:
  %1 = add i32 %0, %0
  ret i32 %1
}

define { i32, float } @make_pair(i32 %0, float %1) {
bb0:
  %2 = insertvalue { i32, float } undef, i32 %0, 0
  %3 = insertvalue { i32, float } %2, float %1, 1
  ret { i32, float } %3
}

define { i32, i64 } @wide(i32 %0, i64 %1) {
bb0:
  %2 = insertvalue { i32, i64 } undef, i32 %0, 0
  %3 = insertvalue { i32, i64 } %2, i64 %1, 1
  ret { i32, i64 } %3
}

define i32 @main() {
bb0:
  %0 = alloca float, i64 4
  %1 = getelementptr float, float* %0, i64 1
  store float 42.0, float* %1
  %2 = load float, float* %1
  call void @print_f32(float %2)
  %3 = load double, double* @d
  %4 = fpext float %2 to double
  %5 = fadd double %3, %4
  call void @print_f64(double %5)
  %6 = load i32, i32* @g
  %7 = call i32 @twice(i32 %6)
  store i32 %7, i32* @g
  %8 = load i32, i32* @g
  call void @print_i32(i32 %8)
  %9 = call { i32, float } @make_pair(i32 -3, float 0.5)
  %10 = extractvalue { i32, float } %9, 0
  %11 = extractvalue { i32, float } %9, 1
  call void @print_i32(i32 %10)
  call void @print_f32(float %11)
  %12 = call { i32, i64 } @wide(i32 -3, i64 17)
  %13 = extractvalue { i32, i64 } %12, 1
  call void @print_i64(i64 %13)
  %14 = insertvalue [3 x i64] undef, i64 17, 2
  %15 = extractvalue [3 x i64] %14, 2
  %16 = mul i64 %15, 4
  call void @print_i64(i64 %16)
  %17 = fmul <4 x float> <float 1.5, float 1.5, float 1.5, float 1.5>, <float 1.0, float 2.0, float 3.0, float 4.0>
  %18 = extractelement <4 x float> %17, i32 3
  call void @print_f32(float %18)
  %19 = call i32 @twice(i32 -3)
  call void @print_i32(i32 %19)
  %20 = call i32 @twice(i32 %19)
  call void @print_i32(i32 %20)
  %21 = bitcast float* %1 to i32*
  %22 = load i32, i32* %21
  call void @print_i32(i32 %22)
  %23 = fpext half 0xH2E66 to double
  call void @print_f64(double %23)
  ret i32 0
}
