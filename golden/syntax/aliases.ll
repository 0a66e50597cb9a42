; ModuleID = 'aliases.mlir'
source_filename = "aliases.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i32, i1 } @scale(i32 %0, i32 %1) {
bb0:
  %2 = mul i32 %0, 5
  %3 = add i32 %2, %1
  %4 = icmp slt i32 %0, %1
  %5 = insertvalue { i32, i1 } undef, i32 %3, 0
  %6 = insertvalue { i32, i1 } %5, i1 %4, 1
  ret { i32, i1 } %6
}

define i32 @main() {
bb0:
  %0 = call { i32, i1 } @scale(i32 3, i32 4)
  %1 = extractvalue { i32, i1 } %0, 0
  %2 = extractvalue { i32, i1 } %0, 1
  call void @print_i32(i32 %1)
  %3 = zext i1 %2 to i32
  call void @print_i32(i32 %3)
  call void @print_i64(i64 1099511627776)
  %4 = fadd double 0.5, 0.5
  call void @print_f64(double %4)
  ret i32 0
}
