; ModuleID = 'prefetch.mlir'
source_filename = "prefetch.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 64
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %6, i64 8, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64 8, 3, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 8, 4, 0
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %20, %bb5 ]
  %12 = icmp slt i64 %11, 8
  br i1 %12, label %bb3, label %bb2

bb2:
  %13 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %14 = mul i64 7, 8
  %15 = add i64 %14, 5
  %16 = getelementptr i64, i64* %13, i64 %15
  %17 = load i64, i64* %16
  call void @print_i64(i64 %17)
  ret i32 0

bb3:
  br label %bb4

bb4:
  %18 = phi i64 [ 0, %bb3 ], [ %27, %bb6 ]
  %19 = icmp slt i64 %18, 8
  br i1 %19, label %bb6, label %bb5

bb5:
  %20 = add i64 %11, 1
  br label %bb1

bb6:
  %21 = mul i64 %11, 8
  %22 = add i64 %21, %18
  %23 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %24 = mul i64 %11, 8
  %25 = add i64 %24, %18
  %26 = getelementptr i64, i64* %23, i64 %25
  store i64 %22, i64* %26
  %27 = add i64 %18, 1
  br label %bb4
}

declare i8* @malloc(i64)
