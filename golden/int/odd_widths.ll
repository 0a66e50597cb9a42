; ModuleID = 'odd_widths.mlir'
source_filename = "odd_widths.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_u64(i64)

define void @ps3(i3 %0) {
bb0:
  %1 = sext i3 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define void @ops_i3(i3 %0, i3 %1) {
bb0:
  %2 = add i3 %0, %1
  call void @ps3(i3 %2)
  %3 = mul i3 %0, %0
  call void @ps3(i3 %3)
  %4 = sdiv i3 %2, %0
  call void @ps3(i3 %4)
  %5 = srem i3 %2, %0
  call void @ps3(i3 %5)
  %6 = udiv i3 %2, %0
  call void @ps3(i3 %6)
  %7 = lshr i3 %2, %1
  call void @ps3(i3 %7)
  %8 = ashr i3 %2, %1
  call void @ps3(i3 %8)
  %9 = sub i3 %1, %0
  %10 = icmp ugt i3 %9, %0
  %11 = zext i1 %10 to i64
  call void @print_i64(i64 %11)
  ret void
}

define void @ops_i33(i33 %0, i33 %1) {
bb0:
  %2 = add i33 %0, 1
  %3 = sext i33 %2 to i64
  call void @print_i64(i64 %3)
  %4 = mul i33 %1, %1
  %5 = sext i33 %4 to i64
  call void @print_i64(i64 %5)
  %6 = zext i33 %4 to i64
  call void @print_i64(i64 %6)
  %7 = srem i33 %2, 10
  %8 = sext i33 %7 to i64
  call void @print_i64(i64 %8)
  %9 = udiv i33 -1, 3
  %10 = zext i33 %9 to i64
  call void @print_i64(i64 %10)
  %11 = lshr i33 -1, 1
  %12 = sext i33 %11 to i64
  call void @print_i64(i64 %12)
  ret void
}

define void @ops_i63(i63 %0) {
bb0:
  %1 = add i63 %0, 1
  %2 = sext i63 %1 to i64
  call void @print_i64(i64 %2)
  %3 = ashr i63 %1, 62
  %4 = sext i63 %3 to i64
  call void @print_i64(i64 %4)
  %5 = lshr i63 %1, 62
  %6 = sext i63 %5 to i64
  call void @print_i64(i64 %6)
  %7 = zext i63 %1 to i64
  call void @print_i64(i64 %7)
  ret void
}

define void @ops_i128(i64 %0, i64 %1) {
bb0:
  %2 = zext i64 %0 to i128
  %3 = mul i128 %2, %2
  %4 = lshr i128 %3, 64
  %5 = trunc i128 %4 to i64
  call void @print_i64(i64 %5)
  %6 = add i128 %3, 5
  %7 = trunc i128 %6 to i64
  call void @print_i64(i64 %7)
  %8 = sext i64 %1 to i128
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  call void @print_u64(i64 %10)
  %11 = icmp ugt i128 %3, %9
  %12 = zext i1 %11 to i64
  call void @print_i64(i64 %12)
  %13 = icmp sgt i128 %3, %8
  %14 = zext i1 %13 to i64
  call void @print_i64(i64 %14)
  ret void
}

define i32 @main() {
bb0:
  call void @ops_i3(i3 3, i3 1)
  call void @ops_i33(i33 4294967295, i33 65536)
  call void @ops_i63(i63 4611686018427387903)
  call void @ops_i128(i64 1099511627776, i64 -5)
  %0 = add i3 3, 1
  call void @ps3(i3 %0)
  %1 = mul i33 65536, 65536
  %2 = sext i33 %1 to i64
  call void @print_i64(i64 %2)
  ret i32 0
}
