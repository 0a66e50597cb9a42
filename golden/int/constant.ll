; ModuleID = 'constant.mlir'
source_filename = "constant.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_u64(i64)

define void @show_i8(i8 %0) {
bb0:
  %1 = sext i8 %0 to i64
  call void @print_i64(i64 %1)
  %2 = zext i8 %0 to i64
  call void @print_i64(i64 %2)
  ret void
}

define void @show_i1(i1 %0) {
bb0:
  %1 = sext i1 %0 to i32
  call void @print_i32(i32 %1)
  %2 = zext i1 %0 to i32
  call void @print_i32(i32 %2)
  ret void
}

define void @show_i17(i17 %0) {
bb0:
  %1 = sext i17 %0 to i64
  call void @print_i64(i64 %1)
  %2 = zext i17 %0 to i64
  call void @print_i64(i64 %2)
  ret void
}

define void @show_index(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret void
}

define i32 @main() {
bb0:
  call void @show_i1(i1 true)
  call void @show_i1(i1 false)
  %0 = zext i1 true to i32
  call void @print_i32(i32 %0)
  call void @show_i8(i8 -1)
  call void @show_i8(i8 -128)
  call void @show_i8(i8 127)
  %1 = zext i8 -128 to i64
  call void @print_i64(i64 %1)
  %2 = sext i16 -32768 to i64
  call void @print_i64(i64 %2)
  %3 = sext i16 32767 to i64
  call void @print_i64(i64 %3)
  %4 = zext i16 -21555 to i64
  call void @print_i64(i64 %4)
  call void @show_i17(i17 -65536)
  call void @show_i17(i17 -1)
  call void @show_i17(i17 65535)
  call void @print_i32(i32 -2147483648)
  call void @print_i32(i32 2147483647)
  call void @print_i32(i32 -559038737)
  call void @print_i32(i32 -42)
  %5 = zext i32 -559038737 to i64
  call void @print_i64(i64 %5)
  call void @print_i64(i64 -9223372036854775808)
  call void @print_i64(i64 9223372036854775807)
  call void @print_i64(i64 -1)
  call void @print_u64(i64 -1)
  call void @print_i64(i64 1234567890123)
  call void @show_i8(i8 -1)
  call void @print_i32(i32 -1)
  call void @show_i1(i1 true)
  %6 = zext i1 true to i32
  call void @print_i32(i32 %6)
  call void @show_i1(i1 false)
  call void @show_index(i64 100)
  call void @show_index(i64 -1)
  call void @print_i64(i64 0)
  ret i32 0
}
