; ModuleID = 'ops_opaque_out.mlir'
source_filename = "ops_opaque_out.mlir"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@str = internal constant [7 x i8] c"hi %d\0A\00"

@arr = private global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

@cnt = global i64 5

@tbl = internal global [2 x ptr] [ptr @cnt, ptr zeroinitializer]

declare i32 @printf(ptr, ...)

declare ptr @malloc(i64)

declare void @free(ptr)

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define internal i32 @helper(i32 %0, ptr %1) {
bb0:
  %2 = load i32, ptr %1, align 4
  %3 = add i32 %0, %2
  %4 = freeze i32 %3
  ret i32 %4
}

define i32 @main() {
bb0:
  %0 = getelementptr [7 x i8], ptr @str, i32 0, i32 0
  %1 = alloca i32, align 4
  store i32 42, ptr %1, align 4
  store volatile i32 42, ptr %1
  %2 = load volatile i32, ptr %1
  %3 = call i32 @helper(i32 %2, ptr %1)
  %4 = call i32 (ptr, ...) @printf(ptr %0, i32 %3)
  %5 = getelementptr [4 x i32], ptr @arr, i32 0, i32 2
  %6 = load i32, ptr %5
  call void @print_i32(i32 %6)
  %7 = fmul contract double 1.5, 1.5
  %8 = call double @llvm.fma.f64(double 1.5, double %7, double 1.5)
  call void @print_f64(double %8)
  %9 = call ptr @malloc(i64 16)
  %10 = trunc i32 42 to i8
  call void @llvm.memset.p0.i64(ptr %9, i8 %10, i64 16, i1 false)
  %11 = getelementptr i64, ptr %9, i32 1
  %12 = load i64, ptr %11, align 1
  call void @print_i64(i64 %12)
  %13 = load ptr, ptr @tbl
  %14 = load i64, ptr %13
  call void @print_i64(i64 %14)
  %15 = extractvalue { i32, double } { i32 0, double 0.0 }, 1
  call void @print_f64(double %15)
  %16 = insertvalue { i32, double } { i32 0, double 0.0 }, i32 undef, 0
  %17 = icmp sgt i32 %4, 42
  %18 = select i1 %17, i32 %6, i32 42
  call void @print_i32(i32 %18)
  %19 = call i32 @llvm.umax.i32(i32 %6, i32 42)
  %20 = zext i32 %19 to i64
  %21 = udiv i64 %20, 1
  call void @print_i64(i64 %21)
  switch i32 %19, label %bb2 [
    i32 42, label %bb1
    i32 3, label %bb2
  ]

bb1:
  call void @free(ptr %9)
  %22 = call i32 @helper(i32 42, ptr %1)
  %23 = sub i32 %22, 84
  ret i32 %23

bb2:
  call void @free(ptr %9)
  ret i32 %19
}

declare double @llvm.fma.f64(double, double, double)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

declare i32 @llvm.umax.i32(i32, i32)
