; ModuleID = 'func_forms_mlir13_printed.mlir'
source_filename = "func_forms_mlir13_printed.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @early(i64 %0) {
bb0:
  %1 = call i64 @later(i64 %0)
  ret i64 %1
}

define i64 @later(i64 %0) {
bb0:
  %1 = add i64 %0, 100
  ret i64 %1
}

define i64 @twice(i64 %0) {
bb0:
  %1 = add i64 %0, %0
  ret i64 %1
}

define void @show(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  call void @print_i32_twice_of(i64 %0)
  ret void
}

define void @print_i32_twice_of(i64 %0) {
bb0:
  %1 = call i64 @twice(i64 %0)
  %2 = trunc i64 %1 to i32
  call void @print_i32(i32 %2)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i64 @early(i64 7)
  call void @show(i64 %0)
  call void @show(i64 -21)
  ret i32 0
}

declare void @print_i32(i32)
