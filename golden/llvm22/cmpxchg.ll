; ModuleID = 'cmpxchg.mlir'
source_filename = "cmpxchg.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = alloca i16
  %1 = bitcast i16* %0 to i8*
  store i16 -300, i16* %0
  %2 = cmpxchg i16* %0, i16 42, i16 -300 acq_rel monotonic
  %3 = cmpxchg i16* %0, i16 -300, i16 42 seq_cst acquire
  %4 = extractvalue { i16, i1 } %2, 0
  %5 = extractvalue { i16, i1 } %2, 1
  %6 = extractvalue { i16, i1 } %3, 0
  %7 = extractvalue { i16, i1 } %3, 1
  %8 = sext i16 %4 to i64
  call void @print_i64(i64 %8)
  %9 = zext i1 %5 to i64
  call void @print_i64(i64 %9)
  %10 = sext i16 %6 to i64
  call void @print_i64(i64 %10)
  %11 = zext i1 %7 to i64
  call void @print_i64(i64 %11)
  %12 = alloca i64
  %13 = bitcast i64* %12 to i8*
  store i64 6000000000, i64* %12
  %14 = cmpxchg i64* %12, i64 6000000000, i64 1 acq_rel monotonic
  %15 = extractvalue { i64, i1 } %14, 0
  call void @print_i64(i64 %15)
  %16 = load i64, i64* %12
  call void @print_i64(i64 %16)
  ret i32 0
}
