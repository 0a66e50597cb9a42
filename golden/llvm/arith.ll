; ModuleID = 'arith.mlir'
source_filename = "arith.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define void @ops_i8(i8 %0, i8 %1, i8 %2) {
bb0:
  %3 = add i8 %0, %1
  %4 = sext i8 %3 to i64
  call void @print_i64(i64 %4)
  %5 = sub i8 %0, %1
  %6 = sext i8 %5 to i64
  call void @print_i64(i64 %6)
  %7 = mul i8 %0, %1
  %8 = sext i8 %7 to i64
  call void @print_i64(i64 %8)
  %9 = sdiv i8 %0, %1
  %10 = sext i8 %9 to i64
  call void @print_i64(i64 %10)
  %11 = udiv i8 %0, %1
  %12 = sext i8 %11 to i64
  call void @print_i64(i64 %12)
  %13 = srem i8 %0, %1
  %14 = sext i8 %13 to i64
  call void @print_i64(i64 %14)
  %15 = urem i8 %0, %1
  %16 = sext i8 %15 to i64
  call void @print_i64(i64 %16)
  %17 = and i8 %0, %1
  %18 = sext i8 %17 to i64
  call void @print_i64(i64 %18)
  %19 = or i8 %0, %1
  %20 = sext i8 %19 to i64
  call void @print_i64(i64 %20)
  %21 = xor i8 %0, %1
  %22 = sext i8 %21 to i64
  call void @print_i64(i64 %22)
  %23 = shl i8 %0, %2
  %24 = sext i8 %23 to i64
  call void @print_i64(i64 %24)
  %25 = ashr i8 %0, %2
  %26 = sext i8 %25 to i64
  call void @print_i64(i64 %26)
  %27 = lshr i8 %0, %2
  %28 = sext i8 %27 to i64
  call void @print_i64(i64 %28)
  ret void
}

define void @ops_i32(i32 %0, i32 %1, i32 %2) {
bb0:
  %3 = add i32 %0, %1
  %4 = sext i32 %3 to i64
  call void @print_i64(i64 %4)
  %5 = sub i32 %0, %1
  %6 = sext i32 %5 to i64
  call void @print_i64(i64 %6)
  %7 = mul i32 %0, %1
  %8 = sext i32 %7 to i64
  call void @print_i64(i64 %8)
  %9 = sdiv i32 %0, %1
  %10 = sext i32 %9 to i64
  call void @print_i64(i64 %10)
  %11 = udiv i32 %0, %1
  %12 = sext i32 %11 to i64
  call void @print_i64(i64 %12)
  %13 = srem i32 %0, %1
  %14 = sext i32 %13 to i64
  call void @print_i64(i64 %14)
  %15 = urem i32 %0, %1
  %16 = sext i32 %15 to i64
  call void @print_i64(i64 %16)
  %17 = and i32 %0, %1
  %18 = sext i32 %17 to i64
  call void @print_i64(i64 %18)
  %19 = or i32 %0, %1
  %20 = sext i32 %19 to i64
  call void @print_i64(i64 %20)
  %21 = xor i32 %0, %1
  %22 = sext i32 %21 to i64
  call void @print_i64(i64 %22)
  %23 = shl i32 %0, %2
  %24 = sext i32 %23 to i64
  call void @print_i64(i64 %24)
  %25 = ashr i32 %0, %2
  %26 = sext i32 %25 to i64
  call void @print_i64(i64 %26)
  %27 = lshr i32 %0, %2
  %28 = sext i32 %27 to i64
  call void @print_i64(i64 %28)
  ret void
}

define void @ops_i64(i64 %0, i64 %1, i64 %2) {
bb0:
  %3 = add i64 %0, %1
  call void @print_i64(i64 %3)
  %4 = sub i64 %0, %1
  call void @print_i64(i64 %4)
  %5 = mul i64 %0, %1
  call void @print_i64(i64 %5)
  %6 = sdiv i64 %0, %1
  call void @print_i64(i64 %6)
  %7 = udiv i64 %0, %1
  call void @print_i64(i64 %7)
  %8 = srem i64 %0, %1
  call void @print_i64(i64 %8)
  %9 = urem i64 %0, %1
  call void @print_i64(i64 %9)
  %10 = and i64 %0, %1
  call void @print_i64(i64 %10)
  %11 = or i64 %0, %1
  call void @print_i64(i64 %11)
  %12 = xor i64 %0, %1
  call void @print_i64(i64 %12)
  %13 = shl i64 %0, %2
  call void @print_i64(i64 %13)
  %14 = ashr i64 %0, %2
  call void @print_i64(i64 %14)
  %15 = lshr i64 %0, %2
  call void @print_i64(i64 %15)
  ret void
}

