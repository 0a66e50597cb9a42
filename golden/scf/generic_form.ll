; ModuleID = 'generic_form.mlir'
source_filename = "generic_form.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 32
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64 8, 3, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 8, 4, 0
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %53, %bb16 ]
  %12 = icmp slt i64 %11, 4
  br i1 %12, label %bb14, label %bb2

bb2:
  br label %bb3

bb3:
  %13 = phi i64 [ 0, %bb2 ], [ %50, %bb13 ]
  %14 = phi i64 [ 0, %bb2 ], [ %49, %bb13 ]
  %15 = icmp slt i64 %13, 5
  br i1 %15, label %bb10, label %bb4

bb4:
  call void @print_i64(i64 %14)
  br label %bb5

bb5:
  %16 = phi i64 [ 2, %bb4 ], [ %34, %bb9 ]
  %17 = phi i64 [ 0, %bb4 ], [ %33, %bb9 ]
  %18 = icmp slt i64 %16, 7
  br i1 %18, label %bb9, label %bb6

bb6:
  call void @print_i64(i64 %17)
  %19 = icmp slt i64 0, 1
  br i1 %19, label %bb7, label %bb8

bb7:
  call void @print_i64(i64 0)
  br label %bb8

bb8:
  %20 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %21 = bitcast i64* %20 to i8*
  call void @free(i8* %21)
  ret i32 0

bb9:
  %22 = icmp slt i64 %16, 0
  %23 = sub i64 -1, %16
  %24 = select i1 %22, i64 %23, i64 %16
  %25 = sdiv i64 %24, 2
  %26 = sub i64 -1, %25
  %27 = select i1 %22, i64 %26, i64 %25
  %28 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %29 = mul i64 %27, 8
  %30 = add i64 %29, %16
  %31 = getelementptr i64, i64* %28, i64 %30
  %32 = load i64, i64* %31
  %33 = add i64 %17, %32
  %34 = add i64 %16, 2
  br label %bb5

bb10:
  %35 = add i64 %13, 5
  %36 = srem i64 %35, 4
  %37 = icmp slt i64 %36, 0
  %38 = add i64 %36, 4
  %39 = select i1 %37, i64 %38, i64 %36
  %40 = add i64 %13, 1
  %41 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %42 = mul i64 %39, 8
  %43 = add i64 %42, %40
  %44 = getelementptr i64, i64* %41, i64 %43
  %45 = load i64, i64* %44
  %46 = icmp eq i64 %39, 1
  br i1 %46, label %bb12, label %bb11

bb11:
  br label %bb13

bb12:
  %47 = add i64 %45, %45
  br label %bb13

bb13:
  %48 = phi i64 [ %45, %bb11 ], [ %47, %bb12 ]
  call void @print_i64(i64 %48)
  %49 = add i64 %14, %48
  %50 = add i64 %13, 1
  br label %bb3

bb14:
  br label %bb15

bb15:
  %51 = phi i64 [ 0, %bb14 ], [ %62, %bb17 ]
  %52 = icmp slt i64 %51, 8
  br i1 %52, label %bb17, label %bb16

bb16:
  %53 = add i64 %11, 1
  br label %bb1

bb17:
  %54 = mul i64 %11, 8
  %55 = add i64 %54, %51
  %56 = mul i64 5, -1
  %57 = add i64 %55, %56
  %58 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %59 = mul i64 %11, 8
  %60 = add i64 %59, %51
  %61 = getelementptr i64, i64* %58, i64 %60
  store i64 %57, i64* %61
  %62 = add i64 %51, 1
  br label %bb15
}

declare i8* @malloc(i64)

declare void @free(i8*)
