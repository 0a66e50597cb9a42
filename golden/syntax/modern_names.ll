; ModuleID = 'modern_names.mlir'
source_filename = "modern_names.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_f64(double)

define void @intops(i32 %0, i32 %1) {
bb0:
  %2 = add i32 %0, %1
  %3 = sub i32 %0, %1
  %4 = mul i32 %0, %1
  %5 = sdiv i32 %0, %1
  %6 = udiv i32 %0, %1
  %7 = srem i32 %0, %1
  %8 = urem i32 %0, %1
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  call void @print_i32(i32 %6)
  call void @print_i32(i32 %7)
  call void @print_i32(i32 %8)
  %9 = and i32 %0, %1
  %10 = or i32 %0, %1
  %11 = xor i32 %0, %1
  call void @print_i32(i32 %9)
  call void @print_i32(i32 %10)
  call void @print_i32(i32 %11)
  ret void
}

define { i32, i32 } @max2(i32 %0, i32 %1) {
bb0:
  %2 = icmp slt i32 %0, %1
  %3 = select i1 %2, i32 %1, i32 %0
  br i1 %2, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %4 = phi i32 [ %1, %bb0 ], [ %0, %bb1 ]
  br label %bb3

bb3:
  %5 = insertvalue { i32, i32 } undef, i32 %3, 0
  %6 = insertvalue { i32, i32 } %5, i32 %4, 1
  ret { i32, i32 } %6
}

define i32 @bytes(i32 %0) {
bb0:
  %1 = trunc i32 %0 to i8
  %2 = sext i8 %1 to i32
  %3 = zext i8 %1 to i32
  %4 = add i32 %2, %3
  ret i32 %4
}

define void @fl(double %0, double %1, i32 %2) {
bb0:
  %3 = fmul double %0, %1
  %4 = fadd double %3, 1.0
  %5 = fdiv double %4, 2.0
  call void @print_f64(double %5)
  %6 = sitofp i32 %2 to double
  %7 = fadd double %6, 0.25
  %8 = call double @llvm.sqrt.f64(double %7)
  call void @print_f64(double %8)
  %9 = fcmp ogt double %0, %1
  %10 = zext i1 %9 to i32
  call void @print_i32(i32 %10)
  ret void
}

define i32 @main() {
bb0:
  call void @intops(i32 42, i32 -5)
  %0 = call { i32, i32 } @max2(i32 42, i32 -5)
  %1 = extractvalue { i32, i32 } %0, 0
  %2 = extractvalue { i32, i32 } %0, 1
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  %3 = call { i32, i32 } @max2(i32 -5, i32 42)
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  call void @print_i32(i32 %5)
  %6 = call i32 @bytes(i32 384)
  call void @print_i32(i32 %6)
  %7 = call i32 @bytes(i32 127)
  call void @print_i32(i32 %7)
  call void @fl(double 2.5, double -3.0, i32 6)
  ret i32 0
}

declare double @llvm.sqrt.f64(double)
