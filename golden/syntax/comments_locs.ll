; ModuleID = 'comments_locs.mlir'
source_filename = "comments_locs.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define i32 @poly(i32 %0, i32 %1) {
bb0:
  %2 = mul i32 3, %0
  %3 = mul i32 %1, %1
  %4 = add i32 %2, %3
  %5 = sub i32 %4, 1
  ret i32 %5
}

define i32 @clamp(i32 %0) {
bb0:
  %1 = icmp slt i32 %0, 0
  br i1 %1, label %bb1, label %bb2

bb1:
  br label %bb2

bb2:
  %2 = phi i32 [ %0, %bb0 ], [ 0, %bb1 ]
  ret i32 %2
}

define i32 @main() {
bb0:
  %0 = call i32 @poly(i32 2, i32 5)
  call void @print_i32(i32 %0)
  %1 = call i32 @poly(i32 -9, i32 2)
  call void @print_i32(i32 %1)
  %2 = call i32 @clamp(i32 %1)
  call void @print_i32(i32 %2)
  %3 = call i32 @clamp(i32 %0)
  call void @print_i32(i32 %3)
  ret i32 0
}
