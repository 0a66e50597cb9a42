; ModuleID = 'module_target.mlir'
source_filename = "module_target.mlir"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

define i64 @add(i64 %0, i64 %1) {
bb0:
  %2 = add i64 %0, %1
  ret i64 %2
}
