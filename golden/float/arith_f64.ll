; ModuleID = 'arith_f64.mlir'
source_filename = "arith_f64.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

define void @ops(double %0, double %1) {
bb0:
  %2 = fadd double %0, %1
  %3 = fsub double %0, %1
  %4 = fmul double %0, %1
  %5 = fdiv double %0, %1
  %6 = frem double %0, %1
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  call void @print_f64(double %5)
  call void @print_f64(double %6)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(double 7.5, double 2.0)
  call void @ops(double -7.5, double 2.0)
  call void @ops(double 0.1, double 0.2)
  call void @ops(double -0.0, double 0.0)
  call void @ops(double -0.0, double -0.0)
  call void @ops(double 0x7FF0000000000000, double 2.0)
  call void @ops(double 0x7FF0000000000000, double 0xFFF0000000000000)
  call void @ops(double 1.0, double 0.0)
  call void @ops(double -1.0, double 0.0)
  call void @ops(double 5.0, double 0x7FF0000000000000)
  call void @ops(double 0x7FF8000000000000, double 1.0)
  call void @ops(double 1.0e308, double 10.0)
  call void @ops(double 5.0, double -3.0)
  call void @ops(double 1.0, double 3.0)
  %0 = fadd double 0.1, 0.2
  %1 = fdiv double 1.0, 0.0
  %2 = frem double -7.5, 2.0
  %3 = fmul double -0.0, 5.0
  %4 = fsub double 0x7FF0000000000000, 0x7FF0000000000000
  call void @print_f64(double %0)
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret i32 0
}
