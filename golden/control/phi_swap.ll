; ModuleID = 'phi_swap.mlir'
source_filename = "phi_swap.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @swap(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %2, %bb3 ]
  %2 = phi i64 [ 2, %bb0 ], [ %1, %bb3 ]
  %3 = phi i64 [ 0, %bb0 ], [ %11, %bb3 ]
  %4 = phi i64 [ 0, %bb0 ], [ %10, %bb3 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %bb3, label %bb2

bb2:
  %6 = mul i64 %4, 100
  %7 = mul i64 %1, 10
  %8 = add i64 %6, %7
  %9 = add i64 %8, %2
  ret i64 %9

bb3:
  %10 = add i64 %4, %1
  %11 = add i64 %3, 1
  br label %bb1
}

define i64 @rotate3(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %6, %bb1 ]
  %2 = phi i64 [ 1, %bb0 ], [ %3, %bb1 ]
  %3 = phi i64 [ 2, %bb0 ], [ %4, %bb1 ]
  %4 = phi i64 [ 3, %bb0 ], [ %2, %bb1 ]
  %5 = icmp ult i64 %1, %0
  %6 = add i64 %1, 1
  br i1 %5, label %bb1, label %bb2

bb2:
  %7 = mul i64 %2, 100
  %8 = mul i64 %3, 10
  %9 = add i64 %7, %8
  %10 = add i64 %9, %4
  ret i64 %10
}

define i64 @permute(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %3, %bb2 ]
  %2 = phi i64 [ 2, %bb0 ], [ %1, %bb2 ]
  %3 = phi i64 [ 3, %bb0 ], [ %6, %bb2 ]
  %4 = phi i64 [ %0, %bb0 ], [ %7, %bb2 ]
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %bb3, label %bb2

bb2:
  %6 = add i64 %1, %2
  %7 = sub i64 %4, 1
  br label %bb1

bb3:
  %8 = mul i64 %1, 10000
  %9 = mul i64 %2, 100
  %10 = add i64 %8, %9
  %11 = add i64 %10, %3
  ret i64 %11
}

define i64 @cond_swap(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 1, %bb0 ], [ %2, %bb3 ], [ %1, %bb4 ]
  %2 = phi i64 [ 2, %bb0 ], [ %1, %bb3 ], [ %2, %bb4 ]
  %3 = phi i64 [ 0, %bb0 ], [ %11, %bb3 ], [ %11, %bb4 ]
  %4 = phi i64 [ 0, %bb0 ], [ %10, %bb3 ], [ %10, %bb4 ]
  %5 = icmp slt i64 %3, %0
  br i1 %5, label %bb3, label %bb2

bb2:
  %6 = mul i64 %4, 100
  %7 = mul i64 %1, 10
  %8 = add i64 %6, %7
  %9 = add i64 %8, %2
  ret i64 %9

bb3:
  %10 = add i64 %4, %1
  %11 = add i64 %3, 1
  %12 = and i64 %3, 1
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %bb1, label %bb4

bb4:
  br label %bb1
}

define i64 @lost_copy(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %2, %bb1 ]
  %2 = add i64 %1, 1
  %3 = icmp slt i64 %2, %0
  br i1 %3, label %bb1, label %bb2

bb2:
  ret i64 %1
}

define i32 @main() {
bb0:
  %0 = call i64 @swap(i64 0)
  %1 = call i64 @swap(i64 1)
  %2 = call i64 @swap(i64 4)
  %3 = call i64 @swap(i64 5)
  call void @print_i64(i64 %0)
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  %4 = call i64 @rotate3(i64 1)
  %5 = call i64 @rotate3(i64 2)
  %6 = call i64 @rotate3(i64 3)
  %7 = call i64 @rotate3(i64 5)
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  %8 = call i64 @permute(i64 0)
  %9 = call i64 @permute(i64 1)
  %10 = call i64 @permute(i64 5)
  call void @print_i64(i64 %8)
  call void @print_i64(i64 %9)
  call void @print_i64(i64 %10)
  %11 = call i64 @cond_swap(i64 6)
  %12 = call i64 @cond_swap(i64 3)
  call void @print_i64(i64 %11)
  call void @print_i64(i64 %12)
  %13 = call i64 @lost_copy(i64 10)
  call void @print_i64(i64 %13)
  ret i32 0
}
