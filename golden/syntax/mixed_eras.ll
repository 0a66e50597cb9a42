; ModuleID = 'mixed_eras.mlir'
source_filename = "mixed_eras.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @divs(i32 %0, i32 %1) {
bb0:
  %2 = sdiv i32 %0, %1
  %3 = sdiv i32 %0, %1
  %4 = sdiv i32 %0, %1
  %5 = sdiv i32 %0, %1
  %6 = sdiv i32 %0, %1
  %7 = add i32 %2, %3
  %8 = add i32 %7, %4
  %9 = add i32 %8, %5
  %10 = add i32 %9, %6
  ret i32 %10
}

define i64 @rems(i64 %0, i64 %1) {
bb0:
  %2 = urem i64 %0, %1
  %3 = urem i64 %0, %1
  %4 = urem i64 %0, %1
  %5 = srem i64 %0, %1
  %6 = add i64 %2, %3
  %7 = add i64 %6, %4
  %8 = add i64 %7, %5
  ret i64 %8
}

define i32 @sle5(i32 %0, i32 %1) {
bb0:
  %2 = icmp sle i32 %0, %1
  %3 = icmp sle i32 %0, %1
  %4 = icmp sle i32 %0, %1
  %5 = icmp sle i32 %0, %1
  %6 = icmp sle i32 %0, %1
  %7 = zext i1 %2 to i32
  %8 = zext i1 %3 to i32
  %9 = zext i1 %4 to i32
  %10 = zext i1 %5 to i32
  %11 = zext i1 %6 to i32
  %12 = add i32 %7, %8
  %13 = add i32 %12, %9
  %14 = add i32 %13, %10
  %15 = add i32 %14, %11
  ret i32 %15
}

define void @fl(double %0, double %1) {
bb0:
  %2 = call double @llvm.sqrt.f64(double %0)
  %3 = call double @llvm.sqrt.f64(double %0)
  %4 = fadd double %2, %3
  call void @print_f64(double %4)
  br label %bb1

bb1:
  %5 = phi double [ %4, %bb0 ]
  %6 = call double @llvm.exp.f64(double 0.0)
  br label %bb2

bb2:
  %7 = phi double [ %6, %bb1 ]
  call void @print_f64(double %7)
  %8 = call double @llvm.copysign.f64(double %5, double %1)
  %9 = call double @llvm.copysign.f64(double %8, double %0)
  %10 = fcmp olt double %8, 0.0
  br i1 %10, label %bb5, label %bb3

bb3:
  br i1 %10, label %bb6, label %bb4

bb4:
  br label %bb6

bb5:
  %11 = phi double [ %8, %bb2 ]
  call void @print_f64(double %11)
  br label %bb6

bb6:
  %12 = phi double [ %8, %bb3 ], [ %9, %bb4 ], [ %9, %bb5 ]
  call void @print_f64(double %12)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i32 @divs(i32 100, i32 7)
  call void @print_i32(i32 %0)
  %1 = call i32 @divs(i32 100, i32 -7)
  call void @print_i32(i32 %1)
  %2 = call i64 @rems(i64 -10, i64 3)
  call void @print_i64(i64 %2)
  %3 = call i32 @sle5(i32 -7, i32 7)
  call void @print_i32(i32 %3)
  %4 = call i32 @sle5(i32 100, i32 7)
  call void @print_i32(i32 %4)
  call void @fl(double 2.25, double -1.0)
  call void @fl(double 2.25, double 1.0)
  ret i32 0
}

declare double @llvm.sqrt.f64(double)

declare double @llvm.exp.f64(double)

declare double @llvm.copysign.f64(double, double)
