; ModuleID = 'shifts.mlir'
source_filename = "shifts.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @sh_i8(i8 %0, i8 %1) {
bb0:
  %2 = shl i8 %0, %1
  %3 = ashr i8 %0, %1
  %4 = lshr i8 %0, %1
  %5 = sext i8 %2 to i64
  %6 = sext i8 %3 to i64
  %7 = sext i8 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @sh_i16(i16 %0, i16 %1) {
bb0:
  %2 = shl i16 %0, %1
  %3 = ashr i16 %0, %1
  %4 = lshr i16 %0, %1
  %5 = sext i16 %2 to i64
  %6 = sext i16 %3 to i64
  %7 = sext i16 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @sh_i17(i17 %0, i17 %1) {
bb0:
  %2 = shl i17 %0, %1
  %3 = ashr i17 %0, %1
  %4 = lshr i17 %0, %1
  %5 = sext i17 %2 to i64
  %6 = sext i17 %3 to i64
  %7 = sext i17 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @sh_i32(i32 %0, i32 %1) {
bb0:
  %2 = shl i32 %0, %1
  %3 = ashr i32 %0, %1
  %4 = lshr i32 %0, %1
  %5 = sext i32 %2 to i64
  %6 = sext i32 %3 to i64
  %7 = sext i32 %4 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 %6)
  call void @print_i64(i64 %7)
  ret void
}

define void @sh_i64(i64 %0, i64 %1) {
bb0:
  %2 = shl i64 %0, %1
  %3 = ashr i64 %0, %1
  %4 = lshr i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define void @sh_index(i64 %0, i64 %1) {
bb0:
  %2 = shl i64 %0, %1
  %3 = ashr i64 %0, %1
  %4 = lshr i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define i32 @main() {
bb0:
  call void @sh_i8(i8 -127, i8 1)
  call void @sh_i8(i8 -128, i8 7)
  call void @sh_i8(i8 1, i8 7)
  call void @sh_i8(i8 -1, i8 0)
  call void @sh_i16(i16 4660, i16 4)
  call void @sh_i16(i16 -32768, i16 15)
  call void @sh_i17(i17 -65536, i17 16)
  call void @sh_i17(i17 -3, i17 2)
  call void @sh_i32(i32 -16, i32 2)
  call void @sh_i32(i32 1, i32 31)
  call void @sh_i32(i32 -559038737, i32 16)
  call void @sh_i64(i64 -9223372036854775808, i64 63)
  call void @sh_i64(i64 -1, i64 32)
  call void @sh_i64(i64 4886718345, i64 4)
  call void @sh_index(i64 -256, i64 4)
  %0 = shl i32 1, 31
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  %2 = ashr i8 -127, 1
  %3 = sext i8 %2 to i64
  call void @print_i64(i64 %3)
  %4 = lshr i64 -1, 32
  call void @print_i64(i64 %4)
  %5 = lshr i17 -3, 2
  %6 = zext i17 %5 to i64
  call void @print_i64(i64 %6)
  ret i32 0
}
