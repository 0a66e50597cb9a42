; ModuleID = 'inline_asm.mlir'
source_filename = "inline_asm.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @main() {
bb0:
  %0 = call i64 asm sideeffect "addq $2, $0", "=r,0,r"(i64 40, i64 2)
  call void @print_i64(i64 %0)
  %1 = call i64 asm inteldialect "imul $0, $1", "=r,r,0"(i64 2, i64 %0)
  call void @print_i64(i64 %1)
  %2 = call { i64, i64 } asm "movq $2, $0\0Aleaq 1($2), $1", "=&r,=&r,r"(i64 40)
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  call void asm sideeffect alignstack "nop", "~{memory}"()
  ret void
}
