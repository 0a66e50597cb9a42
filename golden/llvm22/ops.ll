; ModuleID = 'ops.mlir'
source_filename = "ops.mlir"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@str = internal constant [7 x i8] c"hi %d\0A\00"

@arr = private global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

@cnt = global i64 5

@tbl = internal global [2 x i8*] [i8* bitcast (i64* @cnt to i8*), i8* zeroinitializer]

declare i32 @printf(i8*, ...)

declare i8* @malloc(i64)

declare void @free(i8*)

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define internal i32 @helper(i32 %0, i8* %1) {
bb0:
  %2 = bitcast i8* %1 to i32*
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %0, %3
  %5 = freeze i32 %4
  ret i32 %5
}

define i32 @main() {
bb0:
  %0 = bitcast [7 x i8]* @str to i8*
  %1 = getelementptr [7 x i8], [7 x i8]* @str, i32 0, i32 0
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  store i32 42, i32* %2, align 4
  store volatile i32 42, i32* %2
  %4 = load volatile i32, i32* %2
  %5 = call i32 @helper(i32 %4, i8* %3)
  %6 = call i32 (i8*, ...) @printf(i8* %1, i32 %5)
  %7 = bitcast [4 x i32]* @arr to i8*
  %8 = getelementptr [4 x i32], [4 x i32]* @arr, i32 0, i32 2
  %9 = bitcast i32* %8 to i8*
  %10 = load i32, i32* %8
  call void @print_i32(i32 %10)
  %11 = fmul contract double 1.5, 1.5
  %12 = call double @llvm.fma.f64(double 1.5, double %11, double 1.5)
  call void @print_f64(double %12)
  %13 = call i8* @malloc(i64 16)
  %14 = trunc i32 42 to i8
  call void @llvm.memset.p0i8.i64(i8* %13, i8 %14, i64 16, i1 false)
  %15 = bitcast i8* %13 to i64*
  %16 = getelementptr i64, i64* %15, i32 1
  %17 = bitcast i64* %16 to i8*
  %18 = load i64, i64* %16, align 1
  call void @print_i64(i64 %18)
  %19 = bitcast [2 x i8*]* @tbl to i8*
  %20 = bitcast i8* %19 to i8**
  %21 = load i8*, i8** %20
  %22 = bitcast i8* %21 to i64*
  %23 = load i64, i64* %22
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
  call void @free(i8* %13)
  %31 = bitcast i32 (i32, i8*)* @helper to i8*
  %32 = call i32 @helper(i32 42, i8* %3)
  %33 = sub i32 %32, 84
  ret i32 %33

bb2:
  call void @free(i8* %13)
  ret i32 %28
}

declare double @llvm.fma.f64(double, double, double)

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)

declare i32 @llvm.umax.i32(i32, i32)
