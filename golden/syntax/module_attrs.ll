; ModuleID = 'module_attrs.mlir'
source_filename = "module_attrs.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define i32 @gcd(i32 %0, i32 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i32 [ %0, %bb0 ], [ %3, %bb2 ]
  %3 = phi i32 [ %1, %bb0 ], [ %5, %bb2 ]
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %bb3, label %bb2

bb2:
  %5 = srem i32 %2, %3
  br label %bb1

bb3:
  ret i32 %2
}

define i32 @main() {
bb0:
  %0 = call i32 @gcd(i32 1071, i32 462)
  %1 = call i32 @gcd(i32 -48, i32 18)
  %2 = call i32 @gcd(i32 18, i32 -48)
  call void @print_i32(i32 %0)
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  ret i32 0
}
