; ModuleID = 'decl_order.mlir'
source_filename = "decl_order.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @main() {
bb0:
  %0 = call i64 @middle(i64 5)
  call void @print_i64(i64 %0)
  %1 = call i64 @last(i64 5)
  call void @print_i64(i64 %1)
  %2 = call i64 @uses_ref(i64 5)
  call void @print_i64(i64 %2)
  %3 = call i32 @early_i32(i32 3)
  call void @print_i32(i32 %3)
  %4 = call { i64, i64 } @pair(i64 100)
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @shout()
  ret i32 0
}

define i64 @middle(i64 %0) {
bb0:
  %1 = call i64 @last(i64 %0)
  %2 = call i64 @first_helper(i64 %1)
  ret i64 %2
}

define i64 @first_helper(i64 %0) {
bb0:
  %1 = add i64 %0, %0
  %2 = add i64 %1, 1
  ret i64 %2
}

define i64 @uses_ref(i64 %0) {
bb0:
  %1 = call i64 @twice_last(i64 %0)
  ret i64 %1
}

define i32 @early_i32(i32 %0) {
bb0:
  %1 = sub i32 0, %0
  ret i32 %1
}

define void @shout() {
bb0:
  call void @print_i64(i64 777)
  ret void
}

define i64 @twice_last(i64 %0) {
bb0:
  %1 = call i64 @last(i64 %0)
  %2 = add i64 %1, %1
  ret i64 %2
}

define { i64, i64 } @pair(i64 %0) {
bb0:
  %1 = add i64 %0, 1
  %2 = sub i64 %0, 1
  %3 = insertvalue { i64, i64 } undef, i64 %1, 0
  %4 = insertvalue { i64, i64 } %3, i64 %2, 1
  ret { i64, i64 } %4
}

define i64 @last(i64 %0) {
bb0:
  %1 = mul i64 %0, 3
  ret i64 %1
}

declare void @print_i64(i64)

declare void @print_i32(i32)
