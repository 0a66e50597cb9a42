; ModuleID = 'target_arm64.mlir'
source_filename = "target_arm64.mlir"
target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128"
target triple = "arm64-apple-macosx"

define double @sum(double* %0, double* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, double* %1, 1
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %18, %bb3 ]
  %12 = phi double [ 0.0, %bb0 ], [ %17, %bb3 ]
  %13 = icmp slt i64 %11, %10
  br i1 %13, label %bb3, label %bb2

bb2:
  ret double %12

bb3:
  %14 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr double, double* %14, i64 %11
  %16 = load double, double* %15
  %17 = fadd double %12, %16
  %18 = add i64 %11, 1
  br label %bb1
}
