; ModuleID = 'arith_extra.mlir'
source_filename = "arith_extra.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_i32(i32)

define void @print_i1(i1 %0) {
bb0:
  %1 = zext i1 %0 to i32
  call void @print_i32(i32 %1)
  ret void
}

declare void @print_f64(double)

define void @divs(i32 %0, i32 %1) {
bb0:
  %2 = sdiv i32 %0, %1
  %3 = mul i32 %2, %1
  %4 = icmp ne i32 %0, %3
  %5 = icmp slt i32 %0, 0
  %6 = icmp slt i32 %1, 0
  %7 = icmp eq i1 %5, %6
  %8 = and i1 %4, %7
  %9 = add i32 %2, 1
  %10 = select i1 %8, i32 %9, i32 %2
  %11 = sdiv i32 %0, %1
  %12 = mul i32 %11, %1
  %13 = icmp ne i32 %0, %12
  %14 = icmp slt i32 %0, 0
  %15 = icmp slt i32 %1, 0
  %16 = icmp ne i1 %14, %15
  %17 = and i1 %13, %16
  %18 = add i32 %11, -1
  %19 = select i1 %17, i32 %18, i32 %11
  %20 = icmp eq i32 %0, 0
  %21 = sub i32 %0, 1
  %22 = udiv i32 %21, %1
  %23 = add i32 %22, 1
  %24 = select i1 %20, i32 0, i32 %23
  call void @print_i32(i32 %10)
  call void @print_i32(i32 %19)
  call void @print_i32(i32 %24)
  ret void
}

define void @minmax(double %0, double %1) {
bb0:
  %2 = bitcast double %0 to i64
  %3 = bitcast double %1 to i64
  %4 = and i64 %2, %3
  %5 = bitcast i64 %4 to double
  %6 = fcmp olt double %0, %1
  %7 = select i1 %6, double %1, double %5
  %8 = fcmp ogt double %0, %1
  %9 = select i1 %8, double %0, double %7
  %10 = fcmp uno double %0, %1
  %11 = fadd double %0, %1
  %12 = select i1 %10, double %11, double %9
  %13 = bitcast double %0 to i64
  %14 = bitcast double %1 to i64
  %15 = or i64 %13, %14
  %16 = bitcast i64 %15 to double
  %17 = fcmp ogt double %0, %1
  %18 = select i1 %17, double %1, double %16
  %19 = fcmp olt double %0, %1
  %20 = select i1 %19, double %0, double %18
  %21 = fcmp uno double %0, %1
  %22 = fadd double %0, %1
  %23 = select i1 %21, double %22, double %20
  %24 = bitcast double %1 to i64
  %25 = bitcast double %0 to i64
  %26 = and i64 %24, %25
  %27 = bitcast i64 %26 to double
  %28 = fcmp olt double %1, %0
  %29 = select i1 %28, double %0, double %27
  %30 = fcmp ogt double %1, %0
  %31 = select i1 %30, double %1, double %29
  %32 = fcmp uno double %1, %0
  %33 = fadd double %1, %0
  %34 = select i1 %32, double %33, double %31
  %35 = bitcast double %1 to i64
  %36 = bitcast double %0 to i64
  %37 = or i64 %35, %36
  %38 = bitcast i64 %37 to double
  %39 = fcmp ogt double %1, %0
  %40 = select i1 %39, double %0, double %38
  %41 = fcmp olt double %1, %0
  %42 = select i1 %41, double %1, double %40
  %43 = fcmp uno double %1, %0
  %44 = fadd double %1, %0
  %45 = select i1 %43, double %44, double %42
  call void @print_f64(double %12)
  call void @print_f64(double %23)
  call void @print_f64(double %34)
  call void @print_f64(double %45)
  ret void
}

define void @ext(i32 %0, i32 %1) {
bb0:
  %2 = add i32 %0, %1
  %3 = icmp ult i32 %2, %0
  %4 = sext i32 %0 to i64
  %5 = sext i32 %1 to i64
  %6 = mul i64 %4, %5
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %0 to i64
  %9 = sext i32 %1 to i64
  %10 = mul i64 %8, %9
  %11 = lshr i64 %10, 32
  %12 = trunc i64 %11 to i32
  %13 = zext i32 %0 to i64
  %14 = zext i32 %1 to i64
  %15 = mul i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = zext i32 %0 to i64
  %18 = zext i32 %1 to i64
  %19 = mul i64 %17, %18
  %20 = lshr i64 %19, 32
  %21 = trunc i64 %20 to i32
  call void @print_i32(i32 %2)
  call void @print_i1(i1 %3)
  call void @print_i32(i32 %7)
  call void @print_i32(i32 %12)
  call void @print_i32(i32 %16)
  call void @print_i32(i32 %21)
  ret void
}