define void @icmp_i32(i32 %0, i32 %1) {
bb0:
  %2 = icmp eq i32 %0, %1
  %3 = zext i1 %2 to i64
  %4 = mul i64 1, 10
  %5 = add i64 %4, %3
  %6 = icmp ne i32 %0, %1
  %7 = zext i1 %6 to i64
  %8 = mul i64 %5, 10
  %9 = add i64 %8, %7
  %10 = icmp slt i32 %0, %1
  %11 = zext i1 %10 to i64
  %12 = mul i64 %9, 10
  %13 = add i64 %12, %11
  %14 = icmp sle i32 %0, %1
  %15 = zext i1 %14 to i64
  %16 = mul i64 %13, 10
  %17 = add i64 %16, %15
  %18 = icmp sgt i32 %0, %1
  %19 = zext i1 %18 to i64
  %20 = mul i64 %17, 10
  %21 = add i64 %20, %19
  %22 = icmp sge i32 %0, %1
  %23 = zext i1 %22 to i64
  %24 = mul i64 %21, 10
  %25 = add i64 %24, %23
  %26 = icmp ult i32 %0, %1
  %27 = zext i1 %26 to i64
  %28 = mul i64 %25, 10
  %29 = add i64 %28, %27
  %30 = icmp ule i32 %0, %1
  %31 = zext i1 %30 to i64
  %32 = mul i64 %29, 10
  %33 = add i64 %32, %31
  %34 = icmp ugt i32 %0, %1
  %35 = zext i1 %34 to i64
  %36 = mul i64 %33, 10
  %37 = add i64 %36, %35
  %38 = icmp uge i32 %0, %1
  %39 = zext i1 %38 to i64
  %40 = mul i64 %37, 10
  %41 = add i64 %40, %39
  call void @print_i64(i64 %41)
  ret void
}

define void @icmp_i8(i8 %0, i8 %1) {
bb0:
  %2 = icmp eq i8 %0, %1
  %3 = zext i1 %2 to i64
  %4 = mul i64 1, 10
  %5 = add i64 %4, %3
  %6 = icmp ne i8 %0, %1
  %7 = zext i1 %6 to i64
  %8 = mul i64 %5, 10
  %9 = add i64 %8, %7
  %10 = icmp slt i8 %0, %1
  %11 = zext i1 %10 to i64
  %12 = mul i64 %9, 10
  %13 = add i64 %12, %11
  %14 = icmp sle i8 %0, %1
  %15 = zext i1 %14 to i64
  %16 = mul i64 %13, 10
  %17 = add i64 %16, %15
  %18 = icmp sgt i8 %0, %1
  %19 = zext i1 %18 to i64
  %20 = mul i64 %17, 10
  %21 = add i64 %20, %19
  %22 = icmp sge i8 %0, %1
  %23 = zext i1 %22 to i64
  %24 = mul i64 %21, 10
  %25 = add i64 %24, %23
  %26 = icmp ult i8 %0, %1
  %27 = zext i1 %26 to i64
  %28 = mul i64 %25, 10
  %29 = add i64 %28, %27
  %30 = icmp ule i8 %0, %1
  %31 = zext i1 %30 to i64
  %32 = mul i64 %29, 10
  %33 = add i64 %32, %31
  %34 = icmp ugt i8 %0, %1
  %35 = zext i1 %34 to i64
  %36 = mul i64 %33, 10
  %37 = add i64 %36, %35
  %38 = icmp uge i8 %0, %1
  %39 = zext i1 %38 to i64
  %40 = mul i64 %37, 10
  %41 = add i64 %40, %39
  call void @print_i64(i64 %41)
  ret void
}

