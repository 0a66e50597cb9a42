; ModuleID = 'module_plain.mlir'
source_filename = "module_plain.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @fact(i64 %0) {
bb0:
  %1 = icmp sle i64 %0, 1
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i64 %0, 1
  %3 = call i64 @fact(i64 %2)
  %4 = mul i64 %0, %3
  ret i64 %4

bb2:
  ret i64 1
}

define i32 @main() {
bb0:
  %0 = call i64 @fact(i64 0)
  %1 = call i64 @fact(i64 5)
  %2 = call i64 @fact(i64 20)
  call void @print_i64(i64 %0)
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret i32 0
}
