; ModuleID = 'inline_asm.mlir'
source_filename = "inline_asm.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @main() {
bb0:
  %0 = alloca i64
  store i64 20, i64* %0
  %1 = call i64 asm sideeffect "movq ($1), $0\0Aaddq $$3, $0", "=r,r,~{memory}"(i64* %0)
  call void @print_i64(i64 %1)
  ret void
}
