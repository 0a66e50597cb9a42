; ModuleID = 'bitwise.mlir'
source_filename = "bitwise.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_u64(i64)

define void @bits_i1(i1 %0, i1 %1) {
bb0:
  %2 = and i1 %0, %1
  %3 = or i1 %0, %1
  %4 = xor i1 %0, %1
  %5 = zext i1 %2 to i64
  %6 = zext i1 %3 to i64
  %7 = zext i1 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @bits_i8(i8 %0, i8 %1) {
bb0:
  %2 = and i8 %0, %1
  %3 = or i8 %0, %1
  %4 = xor i8 %0, %1
  %5 = zext i8 %2 to i64
  %6 = zext i8 %3 to i64
  %7 = zext i8 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @bits_i17(i17 %0, i17 %1) {
bb0:
  %2 = and i17 %0, %1
  %3 = or i17 %0, %1
  %4 = xor i17 %0, %1
  %5 = zext i17 %2 to i64
  %6 = zext i17 %3 to i64
  %7 = zext i17 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @bits_i32(i32 %0, i32 %1) {
bb0:
  %2 = and i32 %0, %1
  %3 = or i32 %0, %1
  %4 = xor i32 %0, %1
  %5 = sext i32 %2 to i64
  %6 = sext i32 %3 to i64
  %7 = sext i32 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @bits_i64(i64 %0, i64 %1) {
bb0:
  %2 = and i64 %0, %1
  %3 = or i64 %0, %1
  %4 = xor i64 %0, %1
  call void @print_u64(i64 %2)
  call void @print_u64(i64 %3)
  call void @print_u64(i64 %4)
  ret void
}

define void @bits_index(i64 %0, i64 %1) {
bb0:
  %2 = and i64 %0, %1
  %3 = or i64 %0, %1
  %4 = xor i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define i32 @main() {
bb0:
  call void @bits_i1(i1 true, i1 false)
  call void @bits_i1(i1 true, i1 true)
  call void @bits_i8(i8 -16, i8 60)
  call void @bits_i8(i8 -1, i8 85)
  call void @bits_i17(i17 -1, i17 43690)
  call void @bits_i32(i32 -1, i32 305419896)
  call void @bits_i32(i32 -2147483648, i32 2147483647)
  call void @bits_i32(i32 -8, i32 12)
  call void @bits_i64(i64 -71777214294589696, i64 1148435428713435120)
  call void @bits_index(i64 12, i64 10)
  %0 = xor i32 305419896, -1
  %1 = zext i32 %0 to i64
  call void @print_i64(i64 %1)
  %2 = and i8 -16, 60
  %3 = zext i8 %2 to i64
  call void @print_i64(i64 %3)
  %4 = or i64 -71777214294589696, 1148435428713435120
  call void @print_u64(i64 %4)
  %5 = xor i1 true, true
  %6 = zext i1 %5 to i64
  call void @print_i64(i64 %6)
  ret i32 0
}
