; ModuleID = 'hello_printf_mixed.mlir'
source_filename = "hello_printf_mixed.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hello = internal constant [14 x i8] c"hello, world\0A\00"

@fmt = internal constant [12 x i8] c"i=%d sq=%d\0A\00"

declare i32 @printf(i8*, ...)

declare void @print_i32(i32)

define i8* @str_ptr() {
bb0:
  %0 = getelementptr [12 x i8], [12 x i8]* @fmt, i64 0, i64 0
  ret i8* %0
}

define i32 @main() {
bb0:
  %0 = getelementptr [14 x i8], [14 x i8]* @hello, i64 0, i64 0
  %1 = call i32 (i8*, ...) @printf(i8* %0)
  call void @print_i32(i32 %1)
  %2 = call i8* @str_ptr()
  br label %bb1

bb1:
  %3 = phi i32 [ 1, %bb0 ], [ %7, %bb3 ]
  %4 = icmp slt i32 %3, 4
  br i1 %4, label %bb3, label %bb2

bb2:
  ret i32 0

bb3:
  %5 = mul i32 %3, %3
  %6 = call i32 (i8*, ...) @printf(i8* %2, i32 %3, i32 %5)
  %7 = add i32 %3, 1
  br label %bb1
}
