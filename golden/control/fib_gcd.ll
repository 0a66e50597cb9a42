; ModuleID = 'fib_gcd.mlir'
source_filename = "fib_gcd.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_u64(i64)

define i64 @fib(i64 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ %0, %bb0 ], [ %6, %bb2 ]
  %2 = phi i64 [ 0, %bb0 ], [ %3, %bb2 ]
  %3 = phi i64 [ 1, %bb0 ], [ %5, %bb2 ]
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %bb3, label %bb2

bb2:
  %5 = add i64 %2, %3
  %6 = sub i64 %1, 1
  br label %bb1

bb3:
  %7 = phi i64 [ %2, %bb1 ]
  ret i64 %7
}

define i64 @gcd(i64 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ %0, %bb0 ], [ %3, %bb2 ]
  %3 = phi i64 [ %1, %bb0 ], [ %5, %bb2 ]
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %bb3, label %bb2

bb2:
  %5 = srem i64 %2, %3
  br label %bb1

bb3:
  ret i64 %2
}

define i64 @ugcd(i64 %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ %0, %bb0 ], [ %3, %bb3 ]
  %3 = phi i64 [ %1, %bb0 ], [ %5, %bb3 ]
  %4 = icmp ne i64 %3, 0
  br i1 %4, label %bb3, label %bb2

bb2:
  ret i64 %2

bb3:
  %5 = urem i64 %2, %3
  br label %bb1
}

define i64 @lcm(i64 %0, i64 %1) {
bb0:
  %2 = call i64 @gcd(i64 %0, i64 %1)
  %3 = sdiv i64 %0, %2
  %4 = mul i64 %3, %1
  ret i64 %4
}

define i32 @main() {
bb0:
  %0 = call i64 @fib(i64 0)
  call void @print_i64(i64 %0)
  %1 = call i64 @fib(i64 1)
  call void @print_i64(i64 %1)
  %2 = call i64 @fib(i64 10)
  call void @print_i64(i64 %2)
  %3 = call i64 @fib(i64 50)
  call void @print_i64(i64 %3)
  %4 = call i64 @fib(i64 90)
  call void @print_i64(i64 %4)
  %5 = call i64 @fib(i64 93)
  call void @print_i64(i64 %5)
  %6 = call i64 @gcd(i64 48, i64 18)
  call void @print_i64(i64 %6)
  %7 = call i64 @gcd(i64 18, i64 48)
  call void @print_i64(i64 %7)
  %8 = call i64 @gcd(i64 17, i64 5)
  call void @print_i64(i64 %8)
  %9 = call i64 @gcd(i64 0, i64 7)
  call void @print_i64(i64 %9)
  %10 = call i64 @gcd(i64 1071, i64 462)
  call void @print_i64(i64 %10)
  %11 = call i64 @gcd(i64 1099511627776, i64 470184984576)
  call void @print_i64(i64 %11)
  %12 = call i64 @ugcd(i64 -1, i64 4294967297)
  call void @print_u64(i64 %12)
  %13 = call i64 @ugcd(i64 4294967297, i64 -1)
  call void @print_u64(i64 %13)
  %14 = call i64 @lcm(i64 48, i64 18)
  call void @print_i64(i64 %14)
  %15 = call i64 @lcm(i64 21, i64 6)
  call void @print_i64(i64 %15)
  ret i32 0
}
