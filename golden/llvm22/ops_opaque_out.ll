; ModuleID = 'ops_opaque_out.mlir'
source_filename = "ops_opaque_out.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@str = internal constant [7 x i8] c"hi %d\0A\00"

@arr = private global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

@cnt = global i64 5

@tbl = internal global [2 x ptr] [ptr bitcast (ptr @cnt to ptr), ptr zeroinitializer]

declare i32 @printf(ptr, ...)

declare ptr @malloc(i64)

declare void @free(ptr)

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define internal i32 @helper(i32 %0, ptr %1) {
bb0:
  %2 = bitcast ptr %1 to ptr
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %0, %3
  %5 = freeze i32 %4
  ret i32 %5
}

define i32 @main() {
bb0:
  %0 = bitcast ptr @str to ptr
  %1 = getelementptr [7 x i8], ptr @str, i32 0, i32 0
  %2 = alloca i32, align 4
  %3 = bitcast ptr %2 to ptr
  store i32 42, ptr %2, align 4
  store volatile i32 42, ptr %2
  %4 = load volatile i32, ptr %2
  %5 = call i32 @helper(i32 %4, ptr %3)
  %6 = call i32 (ptr, ...) @printf(ptr %1, i32 %5)
  %7 = bitcast ptr @arr to ptr
  %8 = getelementptr [4 x i32], ptr @arr, i32 0, i32 2
  %9 = bitcast ptr %8 to ptr
  %10 = load i32, ptr %8
  call void @print_i32(i32 %10)
  %11 = fmul contract double 1.5, 1.5
  %12 = call double @llvm.fma.f64(double 1.5, double %11, double 1.5)
  call void @print_f64(double %12)
  %13 = call ptr @malloc(i64 16)
  %14 = trunc i32 42 to i8
  call void @llvm.memset.p0i8.i64(ptr %13, i8 %14, i64 16, i1 false)
  %15 = bitcast ptr %13 to ptr
  %16 = getelementptr i64, ptr %15, i32 1
  %17 = bitcast ptr %16 to ptr
  %18 = load i64, ptr %16, align 1
  call void @print_i64(i64 %18)
  %19 = bitcast ptr @tbl to ptr
  %20 = bitcast ptr %19 to ptr
  %21 = load ptr, ptr %20
  %22 = bitcast ptr %21 to ptr
  %23 = load i64, ptr %22
  call void @print_i64(i64 %23)
  %24 = extractvalue { i32, double } { i32 0, double 0.0 }, 1
  call void @print_f64(double %24)
  %25 = insertvalue { i32, double } { i32 0, double 0.0 }, i32 undef, 0
  %26 = icmp sgt i32 %6, 42
  %27 = select i1 %26, i32 %10, i32 42
  call void @print_i32(i32 %27)
  %28 = call i32 @llvm.umax.i32(i32 %10, i32 42)
  %29 = zext i32 %28 to i64
  %30 = udiv i64 %29, 1
  call void @print_i64(i64 %30)
  switch i32 %28, label %bb2 [
    i32 42, label %bb1
    i32 3, label %bb2
  ]

bb1:
  call void @free(ptr %13)
  %31 = bitcast ptr @helper to ptr
  %32 = call i32 @helper(i32 42, ptr %3)
  %33 = sub i32 %32, 84
  ret i32 %33

bb2:
  call void @free(ptr %13)
  ret i32 %28
}

declare double @llvm.fma.f64(double, double, double)

declare void @llvm.memset.p0i8.i64(ptr, i8, i64, i1)

declare i32 @llvm.umax.i32(i32, i32)
