; ModuleID = 'mutual_recursion.mlir'
source_filename = "mutual_recursion.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define zeroext i1 @is_even(i64 %0) {
bb0:
  %1 = icmp eq i64 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i64 %0, 1
  %3 = call i1 @is_odd(i64 %2)
  ret i1 %3

bb2:
  ret i1 true
}

define zeroext i1 @is_odd(i64 %0) {
bb0:
  %1 = icmp eq i64 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i64 %0, 1
  %3 = call i1 @is_even(i64 %2)
  ret i1 %3

bb2:
  ret i1 false
}

define i32 @hof_f(i32 %0) {
bb0:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i32 %0, 1
  %3 = call i32 @hof_f(i32 %2)
  %4 = call i32 @hof_m(i32 %3)
  %5 = sub i32 %0, %4
  ret i32 %5

bb2:
  ret i32 1
}

define i32 @hof_m(i32 %0) {
bb0:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %bb2, label %bb1

bb1:
  %2 = sub i32 %0, 1
  %3 = call i32 @hof_m(i32 %2)
  %4 = call i32 @hof_f(i32 %3)
  %5 = sub i32 %0, %4
  ret i32 %5

bb2:
  ret i32 0
}

define void @print_b(i1 %0) {
bb0:
  %1 = zext i1 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define void @show_i32(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i1 @is_even(i64 10)
  call void @print_b(i1 %0)
  %1 = call i1 @is_even(i64 7)
  call void @print_b(i1 %1)
  %2 = call i1 @is_odd(i64 7)
  call void @print_b(i1 %2)
  %3 = call i1 @is_odd(i64 0)
  call void @print_b(i1 %3)
  %4 = call i1 @is_even(i64 0)
  call void @print_b(i1 %4)
  %5 = call i1 @is_odd(i64 1001)
  call void @print_b(i1 %5)
  %6 = call i32 @hof_f(i32 9)
  call void @show_i32(i32 %6)
  %7 = call i32 @hof_m(i32 9)
  call void @show_i32(i32 %7)
  %8 = call i32 @hof_f(i32 7)
  call void @show_i32(i32 %8)
  %9 = call i32 @hof_m(i32 7)
  call void @show_i32(i32 %9)
  %10 = call i32 @hof_f(i32 20)
  call void @show_i32(i32 %10)
  %11 = call i32 @hof_m(i32 20)
  call void @show_i32(i32 %11)
  ret i32 0
}
