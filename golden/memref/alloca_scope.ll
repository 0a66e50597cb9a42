; ModuleID = 'alloca_scope.mlir'
source_filename = "alloca_scope.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i64 [ 0, %bb0 ], [ %41, %bb9 ]
  %1 = phi i64 [ 0, %bb0 ], [ %40, %bb9 ]
  %2 = icmp slt i64 %0, 100000
  br i1 %2, label %bb7, label %bb2

bb2:
  call void @print_i64(i64 %1)
  %3 = alloca i64
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 1, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = call i8* @llvm.stacksave()
  br label %bb3

bb3:
  %10 = call i8* @llvm.stacksave()
  br label %bb4

bb4:
  %11 = alloca i64, i64 4
  %12 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %11, 0
  %13 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %12, i64* %11, 1
  %14 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %13, i64 0, 2
  %15 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %14, i64 4, 3, 0
  %16 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %15, i64 1, 4, 0
  %17 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %18 = getelementptr i64, i64* %17, i64 1
  store i64 7, i64* %18
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %16, 1
  %20 = getelementptr i64, i64* %19, i64 1
  %21 = load i64, i64* %20
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %23 = getelementptr i64, i64* %22, i64 0
  store i64 %21, i64* %23
  br label %bb5

bb5:
  call void @llvm.stackrestore(i8* %10)
  br label %bb6

bb6:
  call void @llvm.stackrestore(i8* %9)
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %25 = getelementptr i64, i64* %24, i64 0
  %26 = load i64, i64* %25
  call void @print_i64(i64 %26)
  ret i32 0

bb7:
  %27 = call i8* @llvm.stacksave()
  br label %bb8

bb8:
  %28 = alloca i64, i64 128
  %29 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %28, 0
  %30 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, i64* %28, 1
  %31 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %30, i64 0, 2
  %32 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %31, i64 128, 3, 0
  %33 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %32, i64 1, 4, 0
  %34 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, 1
  %35 = getelementptr i64, i64* %34, i64 2
  store i64 %0, i64* %35
  %36 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %33, 1
  %37 = getelementptr i64, i64* %36, i64 2
  %38 = load i64, i64* %37
  br label %bb9

bb9:
  %39 = phi i64 [ %38, %bb8 ]
  call void @llvm.stackrestore(i8* %27)
  %40 = add i64 %1, %39
  %41 = add i64 %0, 1
  br label %bb1
}

declare i8* @llvm.stacksave()

declare void @llvm.stackrestore(i8*)
