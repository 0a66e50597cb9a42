; ModuleID = 'f128_scalar.mlir'
source_filename = "f128_scalar.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @show(fp128 %0) {
bb0:
  %1 = bitcast fp128 %0 to i128
  %2 = lshr i128 %1, 64
  %3 = trunc i128 %2 to i64
  %4 = trunc i128 %1 to i64
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define fp128 @poly(fp128 %0, x86_fp80 %1) {
bb0:
  %2 = fmul fp128 %0, %0
  %3 = fmul fp128 %2, 0xL00000000000000003FFE000000000000
  %4 = fadd fp128 %3, 0xL0000000000000000C000800000000000
  %5 = fpext x86_fp80 %1 to fp128
  %6 = fdiv fp128 %4, %5
  %7 = bitcast fp128 %6 to i128
  %8 = bitcast fp128 0xL0000000000000000C000800000000000 to i128
  %9 = and i128 %7, %8
  %10 = bitcast i128 %9 to fp128
  %11 = fcmp olt fp128 %6, 0xL0000000000000000C000800000000000
  %12 = select i1 %11, fp128 0xL0000000000000000C000800000000000, fp128 %10
  %13 = fcmp ogt fp128 %6, 0xL0000000000000000C000800000000000
  %14 = select i1 %13, fp128 %6, fp128 %12
  %15 = fcmp uno fp128 %6, 0xL0000000000000000C000800000000000
  %16 = fadd fp128 %6, 0xL0000000000000000C000800000000000
  %17 = select i1 %15, fp128 %16, fp128 %14
  ret fp128 %17
}

define void @main() {
bb0:
  %0 = call fp128 @poly(fp128 0xL00000000000000003FFF400000000000, x86_fp80 0xK4001E000000000000000)
  call void @show(fp128 %0)
  %1 = fptrunc fp128 %0 to double
  call void @print_f64(double %1)
  %2 = fptosi fp128 %0 to i64
  call void @print_i64(i64 %2)
  %3 = call fp128 @poly(fp128 0xL00000000000000004032550F7DCA7000, x86_fp80 0xK4001E000000000000000)
  call void @show(fp128 %3)
  ret void
}
