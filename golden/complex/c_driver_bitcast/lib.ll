; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i64 @c32_to_i64({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = bitcast float %1 to i32
  %4 = bitcast float %2 to i32
  %5 = zext i32 %3 to i64
  %6 = zext i32 %4 to i64
  %7 = shl i64 %6, 32
  %8 = or i64 %5, %7
  ret i64 %8
}

define float @i64_to_c32(i64 %0) {
bb0:
  %1 = lshr i64 %0, 32
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %1 to i32
  %4 = bitcast i32 %2 to float
  %5 = bitcast i32 %3 to float
  %6 = insertvalue { float, float } undef, float %4, 0
  %7 = insertvalue { float, float } %6, float %5, 1
  %8 = extractvalue { float, float } %7, 0
  %9 = extractvalue { float, float } %7, 1
  ret float %9
}

define double @c32_to_f64({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = bitcast float %1 to i32
  %4 = bitcast float %2 to i32
  %5 = zext i32 %3 to i64
  %6 = zext i32 %4 to i64
  %7 = shl i64 %6, 32
  %8 = or i64 %5, %7
  %9 = bitcast i64 %8 to double
  ret double %9
}

define float @f64_to_c32_re(double %0) {
bb0:
  %1 = bitcast double %0 to i64
  %2 = lshr i64 %1, 32
  %3 = trunc i64 %1 to i32
  %4 = trunc i64 %2 to i32
  %5 = bitcast i32 %3 to float
  %6 = bitcast i32 %4 to float
  %7 = insertvalue { float, float } undef, float %5, 0
  %8 = insertvalue { float, float } %7, float %6, 1
  %9 = extractvalue { float, float } %8, 0
  %10 = extractvalue { float, float } %8, 1
  ret float %9
}

define void @c64_swap({ double, double }* %0, { double, double }* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } undef, { double, double }* %0, 0
  %6 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %5, { double, double }* %1, 1
  %7 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %9, 1
  %11 = getelementptr { double, double }, { double, double }* %10, i64 0
  %12 = load { double, double }, { double, double }* %11
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  %15 = bitcast double %13 to i64
  %16 = bitcast double %14 to i64
  %17 = zext i64 %15 to i128
  %18 = zext i64 %16 to i128
  %19 = shl i128 %18, 64
  %20 = or i128 %17, %19
  %21 = lshr i128 %20, 64
  %22 = shl i128 %20, 64
  %23 = or i128 %21, %22
  %24 = lshr i128 %23, 64
  %25 = trunc i128 %23 to i64
  %26 = trunc i128 %24 to i64
  %27 = bitcast i64 %25 to double
  %28 = bitcast i64 %26 to double
  %29 = insertvalue { double, double } undef, double %27, 0
  %30 = insertvalue { double, double } %29, double %28, 1
  %31 = extractvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %9, 1
  %32 = getelementptr { double, double }, { double, double }* %31, i64 1
  store { double, double } %30, { double, double }* %32
  ret void
}
