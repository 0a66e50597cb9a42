; ModuleID = 'spec_spelling.mlir'
source_filename = "spec_spelling.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_u64(i64)

declare void @print_f64(double)

define void @intops(i64 %0, i64 %1) {
bb0:
  %2 = sdiv i64 %0, %1
  %3 = udiv i64 %0, %1
  %4 = srem i64 %0, %1
  %5 = urem i64 %0, %1
  call void @print_i64(i64 %2)
  call void @print_u64(i64 %3)
  call void @print_i64(i64 %4)
  call void @print_u64(i64 %5)
  %6 = icmp slt i64 %0, %1
  %7 = icmp ult i64 %0, %1
  %8 = icmp sge i64 %0, %1
  %9 = icmp ne i64 %0, %1
  %10 = zext i1 %6 to i32
  %11 = zext i1 %7 to i32
  %12 = zext i1 %8 to i32
  %13 = zext i1 %9 to i32
  call void @print_i32(i32 %10)
  call void @print_i32(i32 %11)
  call void @print_i32(i32 %12)
  call void @print_i32(i32 %13)
  ret void
}

define void @intops32(i32 %0, i32 %1) {
bb0:
  %2 = sdiv i32 %0, %1
  %3 = udiv i32 %0, %1
  %4 = srem i32 %0, %1
  %5 = urem i32 %0, %1
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  ret void
}

define void @fops(double %0) {
bb0:
  %1 = call double @llvm.sqrt.f64(double %0)
  %2 = call double @llvm.exp.f64(double %0)
  %3 = call double @llvm.cos.f64(double %0)
  %4 = call double @tanh(double %0)
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define i32 @main() {
bb0:
  call void @intops(i64 -7, i64 2)
  call void @intops(i64 7, i64 -2)
  call void @intops(i64 100, i64 7)
  call void @intops32(i32 -100, i32 7)
  call void @fops(double 0.0)
  call void @fops(double 4.0)
  ret i32 0
}

declare double @llvm.sqrt.f64(double)

declare double @llvm.exp.f64(double)

declare double @llvm.cos.f64(double)

declare double @tanh(double)
