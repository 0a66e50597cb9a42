; ModuleID = 'div_unsigned.mlir'
source_filename = "div_unsigned.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_u64(i64)

define void @udiv_i8(i8 %0, i8 %1) {
bb0:
  %2 = udiv i8 %0, %1
  %3 = urem i8 %0, %1
  %4 = zext i8 %2 to i64
  %5 = zext i8 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @udiv_i16(i16 %0, i16 %1) {
bb0:
  %2 = udiv i16 %0, %1
  %3 = urem i16 %0, %1
  %4 = zext i16 %2 to i64
  %5 = zext i16 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @udiv_i17(i17 %0, i17 %1) {
bb0:
  %2 = udiv i17 %0, %1
  %3 = urem i17 %0, %1
  %4 = zext i17 %2 to i64
  %5 = zext i17 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @udiv_i32(i32 %0, i32 %1) {
bb0:
  %2 = udiv i32 %0, %1
  %3 = urem i32 %0, %1
  %4 = zext i32 %2 to i64
  %5 = zext i32 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @udiv_i64(i64 %0, i64 %1) {
bb0:
  %2 = udiv i64 %0, %1
  %3 = urem i64 %0, %1
  call void @print_u64(i64 %2)
  call void @print_u64(i64 %3)
  ret void
}

define void @udiv_index(i64 %0, i64 %1) {
bb0:
  %2 = udiv i64 %0, %1
  %3 = urem i64 %0, %1
  call void @print_u64(i64 %2)
  call void @print_u64(i64 %3)
  ret void
}

define i32 @main() {
bb0:
  call void @udiv_i8(i8 -1, i8 2)
  call void @udiv_i8(i8 -128, i8 3)
  call void @udiv_i8(i8 -2, i8 16)
  call void @udiv_i8(i8 6, i8 -2)
  call void @udiv_i8(i8 -1, i8 -1)
  call void @udiv_i16(i16 6, i16 -2)
  call void @udiv_i16(i16 -1, i16 256)
  call void @udiv_i16(i16 -25536, i16 3)
  call void @udiv_i17(i17 -1, i17 2)
  call void @udiv_i17(i17 -65536, i17 3)
  call void @udiv_i32(i32 -1, i32 2)
  call void @udiv_i32(i32 -2147483648, i32 -1)
  call void @udiv_i32(i32 -559038737, i32 65536)
  call void @udiv_i64(i64 -1, i64 10)
  call void @udiv_i64(i64 -9223372036854775808, i64 3)
  call void @udiv_i64(i64 5, i64 -1)
  call void @udiv_index(i64 -1, i64 4294967296)
  %0 = udiv i8 -1, 2
  %1 = zext i8 %0 to i64
  call void @print_i64(i64 %1)
  %2 = urem i64 -1, 10
  call void @print_u64(i64 %2)
  %3 = udiv i32 -1, 2
  %4 = zext i32 %3 to i64
  call void @print_i64(i64 %4)
  %5 = urem i16 6, -2
  %6 = zext i16 %5 to i64
  call void @print_i64(i64 %6)
  ret i32 0
}
