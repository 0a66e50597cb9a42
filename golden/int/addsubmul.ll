; ModuleID = 'addsubmul.mlir'
source_filename = "addsubmul.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @arith_i1(i1 %0, i1 %1) {
bb0:
  %2 = add i1 %0, %1
  %3 = sub i1 %0, %1
  %4 = mul i1 %0, %1
  %5 = zext i1 %2 to i64
  %6 = zext i1 %3 to i64
  %7 = zext i1 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @arith_i8(i8 %0, i8 %1) {
bb0:
  %2 = add i8 %0, %1
  %3 = sub i8 %0, %1
  %4 = mul i8 %0, %1
  %5 = sext i8 %2 to i64
  %6 = sext i8 %3 to i64
  %7 = sext i8 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @arith_i16(i16 %0, i16 %1) {
bb0:
  %2 = add i16 %0, %1
  %3 = sub i16 %0, %1
  %4 = mul i16 %0, %1
  %5 = sext i16 %2 to i64
  %6 = sext i16 %3 to i64
  %7 = sext i16 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @arith_i17(i17 %0, i17 %1) {
bb0:
  %2 = add i17 %0, %1
  %3 = sub i17 %0, %1
  %4 = mul i17 %0, %1
  %5 = sext i17 %2 to i64
  %6 = sext i17 %3 to i64
  %7 = sext i17 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @arith_i32(i32 %0, i32 %1) {
bb0:
  %2 = add i32 %0, %1
  %3 = sub i32 %0, %1
  %4 = mul i32 %0, %1
  %5 = sext i32 %2 to i64
  %6 = sext i32 %3 to i64
  %7 = sext i32 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @arith_i64(i64 %0, i64 %1) {
bb0:
  %2 = add i64 %0, %1
  %3 = sub i64 %0, %1
  %4 = mul i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define void @arith_index(i64 %0, i64 %1) {
bb0:
  %2 = add i64 %0, %1
  %3 = sub i64 %0, %1
  %4 = mul i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define i32 @main() {
bb0:
  call void @arith_i1(i1 true, i1 true)
  call void @arith_i1(i1 true, i1 false)
  call void @arith_i8(i8 100, i8 27)
  call void @arith_i8(i8 127, i8 1)
  call void @arith_i8(i8 -128, i8 -1)
  call void @arith_i8(i8 -1, i8 -1)
  call void @arith_i16(i16 30000, i16 10000)
  call void @arith_i16(i16 -32768, i16 1)
  call void @arith_i17(i17 65535, i17 1)
  call void @arith_i17(i17 -65536, i17 -1)
  call void @arith_i17(i17 300, i17 500)
  call void @arith_i32(i32 2147483647, i32 1)
  call void @arith_i32(i32 -2147483648, i32 -1)
  call void @arith_i32(i32 123456, i32 -789)
  call void @arith_i32(i32 65536, i32 65536)
  call void @arith_i64(i64 9223372036854775807, i64 1)
  call void @arith_i64(i64 -9223372036854775808, i64 -1)
  call void @arith_i64(i64 4294967296, i64 4294967296)
  call void @arith_i64(i64 3000000000, i64 -7)
  call void @arith_index(i64 5, i64 -8)
  %0 = add i8 127, 1
  %1 = sext i8 %0 to i64
  call void @print_i64(i64 %1)
  %2 = mul i32 -789, 123456
  %3 = sext i32 %2 to i64
  call void @print_i64(i64 %3)
  %4 = sub i64 0, -9223372036854775808
  call void @print_i64(i64 %4)
  %5 = mul i17 -1, -1
  %6 = sext i17 %5 to i64
  call void @print_i64(i64 %6)
  ret i32 0
}
