; ModuleID = 'select.mlir'
source_filename = "select.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @sel_all(i1 %0, i8 %1, i8 %2, i17 %3, i17 %4, i32 %5, i32 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
bb0:
  %11 = select i1 %0, i8 %1, i8 %2
  %12 = sext i8 %11 to i64
  call void @print_i64(i64 %12)
  %13 = select i1 %0, i17 %3, i17 %4
  %14 = zext i17 %13 to i64
  call void @print_i64(i64 %14)
  %15 = select i1 %0, i32 %5, i32 %6
  %16 = sext i32 %15 to i64
  call void @print_i64(i64 %16)
  %17 = select i1 %0, i64 %7, i64 %8
  call void @print_i64(i64 %17)
  %18 = select i1 %0, i64 %9, i64 %10
  call void @print_i64(i64 %18)
  ret void
}

define i64 @sel_i1(i1 %0, i1 %1, i1 %2) {
bb0:
  %3 = select i1 %0, i1 %1, i1 %2
  %4 = zext i1 %3 to i64
  ret i64 %4
}

define void @minmax_i32(i32 %0, i32 %1) {
bb0:
  %2 = icmp slt i32 %0, %1
  %3 = select i1 %2, i32 %0, i32 %1
  %4 = select i1 %2, i32 %1, i32 %0
  %5 = icmp ult i32 %0, %1
  %6 = select i1 %5, i32 %0, i32 %1
  %7 = select i1 %5, i32 %1, i32 %0
  %8 = sext i32 %3 to i64
  %9 = sext i32 %4 to i64
  %10 = sext i32 %6 to i64
  %11 = sext i32 %7 to i64
  call void @print_i64(i64 %8)
  call void @print_i64(i64 %9)
  call void @print_i64(i64 %10)
  call void @print_i64(i64 %11)
  ret void
}

define i32 @main() {
bb0:
  call void @sel_all(i1 true, i8 -128, i8 127, i17 -1, i17 1, i32 -2147483648, i32 42, i64 -1, i64 9223372036854775807, i64 -5, i64 5)
  call void @sel_all(i1 false, i8 -128, i8 127, i17 -1, i17 1, i32 -2147483648, i32 42, i64 -1, i64 9223372036854775807, i64 -5, i64 5)
  %0 = call i64 @sel_i1(i1 true, i1 true, i1 false)
  call void @print_i64(i64 %0)
  %1 = call i64 @sel_i1(i1 false, i1 true, i1 false)
  call void @print_i64(i64 %1)
  %2 = call i64 @sel_i1(i1 false, i1 false, i1 true)
  call void @print_i64(i64 %2)
  call void @minmax_i32(i32 -1, i32 1)
  call void @minmax_i32(i32 9, i32 4)
  call void @minmax_i32(i32 -2147483648, i32 42)
  %3 = select i1 true, i64 -1, i64 9223372036854775807
  call void @print_i64(i64 %3)
  %4 = select i1 false, i64 -1, i64 9223372036854775807
  call void @print_i64(i64 %4)
  %5 = select i1 false, i8 -128, i8 127
  %6 = sext i8 %5 to i64
  call void @print_i64(i64 %6)
  %7 = icmp slt i32 -1, 1
  %8 = select i1 %7, i32 9, i32 9
  %9 = sext i32 %8 to i64
  call void @print_i64(i64 %9)
  ret i32 0
}
