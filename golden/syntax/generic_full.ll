; ModuleID = 'generic_full.mlir'
source_filename = "generic_full.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define { i32, i32 } @diffprod(i32 %0, i32 %1) {
bb0:
  %2 = sub i32 %0, %1
  %3 = mul i32 %0, %1
  %4 = insertvalue { i32, i32 } undef, i32 %2, 0
  %5 = insertvalue { i32, i32 } %4, i32 %3, 1
  ret { i32, i32 } %5
}

define i32 @square(i32 %0) {
bb0:
  %1 = mul i32 %0, %0
  ret i32 %1
}

define i32 @main() {
bb0:
  %0 = call { i32, i32 } @diffprod(i32 9, i32 4)
  %1 = extractvalue { i32, i32 } %0, 0
  %2 = extractvalue { i32, i32 } %0, 1
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  %3 = call i32 @square(i32 %1)
  call void @print_i32(i32 %3)
  ret i32 0
}
