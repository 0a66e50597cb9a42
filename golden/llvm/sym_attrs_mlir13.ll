; ModuleID = 'sym_attrs_mlir13.mlir'
source_filename = "sym_attrs_mlir13.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@k = internal unnamed_addr constant i64 40, section ".rodata.k"

@n = dso_local local_unnamed_addr global i64 2, section ".data.n", align 8

declare void @print_i64(i64)

define dso_local i32 @main() {
bb0:
  %0 = load i64, i64* @k
  %1 = load i64, i64* @n
  %2 = add i64 %0, %1
  call void @print_i64(i64 %2)
  ret i32 0
}
