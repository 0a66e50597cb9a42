; ModuleID = 'addressof-func-accepted.mlir'
source_filename = "addressof-func-accepted.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define i32 @before(i32 %0) {
bb0:
  %1 = add i32 %0, 1
  ret i32 %1
}

define i32 @main() {
bb0:
  %0 = call i32 @called(i32 7)
  call void @print_i32(i32 %0)
  %1 = call i32 @before(i32 7)
  call void @print_i32(i32 %1)
  %2 = call i32 @after(i32 7)
  call void @print_i32(i32 %2)
  %3 = call i32 @called(i32 7)
  call void @print_i32(i32 %3)
  ret i32 0
}

define i32 @after(i32 %0) {
bb0:
  %1 = mul i32 %0, %0
  ret i32 %1
}

define i32 @called(i32 %0) {
bb0:
  %1 = sub i32 %0, %0
  ret i32 %1
}
