; ModuleID = 'cmpi.mlir'
source_filename = "cmpi.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @push(i64 %0, i1 %1) {
bb0:
  %2 = mul i64 %0, 10
  %3 = zext i1 %1 to i64
  %4 = add i64 %2, %3
  ret i64 %4
}

define void @cmp_i32(i32 %0, i32 %1) {
bb0:
  %2 = icmp eq i32 %0, %1
  %3 = icmp ne i32 %0, %1
  %4 = icmp slt i32 %0, %1
  %5 = icmp sle i32 %0, %1
  %6 = icmp sgt i32 %0, %1
  %7 = icmp sge i32 %0, %1
  %8 = icmp ult i32 %0, %1
  %9 = icmp ule i32 %0, %1
  %10 = icmp ugt i32 %0, %1
  %11 = icmp uge i32 %0, %1
  %12 = call i64 @push(i64 1, i1 %2)
  %13 = call i64 @push(i64 %12, i1 %3)
  %14 = call i64 @push(i64 %13, i1 %4)
  %15 = call i64 @push(i64 %14, i1 %5)
  %16 = call i64 @push(i64 %15, i1 %6)
  %17 = call i64 @push(i64 %16, i1 %7)
  %18 = call i64 @push(i64 %17, i1 %8)
  %19 = call i64 @push(i64 %18, i1 %9)
  %20 = call i64 @push(i64 %19, i1 %10)
  %21 = call i64 @push(i64 %20, i1 %11)
  call void @print_i64(i64 %21)
  ret void
}

define void @cmp_i64(i64 %0, i64 %1) {
bb0:
  %2 = icmp eq i64 %0, %1
  %3 = icmp ne i64 %0, %1
  %4 = icmp slt i64 %0, %1
  %5 = icmp sle i64 %0, %1
  %6 = icmp sgt i64 %0, %1
  %7 = icmp sge i64 %0, %1
  %8 = icmp ult i64 %0, %1
  %9 = icmp ule i64 %0, %1
  %10 = icmp ugt i64 %0, %1
  %11 = icmp uge i64 %0, %1
  %12 = call i64 @push(i64 1, i1 %2)
  %13 = call i64 @push(i64 %12, i1 %3)
  %14 = call i64 @push(i64 %13, i1 %4)
  %15 = call i64 @push(i64 %14, i1 %5)
  %16 = call i64 @push(i64 %15, i1 %6)
  %17 = call i64 @push(i64 %16, i1 %7)
  %18 = call i64 @push(i64 %17, i1 %8)
  %19 = call i64 @push(i64 %18, i1 %9)
  %20 = call i64 @push(i64 %19, i1 %10)
  %21 = call i64 @push(i64 %20, i1 %11)
  call void @print_i64(i64 %21)
  ret void
}

define i32 @main() {
bb0:
  call void @cmp_i32(i32 1, i32 2)
  call void @cmp_i32(i32 -1, i32 1)
  call void @cmp_i32(i32 5, i32 5)
  call void @cmp_i32(i32 -2147483648, i32 2147483647)
  call void @cmp_i32(i32 2147483647, i32 -2147483648)
  call void @cmp_i32(i32 -1, i32 -2)
  call void @cmp_i32(i32 0, i32 -1)
  call void @cmp_i64(i64 -9223372036854775808, i64 0)
  call void @cmp_i64(i64 3, i64 7)
  call void @cmp_i64(i64 -5, i64 -3)
  call void @cmp_i64(i64 -3, i64 3)
  %0 = icmp eq i32 -1, 1
  %1 = icmp ne i32 -1, 1
  %2 = icmp slt i32 -1, 1
  %3 = icmp sle i32 -1, 1
  %4 = icmp sgt i32 -1, 1
  %5 = icmp sge i32 -1, 1
  %6 = icmp ult i32 -1, 1
  %7 = icmp ule i32 -1, 1
  %8 = icmp ugt i32 -1, 1
  %9 = icmp uge i32 -1, 1
  %10 = call i64 @push(i64 1, i1 %0)
  %11 = call i64 @push(i64 %10, i1 %1)
  %12 = call i64 @push(i64 %11, i1 %2)
  %13 = call i64 @push(i64 %12, i1 %3)
  %14 = call i64 @push(i64 %13, i1 %4)
  %15 = call i64 @push(i64 %14, i1 %5)
  %16 = call i64 @push(i64 %15, i1 %6)
  %17 = call i64 @push(i64 %16, i1 %7)
  %18 = call i64 @push(i64 %17, i1 %8)
  %19 = call i64 @push(i64 %18, i1 %9)
  call void @print_i64(i64 %19)
  %20 = icmp sge i64 -9223372036854775808, -9223372036854775808
  %21 = zext i1 %20 to i64
  call void @print_i64(i64 %21)
  ret i32 0
}