define void @fcmp_f64(double %0, double %1) {
bb0:
  %2 = fcmp false double %0, %1
  %3 = zext i1 %2 to i64
  %4 = mul i64 1, 10
  %5 = add i64 %4, %3
  %6 = fcmp oeq double %0, %1
  %7 = zext i1 %6 to i64
  %8 = mul i64 %5, 10
  %9 = add i64 %8, %7
  %10 = fcmp ogt double %0, %1
  %11 = zext i1 %10 to i64
  %12 = mul i64 %9, 10
  %13 = add i64 %12, %11
  %14 = fcmp oge double %0, %1
  %15 = zext i1 %14 to i64
  %16 = mul i64 %13, 10
  %17 = add i64 %16, %15
  %18 = fcmp olt double %0, %1
  %19 = zext i1 %18 to i64
  %20 = mul i64 %17, 10
  %21 = add i64 %20, %19
  %22 = fcmp ole double %0, %1
  %23 = zext i1 %22 to i64
  %24 = mul i64 %21, 10
  %25 = add i64 %24, %23
  %26 = fcmp one double %0, %1
  %27 = zext i1 %26 to i64
  %28 = mul i64 %25, 10
  %29 = add i64 %28, %27
  %30 = fcmp ord double %0, %1
  %31 = zext i1 %30 to i64
  %32 = mul i64 %29, 10
  %33 = add i64 %32, %31
  %34 = fcmp ueq double %0, %1
  %35 = zext i1 %34 to i64
  %36 = mul i64 %33, 10
  %37 = add i64 %36, %35
  %38 = fcmp ugt double %0, %1
  %39 = zext i1 %38 to i64
  %40 = mul i64 %37, 10
  %41 = add i64 %40, %39
  %42 = fcmp uge double %0, %1
  %43 = zext i1 %42 to i64
  %44 = mul i64 %41, 10
  %45 = add i64 %44, %43
  %46 = fcmp ult double %0, %1
  %47 = zext i1 %46 to i64
  %48 = mul i64 %45, 10
  %49 = add i64 %48, %47
  %50 = fcmp ule double %0, %1
  %51 = zext i1 %50 to i64
  %52 = mul i64 %49, 10
  %53 = add i64 %52, %51
  %54 = fcmp une double %0, %1
  %55 = zext i1 %54 to i64
  %56 = mul i64 %53, 10
  %57 = add i64 %56, %55
  %58 = fcmp uno double %0, %1
  %59 = zext i1 %58 to i64
  %60 = mul i64 %57, 10
  %61 = add i64 %60, %59
  %62 = fcmp true double %0, %1
  %63 = zext i1 %62 to i64
  %64 = mul i64 %61, 10
  %65 = add i64 %64, %63
  call void @print_i64(i64 %65)
  ret void
}

define void @fcmp_f32(float %0, float %1) {
bb0:
  %2 = fcmp false float %0, %1
  %3 = zext i1 %2 to i64
  %4 = mul i64 1, 10
  %5 = add i64 %4, %3
  %6 = fcmp oeq float %0, %1
  %7 = zext i1 %6 to i64
  %8 = mul i64 %5, 10
  %9 = add i64 %8, %7
  %10 = fcmp ogt float %0, %1
  %11 = zext i1 %10 to i64
  %12 = mul i64 %9, 10
  %13 = add i64 %12, %11
  %14 = fcmp oge float %0, %1
  %15 = zext i1 %14 to i64
  %16 = mul i64 %13, 10
  %17 = add i64 %16, %15
  %18 = fcmp olt float %0, %1
  %19 = zext i1 %18 to i64
  %20 = mul i64 %17, 10
  %21 = add i64 %20, %19
  %22 = fcmp ole float %0, %1
  %23 = zext i1 %22 to i64
  %24 = mul i64 %21, 10
  %25 = add i64 %24, %23
  %26 = fcmp one float %0, %1
  %27 = zext i1 %26 to i64
  %28 = mul i64 %25, 10
  %29 = add i64 %28, %27
  %30 = fcmp ord float %0, %1
  %31 = zext i1 %30 to i64
  %32 = mul i64 %29, 10
  %33 = add i64 %32, %31
  %34 = fcmp ueq float %0, %1
  %35 = zext i1 %34 to i64
  %36 = mul i64 %33, 10
  %37 = add i64 %36, %35
  %38 = fcmp ugt float %0, %1
  %39 = zext i1 %38 to i64
  %40 = mul i64 %37, 10
  %41 = add i64 %40, %39
  %42 = fcmp uge float %0, %1
  %43 = zext i1 %42 to i64
  %44 = mul i64 %41, 10
  %45 = add i64 %44, %43
  %46 = fcmp ult float %0, %1
  %47 = zext i1 %46 to i64
  %48 = mul i64 %45, 10
  %49 = add i64 %48, %47
  %50 = fcmp ule float %0, %1
  %51 = zext i1 %50 to i64
  %52 = mul i64 %49, 10
  %53 = add i64 %52, %51
  %54 = fcmp une float %0, %1
  %55 = zext i1 %54 to i64
  %56 = mul i64 %53, 10
  %57 = add i64 %56, %55
  %58 = fcmp uno float %0, %1
  %59 = zext i1 %58 to i64
  %60 = mul i64 %57, 10
  %61 = add i64 %60, %59
  %62 = fcmp true float %0, %1
  %63 = zext i1 %62 to i64
  %64 = mul i64 %61, 10
  %65 = add i64 %64, %63
  call void @print_i64(i64 %65)
  ret void
}

