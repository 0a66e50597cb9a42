; ModuleID = 'toplevel_items.mlir'
source_filename = "toplevel_items.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = internal global i64 42

@h = constant i32 7, align 8

declare void @print_i64(i64)

declare void @print_i32(i32)

define void @main() {
bb0:
  %0 = bitcast i64* @g to i8*
  %1 = load i64, i64* @g
  call void @print_i64(i64 %1)
  %2 = bitcast i32* @h to i8*
  %3 = load i32, i32* @h
  call void @print_i32(i32 %3)
  ret void
}
