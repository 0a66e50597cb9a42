; ModuleID = 'late_free.mlir'
source_filename = "late_free.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i8* @malloc(i64)

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 2
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %10 = getelementptr i64, i64* %9, i64 1
  store i64 7, i64* %10
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr i64, i64* %11, i64 1
  %13 = load i64, i64* %12
  call void @print_i64(i64 %13)
  %14 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %15 = bitcast i64* %14 to i8*
  call void @free(i8* %15)
  ret i32 0
}

declare void @free(i8*)
