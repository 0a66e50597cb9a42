; ModuleID = 'cf_switch.mlir'
source_filename = "cf_switch.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define i32 @classify(i32 %0, i32 %1) {
bb0:
  switch i32 %0, label %bb5 [
    i32 0, label %bb4
    i32 -5, label %bb3
    i32 7, label %bb2
    i32 100, label %bb1
  ]

bb1:
  br label %bb5

bb2:
  br label %bb3

bb3:
  %2 = phi i32 [ %0, %bb0 ], [ %1, %bb2 ]
  %3 = phi i32 [ %1, %bb0 ], [ %0, %bb2 ]
  %4 = sub i32 %2, %3
  ret i32 %4

bb4:
  ret i32 1000

bb5:
  %5 = phi i32 [ %0, %bb0 ], [ %1, %bb1 ]
  %6 = mul i32 %5, %5
  ret i32 %6
}

define i32 @only_default(i8 %0) {
bb0:
  br label %bb1

bb1:
  br i1 true, label %bb3, label %bb2

bb2:
  %1 = alloca [14 x i8]
  store [14 x i8] [i8 110, i8 101, i8 118, i8 101, i8 114, i8 32, i8 112, i8 114, i8 105, i8 110, i8 116, i8 101, i8 100, i8 0], [14 x i8]* %1
  %2 = getelementptr [14 x i8], [14 x i8]* %1, i64 0, i64 0
  %3 = call i32 @puts(i8* %2)
  call void @abort()
  unreachable

bb3:
  ret i32 77
}

define void @main() {
bb0:
  %0 = call i32 @classify(i32 0, i32 3)
  %1 = call i32 @classify(i32 -5, i32 3)
  %2 = call i32 @classify(i32 7, i32 3)
  %3 = call i32 @classify(i32 100, i32 3)
  %4 = call i32 @classify(i32 9, i32 3)
  call void @print_i32(i32 %0)
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  %5 = call i32 @only_default(i8 -1)
  call void @print_i32(i32 %5)
  ret void
}

declare i32 @puts(i8*)

declare void @abort()
