; ModuleID = 'print_scalars.mlir'
source_filename = "print_scalars.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @printI64(i64)

declare void @printU64(i64)

declare void @printOpen()

declare void @printClose()

declare void @printComma()

declare void @printNewline()

declare double @rtclock()

declare void @print_flops(double)

define void @print_iota(i64 %0) {
bb0:
  call void @printOpen()
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %3, %bb3 ], [ %3, %bb4 ]
  %2 = icmp slt i64 %1, %0
  br i1 %2, label %bb3, label %bb2

bb2:
  call void @printClose()
  call void @printNewline()
  ret void

bb3:
  call void @printI64(i64 %1)
  %3 = add i64 %1, 1
  %4 = icmp eq i64 %3, %0
  br i1 %4, label %bb1, label %bb4

bb4:
  call void @printComma()
  br label %bb1
}

define void @main() {
bb0:
  %0 = call double @rtclock()
  call void @printI64(i64 0)
  call void @printNewline()
  call void @printI64(i64 1)
  call void @printNewline()
  call void @printI64(i64 -1)
  call void @printNewline()
  call void @printI64(i64 42)
  call void @printNewline()
  call void @printI64(i64 9223372036854775807)
  call void @printNewline()
  call void @printI64(i64 -9223372036854775808)
  call void @printNewline()
  call void @printI64(i64 1000000)
  call void @printNewline()
  call void @printU64(i64 0)
  call void @printNewline()
  call void @printU64(i64 -1)
  call void @printNewline()
  call void @printU64(i64 -9223372036854775808)
  call void @printNewline()
  call void @printU64(i64 42)
  call void @printNewline()
  %1 = sext i32 -7 to i64
  %2 = zext i32 -7 to i64
  call void @printI64(i64 %1)
  call void @printComma()
  call void @printI64(i64 %2)
  call void @printNewline()
  call void @printI64(i64 1)
  call void @printI64(i64 42)
  call void @printI64(i64 -1)
  call void @printNewline()
  call void @print_iota(i64 0)
  call void @print_iota(i64 1)
  call void @print_iota(i64 5)
  call void @printOpen()
  call void @printClose()
  call void @printNewline()
  call void @printNewline()
  %3 = call double @rtclock()
  %4 = fcmp oge double %3, %0
  %5 = zext i1 %4 to i64
  call void @printI64(i64 %5)
  call void @printNewline()
  call void @print_flops(double 2000000000.0)
  ret void
}
