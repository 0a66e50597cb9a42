; ModuleID = 'cmpi_narrow.mlir'
source_filename = "cmpi_narrow.mlir"
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

define void @cmp_i1(i1 %0, i1 %1) {
bb0:
  %2 = icmp eq i1 %0, %1
  %3 = icmp ne i1 %0, %1
  %4 = icmp slt i1 %0, %1
  %5 = icmp sle i1 %0, %1
  %6 = icmp sgt i1 %0, %1
  %7 = icmp sge i1 %0, %1
  %8 = icmp ult i1 %0, %1
  %9 = icmp ule i1 %0, %1
  %10 = icmp ugt i1 %0, %1
  %11 = icmp uge i1 %0, %1
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

define void @cmp_i8(i8 %0, i8 %1) {
bb0:
  %2 = icmp eq i8 %0, %1
  %3 = icmp ne i8 %0, %1
  %4 = icmp slt i8 %0, %1
  %5 = icmp sle i8 %0, %1
  %6 = icmp sgt i8 %0, %1
  %7 = icmp sge i8 %0, %1
  %8 = icmp ult i8 %0, %1
  %9 = icmp ule i8 %0, %1
  %10 = icmp ugt i8 %0, %1
  %11 = icmp uge i8 %0, %1
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

define void @cmp_i17(i17 %0, i17 %1) {
bb0:
  %2 = icmp eq i17 %0, %1
  %3 = icmp ne i17 %0, %1
  %4 = icmp slt i17 %0, %1
  %5 = icmp sle i17 %0, %1
  %6 = icmp sgt i17 %0, %1
  %7 = icmp sge i17 %0, %1
  %8 = icmp ult i17 %0, %1
  %9 = icmp ule i17 %0, %1
  %10 = icmp ugt i17 %0, %1
  %11 = icmp uge i17 %0, %1
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

define void @cmp_index(i64 %0, i64 %1) {
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
  call void @cmp_i1(i1 true, i1 false)
  call void @cmp_i1(i1 false, i1 true)
  call void @cmp_i1(i1 true, i1 true)
  call void @cmp_i8(i8 -128, i8 127)
  call void @cmp_i8(i8 -128, i8 -128)
  call void @cmp_i8(i8 1, i8 -1)
  call void @cmp_i8(i8 -1, i8 -128)
  call void @cmp_i17(i17 -65536, i17 65535)
  call void @cmp_i17(i17 100, i17 -100)
  call void @cmp_i17(i17 -100, i17 -65536)
  call void @cmp_index(i64 -1, i64 0)
  call void @cmp_index(i64 7, i64 7)
  call void @cmp_index(i64 0, i64 7)
  %0 = icmp slt i1 true, false
  %1 = zext i1 %0 to i64
  call void @print_i64(i64 %1)
  %2 = icmp ugt i1 true, false
  %3 = zext i1 %2 to i64
  call void @print_i64(i64 %3)
  %4 = icmp sgt i8 -128, 127
  %5 = zext i1 %4 to i64
  call void @print_i64(i64 %5)
  %6 = icmp uge i17 -100, 65535
  %7 = zext i1 %6 to i64
  call void @print_i64(i64 %7)
  %8 = icmp ult i64 -1, 0
  %9 = zext i1 %8 to i64
  call void @print_i64(i64 %9)
  ret i32 0
}
