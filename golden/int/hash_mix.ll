; ModuleID = 'hash_mix.mlir'
source_filename = "hash_mix.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @pu32(i32 %0) {
bb0:
  %1 = zext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define i32 @fnv_step(i32 %0, i8 %1) {
bb0:
  %2 = zext i8 %1 to i32
  %3 = xor i32 %0, %2
  %4 = mul i32 %3, 16777619
  ret i32 %4
}

define i32 @fnv_abcd(i32 %0) {
bb0:
  %1 = call i32 @fnv_step(i32 %0, i8 97)
  %2 = call i32 @fnv_step(i32 %1, i8 98)
  %3 = call i32 @fnv_step(i32 %2, i8 99)
  %4 = call i32 @fnv_step(i32 %3, i8 100)
  ret i32 %4
}

define i32 @xorshift32(i32 %0) {
bb0:
  %1 = shl i32 %0, 13
  %2 = xor i32 %0, %1
  %3 = lshr i32 %2, 17
  %4 = xor i32 %2, %3
  %5 = shl i32 %4, 5
  %6 = xor i32 %4, %5
  ret i32 %6
}

define i32 @abs32(i32 %0) {
bb0:
  %1 = ashr i32 %0, 31
  %2 = xor i32 %0, %1
  %3 = sub i32 %2, %1
  ret i32 %3
}

define i32 @rotl32(i32 %0, i32 %1) {
bb0:
  %2 = shl i32 %0, %1
  %3 = sub i32 32, %1
  %4 = lshr i32 %0, %3
  %5 = or i32 %2, %4
  ret i32 %5
}

define i32 @bswap32(i32 %0) {
bb0:
  %1 = shl i32 %0, 24
  %2 = and i32 %0, 65280
  %3 = shl i32 %2, 8
  %4 = lshr i32 %0, 8
  %5 = and i32 %4, 65280
  %6 = lshr i32 %0, 24
  %7 = or i32 %1, %3
  %8 = or i32 %7, %5
  %9 = or i32 %8, %6
  ret i32 %9
}

define i32 @main() {
bb0:
  %0 = call i32 @fnv_abcd(i32 -2128831035)
  call void @pu32(i32 %0)
  %1 = call i32 @xorshift32(i32 -1831433054)
  call void @pu32(i32 %1)
  %2 = call i32 @xorshift32(i32 %1)
  call void @pu32(i32 %2)
  %3 = call i32 @xorshift32(i32 %2)
  call void @pu32(i32 %3)
  %4 = call i32 @abs32(i32 -12345)
  call void @pu32(i32 %4)
  %5 = call i32 @abs32(i32 -2147483647)
  call void @pu32(i32 %5)
  %6 = call i32 @abs32(i32 -2147483648)
  call void @pu32(i32 %6)
  %7 = call i32 @rotl32(i32 -2147483647, i32 4)
  call void @pu32(i32 %7)
  %8 = call i32 @bswap32(i32 305419896)
  call void @pu32(i32 %8)
  %9 = call i32 @bswap32(i32 -559038737)
  call void @pu32(i32 %9)
  ret i32 0
}
