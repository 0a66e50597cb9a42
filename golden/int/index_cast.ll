; ModuleID = 'index_cast.mlir'
source_filename = "index_cast.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @from_index(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  %1 = trunc i64 %0 to i32
  %2 = sext i32 %1 to i64
  call void @print_i64(i64 %2)
  %3 = trunc i64 %0 to i17
  %4 = sext i17 %3 to i64
  call void @print_i64(i64 %4)
  %5 = trunc i64 %0 to i8
  %6 = sext i8 %5 to i64
  call void @print_i64(i64 %6)
  %7 = trunc i64 %0 to i1
  %8 = zext i1 %7 to i64
  call void @print_i64(i64 %8)
  ret void
}

define void @to_index(i1 %0, i8 %1, i17 %2, i32 %3, i64 %4) {
bb0:
  %5 = sext i1 %0 to i64
  %6 = sext i8 %1 to i64
  %7 = sext i17 %2 to i64
  %8 = sext i32 %3 to i64
  call void @print_index(i64 %5)
  call void @print_index(i64 %6)
  call void @print_index(i64 %7)
  call void @print_index(i64 %8)
  call void @print_index(i64 %4)
  ret void
}

define void @print_index(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret void
}

define signext i8 @narrow_i8(i64 %0) {
bb0:
  %1 = trunc i64 %0 to i8
  ret i8 %1
}

define i64 @widen_i8(i8 %0) {
bb0:
  %1 = sext i8 %0 to i64
  ret i64 %1
}

define i32 @main() {
bb0:
  call void @from_index(i64 -1)
  call void @from_index(i64 4294967301)
  call void @from_index(i64 2147483648)
  call void @from_index(i64 65536)
  call void @from_index(i64 383)
  call void @from_index(i64 -9223372036854775808)
  call void @to_index(i1 true, i8 -1, i17 -65536, i32 -7, i64 -9223372036854775808)
  call void @to_index(i1 false, i8 127, i17 65535, i32 -2147483648, i64 1099511627776)
  %0 = call i8 @narrow_i8(i64 300)
  %1 = call i64 @widen_i8(i8 %0)
  call void @print_index(i64 %1)
  %2 = call i8 @narrow_i8(i64 200)
  %3 = call i64 @widen_i8(i8 %2)
  call void @print_index(i64 %3)
  %4 = sext i8 -1 to i64
  call void @print_index(i64 %4)
  %5 = trunc i64 4294967301 to i32
  %6 = sext i32 %5 to i64
  call void @print_i64(i64 %6)
  %7 = sext i32 -2147483648 to i64
  call void @print_index(i64 %7)
  ret i32 0
}
