; ModuleID = 'generic_global_mlir13.mlir'
source_filename = "generic_global_mlir13.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@old = internal constant i64 9, align 8

@ext = global i64 5

declare void @print_i64(i64)

define void @main() {
bb0:
  %0 = load i64, i64* @old
  call void @print_i64(i64 %0)
  %1 = load i64, i64* @ext
  call void @print_i64(i64 %1)
  ret void
}
