; ModuleID = 'generic_ops.mlir'
source_filename = "generic_ops.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_f64(double)

define i32 @add(i32 %0, i32 %1) {
bb0:
  %2 = add i32 %0, %1
  ret i32 %2
}

define i32 @max(i32 %0, i32 %1) {
bb0:
  %2 = icmp slt i32 %0, %1
  br i1 %2, label %bb2, label %bb1

bb1:
  br label %bb3

bb2:
  br label %bb3

bb3:
  %3 = phi i32 [ %0, %bb1 ], [ %1, %bb2 ]
  ret i32 %3
}

define i32 @sum(i32 %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i32 [ 1, %bb0 ], [ %7, %bb2 ]
  %2 = phi i32 [ 0, %bb0 ], [ %6, %bb2 ]
  %3 = icmp sgt i32 %1, %0
  br i1 %3, label %bb3, label %bb2

bb2:
  %4 = phi i32 [ %1, %bb1 ]
  %5 = phi i32 [ %2, %bb1 ]
  %6 = add i32 %5, %4
  %7 = add i32 %4, 1
  br label %bb1

bb3:
  %8 = phi i32 [ %2, %bb1 ]
  br label %bb4

bb4:
  ret i32 %8
}

define void @fl(double %0, double %1, double %2, i32 %3) {
bb0:
  %4 = fmul double %0, %1
  %5 = fadd double %4, 2.5
  %6 = fdiv double %5, %2
  call void @print_f64(double %6)
  %7 = fcmp olt double %0, %1
  %8 = select i1 %7, double %0, double %1
  call void @print_f64(double %8)
  %9 = call double @llvm.sqrt.f64(double %2)
  call void @print_f64(double %9)
  %10 = sitofp i32 %3 to double
  %11 = fneg double %10
  call void @print_f64(double %11)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i32 @add(i32 40, i32 2)
  call void @print_i32(i32 %0)
  %1 = call i32 @max(i32 -7, i32 2)
  call void @print_i32(i32 %1)
  %2 = call i32 @max(i32 40, i32 -7)
  call void @print_i32(i32 %2)
  %3 = call i32 @sum(i32 10)
  call void @print_i32(i32 %3)
  %4 = sub i32 40, 2
  %5 = mul i32 %4, -7
  call void @print_i32(i32 %5)
  %6 = zext i1 true to i32
  call void @print_i32(i32 %6)
  call void @fl(double 1.5, double -3.0, double 16.0, i32 -7)
  ret i32 0
}

declare double @llvm.sqrt.f64(double)