define void @ops_f32(float %0, float %1) {
bb0:
  %2 = fadd float %0, %1
  call void @print_f32(float %2)
  %3 = fsub float %0, %1
  call void @print_f32(float %3)
  %4 = fmul float %0, %1
  call void @print_f32(float %4)
  %5 = fdiv float %0, %1
  call void @print_f32(float %5)
  %6 = frem float %0, %1
  call void @print_f32(float %6)
  %7 = fneg float %0
  call void @print_f32(float %7)
  ret void
}

define void @ops_f64(double %0, double %1) {
bb0:
  %2 = fadd double %0, %1
  call void @print_f64(double %2)
  %3 = fsub double %0, %1
  call void @print_f64(double %3)
  %4 = fmul double %0, %1
  call void @print_f64(double %4)
  %5 = fdiv double %0, %1
  call void @print_f64(double %5)
  %6 = frem double %0, %1
  call void @print_f64(double %6)
  %7 = fneg double %0
  call void @print_f64(double %7)
  ret void
}

define void @sel(i1 %0, i32 %1, i32 %2, double %3, double %4) {
bb0:
  %5 = select i1 %0, i32 %1, i32 %2
  %6 = sext i32 %5 to i64
  call void @print_i64(i64 %6)
  %7 = select i1 %0, double %3, double %4
  call void @print_f64(double %7)
  ret void
}

define i32 @main() {
bb0:
  call void @ops_i8(i8 100, i8 7, i8 3)
  call void @ops_i8(i8 -100, i8 7, i8 1)
  call void @ops_i8(i8 -128, i8 3, i8 7)
  call void @ops_i8(i8 -7, i8 -100, i8 5)
  call void @ops_i8(i8 127, i8 -2, i8 4)
  call void @ops_i32(i32 1000000, i32 37, i32 4)
  call void @ops_i32(i32 -1000000, i32 37, i32 31)
  call void @ops_i32(i32 -2147483648, i32 3, i32 1)
  call void @ops_i32(i32 2147483647, i32 -5, i32 16)
  call void @ops_i32(i32 -17, i32 5, i32 0)
  call void @ops_i64(i64 123456789012345, i64 1000, i64 8)
  call void @ops_i64(i64 -123456789012345, i64 -1000, i64 63)
  call void @ops_i64(i64 -9223372036854775808, i64 7, i64 62)
  call void @ops_i64(i64 9223372036854775807, i64 2, i64 1)
  call void @ops_i64(i64 -1, i64 -1, i64 40)
  call void @icmp_i32(i32 1, i32 2)
  call void @icmp_i32(i32 2, i32 2)
  call void @icmp_i32(i32 -1, i32 1)
  call void @icmp_i32(i32 2147483647, i32 -2147483648)
  call void @icmp_i32(i32 0, i32 -1)
  call void @icmp_i8(i8 -128, i8 127)
  call void @icmp_i8(i8 5, i8 5)
  call void @icmp_i8(i8 -56, i8 100)
  %0 = fdiv double 0.0, 0.0
  %1 = fdiv double 1.0, 0.0
  %2 = fneg double %1
  %3 = fdiv float 0.0, 0.0
  %4 = fdiv float 1.0, 0.0
  %5 = fneg float %4
  call void @fcmp_f64(double 1.0, double 2.0)
  call void @fcmp_f64(double 2.0, double 2.0)
  call void @fcmp_f64(double %0, double 1.0)
  call void @fcmp_f64(double -0.0, double 0.0)
  call void @fcmp_f64(double %1, double %2)
  call void @fcmp_f64(double %0, double %0)
  call void @fcmp_f32(float 1.0, float 2.0)
  call void @fcmp_f32(float 2.0, float 2.0)
  call void @fcmp_f32(float %3, float 1.0)
  call void @fcmp_f32(float -0.0, float 0.0)
  call void @fcmp_f32(float %4, float %5)
  call void @fcmp_f32(float %3, float %3)
  call void @ops_f32(float 7.5, float 2.0)
  call void @ops_f32(float -1.0, float 3.0)
  call void @ops_f32(float 1.0000000150474662e30, float 10000000000.0)
  call void @ops_f32(float 0.10000000149011612, float 0.20000000298023224)
  call void @ops_f64(double 7.5, double 2.0)
  call void @ops_f64(double -1.0, double 3.0)
  call void @ops_f64(double 1.0e300, double 1.0e-10)
  call void @ops_f64(double 0.1, double 0.2)
  %6 = icmp ne i1 true, true
  call void @sel(i1 true, i32 11, i32 -22, double 1.5, double -2.5)
  call void @sel(i1 %6, i32 11, i32 -22, double 1.5, double -2.5)
  ret i32 0
}
