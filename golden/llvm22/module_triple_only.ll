; ModuleID = 'module_triple_only.mlir'
source_filename = "module_triple_only.mlir"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-darwin"

define i8* @id(i8* %0) {
bb0:
  ret i8* %0
}