define void @vec(<4 x i32> %0, <4 x i32> %1, <2 x double> %2, <2 x double> %3) {
bb0:
  %4 = icmp slt <4 x i32> %0, %1
  %5 = select <4 x i1> %4, <4 x i32> %0, <4 x i32> %1
  %6 = sdiv <4 x i32> %0, %1
  %7 = mul <4 x i32> %6, %1
  %8 = icmp ne <4 x i32> %0, %7
  %9 = icmp slt <4 x i32> %0, <i32 0, i32 0, i32 0, i32 0>
  %10 = icmp slt <4 x i32> %1, <i32 0, i32 0, i32 0, i32 0>
  %11 = icmp ne <4 x i1> %9, %10
  %12 = and <4 x i1> %8, %11
  %13 = add <4 x i32> %6, <i32 -1, i32 -1, i32 -1, i32 -1>
  %14 = select <4 x i1> %12, <4 x i32> %13, <4 x i32> %6
  %15 = add <4 x i32> %0, %1
  %16 = icmp ult <4 x i32> %15, %0
  %17 = fcmp olt <2 x double> %2, %3
  %18 = bitcast <2 x double> %2 to <2 x i64>
  %19 = bitcast <2 x double> %3 to <2 x i64>
  %20 = and <2 x i64> %18, %19
  %21 = bitcast <2 x i64> %20 to <2 x double>
  %22 = fcmp olt <2 x double> %2, %3
  %23 = select <2 x i1> %22, <2 x double> %3, <2 x double> %21
  %24 = fcmp ogt <2 x double> %2, %3
  %25 = select <2 x i1> %24, <2 x double> %2, <2 x double> %23
  %26 = fcmp uno <2 x double> %2, %3
  %27 = fadd <2 x double> %2, %3
  %28 = select <2 x i1> %26, <2 x double> %27, <2 x double> %25
  %29 = select <2 x i1> %17, <2 x double> %2, <2 x double> %28
  %30 = select i1 true, <4 x i32> %14, <4 x i32> %15
  %31 = extractelement <4 x i32> %5, i64 0
  %32 = extractelement <4 x i32> %30, i64 3
  %33 = extractelement <4 x i1> %16, i64 1
  %34 = extractelement <2 x double> %29, i64 1
  call void @print_i32(i32 %31)
  call void @print_i32(i32 %32)
  call void @print_i1(i1 %33)
  call void @print_f64(double %34)
  ret void
}

define void @main() {
bb0:
  call void @divs(i32 -7, i32 2)
  call void @divs(i32 7, i32 -2)
  call void @divs(i32 -7, i32 -2)
  call void @divs(i32 7, i32 2)
  call void @divs(i32 0, i32 7)
  call void @divs(i32 -2147483648, i32 7)
  call void @divs(i32 2147483647, i32 -2)
  call void @divs(i32 -2147483648, i32 2147483647)
  call void @divs(i32 2147483647, i32 -1)
  call void @minmax(double -0.0, double 0.0)
  call void @minmax(double 0.0, double -0.0)
  call void @minmax(double 1.5, double -2.5)
  call void @minmax(double 0x7FF8000000000000, double 1.5)
  call void @minmax(double 1.5, double 0x7FF8000000000000)
  call void @ext(i32 -7, i32 2147483647)
  call void @ext(i32 -1, i32 -1)
  call void @ext(i32 -2147483648, i32 -2)
  %0 = trunc i64 4000000000 to i32
  %1 = zext i32 %0 to i64
  %2 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  call void @vec(<4 x i32> <i32 -7, i32 7, i32 -7, i32 2147483647>, <4 x i32> <i32 2, i32 -2, i32 -2, i32 1>, <2 x double> <double 1.0, double -0.0>, <2 x double> <double 2.0, double 0.0>)
  ret void
}
