; ModuleID = 'atomicrmw.mlir'
source_filename = "atomicrmw.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @main() {
bb0:
  %0 = alloca i32
  %1 = alloca i64
  %2 = alloca double
  store i32 12, i32* %0
  %3 = atomicrmw or i32* %0, i32 -3 acq_rel
  %4 = atomicrmw and i32* %0, i32 10 acq_rel
  %5 = atomicrmw add i32* %0, i32 12 acq_rel
  %6 = atomicrmw max i32* %0, i32 -3 acq_rel
  %7 = atomicrmw umax i32* %0, i32 -3 acq_rel
  %8 = atomicrmw min i32* %0, i32 10 acq_rel
  %9 = atomicrmw umin i32* %0, i32 12 acq_rel
  %10 = atomicrmw xchg i32* %0, i32 -3 acq_rel
  %11 = load i32, i32* %0
  %12 = sext i32 %3 to i64
  call void @print_i64(i64 %12)
  %13 = sext i32 %4 to i64
  call void @print_i64(i64 %13)
  %14 = sext i32 %5 to i64
  call void @print_i64(i64 %14)
  %15 = sext i32 %6 to i64
  call void @print_i64(i64 %15)
  %16 = sext i32 %7 to i64
  call void @print_i64(i64 %16)
  %17 = sext i32 %8 to i64
  call void @print_i64(i64 %17)
  %18 = sext i32 %9 to i64
  call void @print_i64(i64 %18)
  %19 = sext i32 %10 to i64
  call void @print_i64(i64 %19)
  %20 = sext i32 %11 to i64
  call void @print_i64(i64 %20)
  store i64 5000000000, i64* %1
  %21 = atomicrmw add i64* %1, i64 5000000000 acq_rel
  %22 = load i64, i64* %1
  call void @print_i64(i64 %21)
  call void @print_i64(i64 %22)
  store double 0.75, double* %2
  %23 = atomicrmw fadd double* %2, double 0.75 acq_rel
  %24 = load double, double* %2
  call void @print_f64(double %23)
  call void @print_f64(double %24)
  ret i32 0
}
