; ModuleID = 'div_signed.mlir'
source_filename = "div_signed.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @sdiv_i8(i8 %0, i8 %1) {
bb0:
  %2 = sdiv i8 %0, %1
  %3 = srem i8 %0, %1
  %4 = sext i8 %2 to i64
  %5 = sext i8 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @sdiv_i16(i16 %0, i16 %1) {
bb0:
  %2 = sdiv i16 %0, %1
  %3 = srem i16 %0, %1
  %4 = sext i16 %2 to i64
  %5 = sext i16 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @sdiv_i17(i17 %0, i17 %1) {
bb0:
  %2 = sdiv i17 %0, %1
  %3 = srem i17 %0, %1
  %4 = sext i17 %2 to i64
  %5 = sext i17 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @sdiv_i32(i32 %0, i32 %1) {
bb0:
  %2 = sdiv i32 %0, %1
  %3 = srem i32 %0, %1
  %4 = sext i32 %2 to i64
  %5 = sext i32 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @sdiv_i64(i64 %0, i64 %1) {
bb0:
  %2 = sdiv i64 %0, %1
  %3 = srem i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  ret void
}

define void @sdiv_index(i64 %0, i64 %1) {
bb0:
  %2 = sdiv i64 %0, %1
  %3 = srem i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  ret void
}

define i32 @main() {
bb0:
  call void @sdiv_i8(i8 7, i8 2)
  call void @sdiv_i8(i8 -7, i8 2)
  call void @sdiv_i8(i8 7, i8 -2)
  call void @sdiv_i8(i8 -7, i8 -2)
  call void @sdiv_i8(i8 -128, i8 2)
  call void @sdiv_i8(i8 -128, i8 127)
  call void @sdiv_i8(i8 127, i8 -128)
  call void @sdiv_i16(i16 -32768, i16 3)
  call void @sdiv_i16(i16 32767, i16 -10)
  call void @sdiv_i17(i17 -65536, i17 7)
  call void @sdiv_i17(i17 65535, i17 -256)
  call void @sdiv_i32(i32 -2147483648, i32 2)
  call void @sdiv_i32(i32 -2147483648, i32 3)
  call void @sdiv_i32(i32 2147483647, i32 -1)
  call void @sdiv_i32(i32 -100, i32 7)
  call void @sdiv_i64(i64 -9223372036854775808, i64 10)
  call void @sdiv_i64(i64 9223372036854775807, i64 1000000007)
  call void @sdiv_i64(i64 -1, i64 2)
  call void @sdiv_index(i64 -17, i64 5)
  %0 = sdiv i32 -100, 7
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  %2 = srem i8 -7, -2
  %3 = sext i8 %2 to i64
  call void @print_i64(i64 %3)
  %4 = sdiv i64 -9223372036854775808, 10
  call void @print_i64(i64 %4)
  %5 = srem i17 -65536, 7
  %6 = sext i17 %5 to i64
  call void @print_i64(i64 %6)
  ret i32 0
}
