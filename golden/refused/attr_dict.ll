; ModuleID = 'attr_dict.mlir'
source_filename = "attr_dict.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i64 @twice(i64 %0) {
bb0:
  %1 = add i64 %0, %0
  ret i64 %1
}

define void @main() {
bb0:
  %0 = call i64 @twice(i64 21)
  %1 = call i64 @twice(i64 %0)
  call void @print_i64(i64 %1)
  %2 = sub i64 21, %1
  %3 = icmp slt i64 %2, 21
  %4 = select i1 %3, i64 %2, i64 21
  call void @print_i64(i64 %4)
  %5 = sitofp i64 %4 to double
  %6 = fmul fast double %5, %5
  %7 = call double @llvm.sqrt.f64(double %6)
  call void @print_f64(double %7)
  ret void
}

declare double @llvm.sqrt.f64(double)
