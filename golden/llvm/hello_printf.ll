; ModuleID = 'hello_printf.mlir'
source_filename = "hello_printf.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@str = internal constant [14 x i8] c"hello, world\0A\00"

@fmt_int = internal constant [17 x i8] c"x = %d, y = %ld\0A\00"

@fmt_dbl = internal constant [16 x i8] c"%d + %.3f = %s\0A\00"

@word = private constant [5 x i8] c"done\00"

declare i32 @printf(i8*, ...)

declare void @print_i32(i32)

define i32 @main() {
bb0:
  %0 = getelementptr [14 x i8], [14 x i8]* @str, i64 0, i64 0
  %1 = call i32 (i8*, ...) @printf(i8* %0)
  call void @print_i32(i32 %1)
  %2 = getelementptr [17 x i8], [17 x i8]* @fmt_int, i64 0, i64 0
  %3 = call i32 (i8*, ...) @printf(i8* %2, i32 -7, i64 123456789012)
  call void @print_i32(i32 %3)
  %4 = getelementptr [16 x i8], [16 x i8]* @fmt_dbl, i64 0, i64 0
  %5 = bitcast [5 x i8]* @word to i8*
  %6 = fpext float 0.25 to double
  %7 = call i32 (i8*, ...) @printf(i8* %4, i32 3, double %6, i8* %5)
  call void @print_i32(i32 %7)
  ret i32 0
}
