; ModuleID = 'br_args.mlir'
source_filename = "br_args.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @chain(i32 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i32 [ %0, %bb0 ]
  %3 = phi i64 [ %1, %bb0 ]
  %4 = sext i32 %2 to i64
  %5 = add i64 %4, %3
  br label %bb2

bb2:
  %6 = phi i64 [ %5, %bb1 ]
  %7 = phi i32 [ %2, %bb1 ]
  %8 = phi i64 [ %3, %bb1 ]
  br label %bb3

bb3:
  %9 = mul i64 %6, 10
  %10 = sub i64 %9, %8
  ret i64 %10
}

define i64 @many_types(i1 %0, i8 %1, i64 %2) {
bb0:
  br label %bb1

bb1:
  %3 = phi i64 [ %2, %bb0 ]
  %4 = phi i64 [ 1000, %bb0 ]
  %5 = phi i8 [ %1, %bb0 ]
  %6 = phi i1 [ %0, %bb0 ]
  %7 = sext i8 %5 to i64
  %8 = zext i1 %6 to i64
  %9 = mul i64 %3, %4
  %10 = add i64 %9, %7
  %11 = mul i64 %8, 1000
  %12 = mul i64 %11, 1000
  %13 = add i64 %10, %12
  ret i64 %13
}

define i64 @absdiff(i64 %0, i64 %1) {
bb0:
  %2 = icmp slt i64 %0, %1
  br i1 %2, label %bb2, label %bb1

bb1:
  %3 = sub i64 %0, %1
  br label %bb3

bb2:
  %4 = sub i64 %1, %0
  br label %bb3

bb3:
  %5 = phi i64 [ %3, %bb1 ], [ %4, %bb2 ]
  ret i64 %5
}

define i64 @dup(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ]
  %2 = phi i64 [ %0, %bb0 ]
  %3 = phi i64 [ 7, %bb0 ]
  %4 = mul i64 %1, %2
  %5 = add i64 %4, %3
  ret i64 %5
}

define i32 @main() {
bb0:
  %0 = call i64 @chain(i32 3, i64 100)
  call void @print_i64(i64 %0)
  %1 = call i64 @chain(i32 -50, i64 8)
  call void @print_i64(i64 %1)
  %2 = call i64 @many_types(i1 true, i8 -3, i64 42)
  call void @print_i64(i64 %2)
  %3 = call i64 @many_types(i1 false, i8 -3, i64 42)
  call void @print_i64(i64 %3)
  %4 = call i64 @absdiff(i64 17, i64 -4)
  call void @print_i64(i64 %4)
  %5 = call i64 @absdiff(i64 -4, i64 17)
  call void @print_i64(i64 %5)
  %6 = call i64 @dup(i64 -4)
  call void @print_i64(i64 %6)
  br label %bb1

bb1:
  %7 = phi i64 [ 5, %bb0 ]
  %8 = phi i64 [ 6, %bb0 ]
  %9 = mul i64 %7, %8
  call void @print_i64(i64 %9)
  ret i32 0
}
