; ModuleID = 'memref_bare_ptr.mlir'
source_filename = "memref_bare_ptr.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32* @callee(float*)

define i32* @caller(float* %0) {
bb0:
  %1 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %2 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %1, float* %0, 1
  %3 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, i64 0, 2
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, i64 2, 3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, i64 4, 3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 4, 4, 0
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 1
  %8 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, 1
  %9 = call i32* @callee(float* %8)
  %10 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %9, 0
  %11 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, i32* %9, 1
  %12 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %11, i64 0, 2
  %13 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %12, i64 8, 3, 0
  %14 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %13, i64 1, 4, 0
  %15 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %14, 1
  ret i32* %15
}
