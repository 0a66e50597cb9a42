; ModuleID = 'cmpxchg.mlir'
source_filename = "cmpxchg.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = alloca i32
  store i32 5, i32* %0
  %1 = cmpxchg i32* %0, i32 5, i32 7 acq_rel monotonic
  %2 = cmpxchg i32* %0, i32 5, i32 -9 seq_cst seq_cst
  %3 = cmpxchg i32* %0, i32 7, i32 -9 acquire acquire
  %4 = cmpxchg i32* %0, i32 7, i32 5 release monotonic
  %5 = cmpxchg i32* %0, i32 -9, i32 5 monotonic monotonic
  %6 = load i32, i32* %0
  call void @show({ i32, i1 } %1)
  call void @show({ i32, i1 } %2)
  call void @show({ i32, i1 } %3)
  call void @show({ i32, i1 } %4)
  call void @show({ i32, i1 } %5)
  %7 = sext i32 %6 to i64
  call void @print_i64(i64 %7)
  %8 = alloca i64
  store i64 3, i64* %8
  %9 = load i64, i64* %8
  br label %bb1

bb1:
  %10 = phi i64 [ %9, %bb0 ], [ %11, %bb1 ]
  %11 = add i64 %10, %10
  %12 = cmpxchg i64* %8, i64 %10, i64 %11 acq_rel monotonic
  %13 = extractvalue { i64, i1 } %12, 0
  %14 = extractvalue { i64, i1 } %12, 1
  call void @print_i64(i64 %13)
  %15 = icmp slt i64 %11, 1000
  %16 = and i1 %14, %15
  br i1 %16, label %bb1, label %bb2

bb2:
  %17 = load i64, i64* %8
  call void @print_i64(i64 %17)
  %18 = alloca i8
  store i8 -1, i8* %18
  %19 = cmpxchg i8* %18, i8 -1, i8 100 acq_rel acquire
  %20 = extractvalue { i8, i1 } %19, 0
  %21 = sext i8 %20 to i64
  call void @print_i64(i64 %21)
  %22 = load i8, i8* %18
  %23 = sext i8 %22 to i64
  call void @print_i64(i64 %23)
  ret i32 0
}

define void @show({ i32, i1 } %0) {
bb0:
  %1 = extractvalue { i32, i1 } %0, 0
  %2 = extractvalue { i32, i1 } %0, 1
  %3 = sext i32 %1 to i64
  call void @print_i64(i64 %3)
  %4 = zext i1 %2 to i64
  call void @print_i64(i64 %4)
  ret void
}
