; ModuleID = 'atomic_rmw_unknown_kind.mlir'
source_filename = "atomic_rmw_unknown_kind.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @f(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, i32 %5, i64 %6) {
bb0:
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i32* %1, 1
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %11, 1
  %13 = getelementptr i32, i32* %12, i64 %6
  %14 = atomicrmw xor i32* %13, i32 %5 acq_rel
  ret i32 %14
}
