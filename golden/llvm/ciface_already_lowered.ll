; ModuleID = 'ciface_already_lowered.mlir'
source_filename = "ciface_already_lowered.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @f(i64 %0) {
bb0:
  call void @_mlir_ciface_f(i64 %0)
  ret void
}

declare void @_mlir_ciface_f(i64)
