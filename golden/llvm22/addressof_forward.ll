; ModuleID = 'addressof_forward.mlir'
source_filename = "addressof_forward.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fptr = internal global i8* bitcast (i32 (i32)* @twice to i8*)

@late = internal global i32 7

@last = internal constant { i32, i32 } { i32 0, i32 9 }

define i32 @f() {
bb0:
  %0 = bitcast i32* @late to i8*
  %1 = load i32, i32* @late
  ret i32 %1
}

declare void @print_i32(i32)

define i32 @g() {
bb0:
  ret i32 5
}

define i32 @main() {
bb0:
  %0 = call i32 @f()
  call void @print_i32(i32 %0)
  %1 = bitcast i8** @fptr to i8*
  %2 = load i8*, i8** @fptr
  %3 = bitcast i8* %2 to i32 (i32)*
  %4 = call i32 %3(i32 %0)
  call void @print_i32(i32 %4)
  %5 = bitcast i32 (i32)* @twice to i8*
  %6 = call i32 @twice(i32 %4)
  call void @print_i32(i32 %6)
  %7 = bitcast { i32, i32 }* @last to i8*
  %8 = load { i32, i32 }, { i32, i32 }* @last
  %9 = extractvalue { i32, i32 } %8, 1
  call void @print_i32(i32 %9)
  %10 = extractvalue { i32, i32 } %8, 0
  call void @print_i32(i32 %10)
  %11 = call i32 @g()
  call void @print_i32(i32 %11)
  ret i32 0
}

define i32 @twice(i32 %0) {
bb0:
  %1 = add i32 %0, %0
  ret i32 %1
}
