; ModuleID = 'mixed_cross_calls.mlir'
source_filename = "mixed_cross_calls.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i64 @l_inc(i64 %0) {
bb0:
  %1 = add i64 %0, 1
  ret i64 %1
}

define i64 @s_neg(i64 %0) {
bb0:
  %1 = sub i64 0, %0
  ret i64 %1
}

define double @s_half(double %0) {
bb0:
  %1 = fmul double %0, 0.5
  ret double %1
}

define i64 @std_caller(i64 %0) {
bb0:
  %1 = call i64 @l_inc(i64 %0)
  %2 = sitofp i64 %1 to double
  call void @print_f64(double %2)
  ret i64 %1
}

define i64 @llvm_caller(i64 %0) {
bb0:
  %1 = call i64 @s_neg(i64 %0)
  call void @print_i64(i64 %1)
  %2 = sitofp i64 %1 to double
  %3 = call double @s_half(double %2)
  call void @print_f64(double %3)
  ret i64 %1
}

define i64 @std_fnvalue(i64 %0) {
bb0:
  %1 = call i64 @l_inc(i64 %0)
  ret i64 %1
}

define i64 @llvm_fnptr(i64 %0) {
bb0:
  %1 = call i64 @s_neg(i64 %0)
  ret i64 %1
}

define i32 @main() {
bb0:
  %0 = call i64 @std_caller(i64 41)
  call void @print_i64(i64 %0)
  %1 = call i64 @llvm_caller(i64 %0)
  %2 = call i64 @std_fnvalue(i64 %1)
  call void @print_i64(i64 %2)
  %3 = call i64 @llvm_fnptr(i64 %2)
  call void @print_i64(i64 %3)
  ret i32 0
}
