; ModuleID = 'call_indirect.mlir'
source_filename = "call_indirect.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @inc(i32 %0) {
bb0:
  %1 = add i32 %0, 1
  ret i32 %1
}

define i32 @dbl(i32 %0) {
bb0:
  %1 = add i32 %0, %0
  ret i32 %1
}

define i32 @neg(i32 %0) {
bb0:
  %1 = sub i32 0, %0
  ret i32 %1
}

define void @show(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define i32 @apply(i32 (i32)* %0, i32 %1) {
bb0:
  %2 = call i32 %0(i32 %1)
  ret i32 %2
}

define i32 @apply_n(i32 (i32)* %0, i32 %1, i32 %2) {
bb0:
  br label %bb1

bb1:
  %3 = phi i32 [ %1, %bb0 ], [ %6, %bb3 ]
  %4 = phi i32 [ %2, %bb0 ], [ %7, %bb3 ]
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %bb3, label %bb2

bb2:
  ret i32 %3

bb3:
  %6 = call i32 %0(i32 %3)
  %7 = sub i32 %4, 1
  br label %bb1
}

define i32 (i32)* @choose(i32 %0) {
bb0:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %bb3, label %bb1

bb1:
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %bb3, label %bb2

bb2:
  br label %bb3

bb3:
  %3 = phi i32 (i32)* [ @inc, %bb0 ], [ @dbl, %bb1 ], [ @neg, %bb2 ]
  ret i32 (i32)* %3
}

define { i64, i64 } @swap_sum(i64 %0, i64 %1) {
bb0:
  %2 = add i64 %0, %1
  %3 = insertvalue { i64, i64 } undef, i64 %1, 0
  %4 = insertvalue { i64, i64 } %3, i64 %2, 1
  ret { i64, i64 } %4
}

define void @say_nine() {
bb0:
  call void @print_i64(i64 9)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i32 @inc(i32 20)
  call void @show(i32 %0)
  %1 = call i32 @apply(i32 (i32)* @dbl, i32 20)
  call void @show(i32 %1)
  %2 = call i32 @apply(i32 (i32)* @neg, i32 20)
  call void @show(i32 %2)
  %3 = call i32 @apply(i32 (i32)* @neg, i32 1)
  %4 = icmp slt i32 %3, 0
  %5 = select i1 %4, i32 (i32)* @dbl, i32 (i32)* @inc
  %6 = call i32 %5(i32 20)
  call void @show(i32 %6)
  %7 = icmp sge i32 %3, 0
  %8 = select i1 %7, i32 (i32)* @dbl, i32 (i32)* @inc
  %9 = call i32 @apply(i32 (i32)* %8, i32 20)
  call void @show(i32 %9)
  %10 = call i32 @apply_n(i32 (i32)* @dbl, i32 1, i32 10)
  call void @show(i32 %10)
  %11 = call i32 @apply_n(i32 (i32)* @inc, i32 20, i32 10)
  call void @show(i32 %11)
  %12 = call i32 (i32)* @choose(i32 0)
  %13 = call i32 (i32)* @choose(i32 1)
  %14 = call i32 (i32)* @choose(i32 2)
  %15 = call i32 %12(i32 20)
  %16 = call i32 %13(i32 20)
  %17 = call i32 %14(i32 20)
  call void @show(i32 %15)
  call void @show(i32 %16)
  call void @show(i32 %17)
  %18 = call { i64, i64 } @swap_sum(i64 5, i64 8)
  %19 = extractvalue { i64, i64 } %18, 0
  %20 = extractvalue { i64, i64 } %18, 1
  call void @print_i64(i64 %19)
  call void @print_i64(i64 %20)
  call void @say_nine()
  call void @print_i64(i64 -123456789012)
  ret i32 0
}
