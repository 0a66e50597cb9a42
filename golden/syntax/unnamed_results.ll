; ModuleID = 'unnamed_results.mlir'
source_filename = "unnamed_results.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @p(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret i64 %0
}

define void @main() {
bb0:
  %0 = alloca float, i64 3
  %1 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %2 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %1, float* %0, 1
  %3 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %2, i64 0, 2
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %3, i64 3, 3, 0
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, i64 1, 4, 0
  %6 = add i64 7, 7
  %7 = call i64 @p(i64 7)
  %8 = call i64 @p(i64 7)
  %9 = call i64 @p(i64 %8)
  ret void
}
