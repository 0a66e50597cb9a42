; ModuleID = 'ext_trunc.mlir'
source_filename = "ext_trunc.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @show_i1(i1 %0) {
bb0:
  %1 = sext i1 %0 to i64
  %2 = zext i1 %0 to i64
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret void
}

define void @show_i8(i8 %0) {
bb0:
  %1 = sext i8 %0 to i64
  %2 = zext i8 %0 to i64
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret void
}

define void @show_i16(i16 %0) {
bb0:
  %1 = sext i16 %0 to i64
  %2 = zext i16 %0 to i64
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret void
}

define void @show_i17(i17 %0) {
bb0:
  %1 = sext i17 %0 to i64
  %2 = zext i17 %0 to i64
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret void
}

define void @show_i32(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  %2 = zext i32 %0 to i64
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret void
}

define void @exts(i1 %0, i8 %1, i17 %2) {
bb0:
  %3 = sext i1 %0 to i32
  call void @show_i32(i32 %3)
  %4 = sext i8 %1 to i17
  call void @show_i17(i17 %4)
  %5 = zext i8 %1 to i16
  call void @show_i16(i16 %5)
  %6 = zext i17 %2 to i32
  call void @show_i32(i32 %6)
  ret void
}

define void @truncs(i64 %0) {
bb0:
  %1 = trunc i64 %0 to i32
  call void @show_i32(i32 %1)
  %2 = trunc i64 %0 to i17
  call void @show_i17(i17 %2)
  %3 = trunc i64 %0 to i8
  call void @show_i8(i8 %3)
  %4 = trunc i64 %0 to i1
  call void @show_i1(i1 %4)
  ret void
}

define i32 @sext_i8_i32(i8 %0) {
bb0:
  %1 = sext i8 %0 to i32
  ret i32 %1
}

define signext i16 @trunc_i32_i16(i32 %0) {
bb0:
  %1 = trunc i32 %0 to i16
  ret i16 %1
}

define i32 @main() {
bb0:
  call void @exts(i1 true, i8 -128, i17 -65536)
  call void @exts(i1 false, i8 127, i17 -1)
  call void @truncs(i64 6442450944)
  call void @truncs(i64 -4294770303)
  call void @truncs(i64 -2)
  %0 = call i32 @sext_i8_i32(i8 -3)
  %1 = call i16 @trunc_i32_i16(i32 %0)
  call void @show_i16(i16 %1)
  %2 = call i16 @trunc_i32_i16(i32 305432421)
  call void @show_i16(i16 %2)
  %3 = sext i8 -128 to i32
  call void @show_i32(i32 %3)
  %4 = zext i17 -1 to i32
  call void @show_i32(i32 %4)
  %5 = trunc i64 -4294770303 to i8
  call void @show_i8(i8 %5)
  %6 = zext i1 true to i16
  call void @show_i16(i16 %6)
  ret i32 0
}
