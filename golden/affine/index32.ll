; ModuleID = 'index32.mlir'
source_filename = "index32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_i32(i32)

define void @show(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i32 [ -5, %bb0 ], [ %69, %bb15 ]
  %1 = phi i32 [ 0, %bb0 ], [ %68, %bb15 ]
  %2 = icmp slt i32 %0, 3
  br i1 %2, label %bb15, label %bb2

bb2:
  call void @show(i32 %1)
  br label %bb3

bb3:
  %3 = phi i32 [ 0, %bb2 ], [ %46, %bb14 ]
  %4 = phi i32 [ 2147483000, %bb2 ], [ %45, %bb14 ]
  %5 = icmp slt i32 %3, 3
  br i1 %5, label %bb14, label %bb4

bb4:
  call void @show(i32 %4)
  %6 = icmp sgt i32 -5, -3
  %7 = select i1 %6, i32 -5, i32 -3
  %8 = mul i32 3, 2
  %9 = icmp slt i32 %8, 6
  %10 = select i1 %9, i32 %8, i32 6
  br label %bb5

bb5:
  %11 = phi i32 [ %7, %bb4 ], [ %44, %bb13 ]
  %12 = phi i32 [ 0, %bb4 ], [ %43, %bb13 ]
  %13 = icmp slt i32 %11, %10
  br i1 %13, label %bb10, label %bb6

bb6:
  call void @show(i32 %12)
  br label %bb7

bb7:
  %14 = phi i32 [ -5, %bb6 ], [ %18, %bb9 ]
  %15 = icmp slt i32 %14, 3
  br i1 %15, label %bb9, label %bb8

bb8:
  %16 = phi i32 [ %14, %bb7 ]
  call void @show(i32 %16)
  ret i32 0

bb9:
  %17 = phi i32 [ %14, %bb7 ]
  %18 = add i32 %17, 3
  br label %bb7

bb10:
  %19 = srem i32 %11, 4
  %20 = icmp slt i32 %19, 0
  %21 = add i32 %19, 4
  %22 = select i1 %20, i32 %21, i32 %19
  %23 = mul i32 %11, -1
  %24 = add i32 1, %23
  %25 = icmp slt i32 %22, %24
  %26 = select i1 %25, i32 %22, i32 %24
  %27 = icmp slt i32 %11, 0
  %28 = sub i32 -1, %11
  %29 = select i1 %27, i32 %28, i32 %11
  %30 = sdiv i32 %29, 4
  %31 = sub i32 -1, %30
  %32 = select i1 %27, i32 %31, i32 %30
  %33 = mul i32 %11, -1
  %34 = add i32 1, %33
  %35 = icmp sgt i32 %32, %34
  %36 = select i1 %35, i32 %32, i32 %34
  call void @show(i32 %26)
  call void @show(i32 %36)
  %37 = add i32 %11, 1
  %38 = icmp eq i32 %37, 0
  %39 = add i32 %11, 10
  %40 = icmp sge i32 %39, 0
  %41 = and i1 %38, %40
  br i1 %41, label %bb12, label %bb11

bb11:
  br label %bb13

bb12:
  br label %bb13

bb13:
  %42 = phi i32 [ %11, %bb11 ], [ 3, %bb12 ]
  call void @show(i32 %42)
  %43 = add i32 %12, %42
  %44 = add i32 %11, 2
  br label %bb5

bb14:
  %45 = add i32 %4, 2147483000
  %46 = add i32 %3, 1
  br label %bb3

bb15:
  call void @show(i32 %0)
  %47 = mul i32 %0, 7
  %48 = add i32 %47, 1
  %49 = icmp slt i32 %48, 0
  %50 = sub i32 -1, %48
  %51 = select i1 %49, i32 %50, i32 %48
  %52 = sdiv i32 %51, 3
  %53 = sub i32 -1, %52
  %54 = select i1 %49, i32 %53, i32 %52
  %55 = icmp sle i32 %0, 0
  %56 = sub i32 0, %0
  %57 = sub i32 %0, 1
  %58 = select i1 %55, i32 %56, i32 %57
  %59 = sdiv i32 %58, 2
  %60 = sub i32 0, %59
  %61 = add i32 %59, 1
  %62 = select i1 %55, i32 %60, i32 %61
  %63 = srem i32 %0, 5
  %64 = icmp slt i32 %63, 0
  %65 = add i32 %63, 5
  %66 = select i1 %64, i32 %65, i32 %63
  %67 = add i32 %62, %66
  call void @show(i32 %54)
  call void @show(i32 %67)
  %68 = add i32 %1, %54
  %69 = add i32 %0, 3
  br label %bb1
}
