; ModuleID = 'control.mlir'
source_filename = "control.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

define i64 @gcd(i64 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ %0, %bb0 ], [ %2, %bb3 ], [ %7, %bb4 ]
  %3 = phi i64 [ %1, %bb0 ], [ %6, %bb3 ], [ %3, %bb4 ]
  %4 = icmp eq i64 %2, %3
  br i1 %4, label %bb5, label %bb2

bb2:
  %5 = icmp sgt i64 %2, %3
  br i1 %5, label %bb4, label %bb3

bb3:
  %6 = sub i64 %3, %2
  br label %bb1

bb4:
  %7 = sub i64 %2, %3
  br label %bb1

bb5:
  %8 = phi i64 [ %2, %bb1 ]
  ret i64 %8
}

define i64 @fib(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i32 [ 0, %bb0 ], [ %6, %bb3 ]
  %2 = phi i64 [ 0, %bb0 ], [ %3, %bb3 ]
  %3 = phi i64 [ 1, %bb0 ], [ %5, %bb3 ]
  %4 = icmp ult i32 %1, %0
  br i1 %4, label %bb3, label %bb2

bb2:
  ret i64 %2

bb3:
  %5 = add i64 %2, %3
  %6 = add i32 %1, 1
  br label %bb1
}

define i32 @pairs(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i32 [ 0, %bb0 ], [ %8, %bb4 ]
  %2 = phi i32 [ 0, %bb0 ], [ %7, %bb4 ]
  %3 = icmp slt i32 %1, %0
  br i1 %3, label %bb3, label %bb2

bb2:
  ret i32 %2

bb3:
  %4 = phi i32 [ 0, %bb1 ], [ %14, %bb5 ]
  %5 = phi i32 [ %2, %bb1 ], [ %13, %bb5 ]
  %6 = icmp slt i32 %4, %1
  br i1 %6, label %bb5, label %bb4

bb4:
  %7 = phi i32 [ %5, %bb3 ]
  %8 = add i32 %1, 1
  br label %bb1

bb5:
  %9 = add i32 %1, %4
  %10 = and i32 %9, 1
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = add i32 %5, %12
  %14 = add i32 %4, 1
  br label %bb3
}

define i32 @same_target(i1 %0) {
bb0:
  br i1 %0, label %bb1, label %bb1

bb1:
  ret i32 77
}

define i32 @classify(i32 %0) {
bb0:
  %1 = mul i32 %0, %0
  switch i32 %0, label %bb5 [
    i32 0, label %bb4
    i32 1, label %bb3
    i32 2, label %bb2
    i32 -5, label %bb1
    i32 7, label %bb6
  ]

bb1:
  br label %bb6

bb2:
  br label %bb3

bb3:
  %2 = phi i32 [ %0, %bb0 ], [ %0, %bb2 ]
  %3 = add i32 200, %2
  br label %bb6

bb4:
  br label %bb6

bb5:
  %4 = phi i32 [ -1, %bb0 ]
  br label %bb6

bb6:
  %5 = phi i32 [ %1, %bb0 ], [ 555, %bb1 ], [ %3, %bb3 ], [ 100, %bb4 ], [ %4, %bb5 ]
  ret i32 %5
}

define i32 @byte_kind(i8 %0) {
bb0:
  %1 = sext i8 %0 to i32
  switch i32 %1, label %bb3 [
    i32 -1, label %bb2
    i32 65, label %bb1
  ]

bb1:
  ret i32 65

bb2:
  ret i32 255

bb3:
  ret i32 0
}

define i32 @checked_div(i32 %0, i32 %1) {
bb0:
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %bb2, label %bb1

bb1:
  %3 = sdiv i32 %0, %1
  ret i32 %3

bb2:
  unreachable
}

define i32 @main() {
bb0:
  %0 = call i64 @gcd(i64 1071, i64 462)
  call void @print_i64(i64 %0)
  %1 = call i64 @fib(i32 90)
  call void @print_i64(i64 %1)
  %2 = call i64 @fib(i32 0)
  call void @print_i64(i64 %2)
  %3 = call i32 @pairs(i32 10)
  call void @print_i32(i32 %3)
  %4 = call i32 @same_target(i1 true)
  call void @print_i32(i32 %4)
  br label %bb1

bb1:
  %5 = phi i32 [ -5, %bb0 ], [ %12, %bb3 ]
  %6 = icmp sle i32 %5, 8
  br i1 %6, label %bb3, label %bb2

bb2:
  %7 = call i32 @byte_kind(i8 -1)
  %8 = call i32 @byte_kind(i8 65)
  %9 = call i32 @byte_kind(i8 66)
  call void @print_i32(i32 %7)
  call void @print_i32(i32 %8)
  call void @print_i32(i32 %9)
  %10 = call i32 @checked_div(i32 -100, i32 7)
  call void @print_i32(i32 %10)
  ret i32 0

bb3:
  %11 = call i32 @classify(i32 %5)
  call void @print_i32(i32 %11)
  %12 = add i32 %5, 1
  br label %bb1
}
