; ModuleID = 'index_switch.mlir'
source_filename = "index_switch.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i64, double } @pick(i32 %0, i64 %1) {
bb0:
  switch i32 %0, label %bb4 [
    i32 0, label %bb3
    i32 2, label %bb2
    i32 -1, label %bb1
  ]

bb1:
  br label %bb5

bb2:
  %2 = mul i64 %1, %1
  %3 = sitofp i64 %2 to double
  br label %bb5

bb3:
  br label %bb5

bb4:
  %4 = add i64 %1, %1
  br label %bb5

bb5:
  %5 = phi i64 [ -1, %bb1 ], [ %2, %bb2 ], [ 7, %bb3 ], [ %4, %bb4 ]
  %6 = phi double [ -2.5, %bb1 ], [ %3, %bb2 ], [ 0.5, %bb3 ], [ 10000000000.0, %bb4 ]
  %7 = insertvalue { i64, double } undef, i64 %5, 0
  %8 = insertvalue { i64, double } %7, double %6, 1
  ret { i64, double } %8
}

define i32 @main() {
bb0:
  br label %bb1

bb1:
  %0 = phi i32 [ -2, %bb0 ], [ %5, %bb5 ]
  %1 = icmp slt i32 %0, 4
  br i1 %1, label %bb3, label %bb2

bb2:
  ret i32 0

bb3:
  %2 = call { i64, double } @pick(i32 %0, i64 9)
  %3 = extractvalue { i64, double } %2, 0
  %4 = extractvalue { i64, double } %2, 1
  call void @print_i64(i64 %3)
  call void @print_f64(double %4)
  switch i32 %0, label %bb5 [
    i32 1, label %bb4
  ]

bb4:
  call void @print_i32(i32 111)
  br label %bb5

bb5:
  %5 = add i32 %0, 1
  br label %bb1
}
