; ModuleID = 'complex_f64.mlir'
source_filename = "complex_f64.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

declare void @print_i32(i32)

define void @pc({ double, double } %0) {
bb0:
  %1 = extractvalue { double, double } %0, 0
  %2 = extractvalue { double, double } %0, 1
  %3 = extractvalue { double, double } %0, 0
  %4 = extractvalue { double, double } %0, 1
  call void @print_f64(double %1)
  call void @print_f64(double %4)
  ret void
}

define { double, double } @make(double %0, double %1) {
bb0:
  %2 = insertvalue { double, double } undef, double %0, 0
  %3 = insertvalue { double, double } %2, double %1, 1
  ret { double, double } %3
}

define void @arith({ double, double } %0, { double, double } %1) {
bb0:
  %2 = extractvalue { double, double } %0, 0
  %3 = extractvalue { double, double } %0, 1
  %4 = extractvalue { double, double } %1, 0
  %5 = extractvalue { double, double } %1, 1
  %6 = fadd double %2, %4
  %7 = fadd double %3, %5
  %8 = insertvalue { double, double } undef, double %6, 0
  %9 = insertvalue { double, double } %8, double %7, 1
  call void @pc({ double, double } %9)
  %10 = extractvalue { double, double } %0, 0
  %11 = extractvalue { double, double } %0, 1
  %12 = extractvalue { double, double } %1, 0
  %13 = extractvalue { double, double } %1, 1
  %14 = fsub double %10, %12
  %15 = fsub double %11, %13
  %16 = insertvalue { double, double } undef, double %14, 0
  %17 = insertvalue { double, double } %16, double %15, 1
  call void @pc({ double, double } %17)
  %18 = extractvalue { double, double } %0, 0
  %19 = extractvalue { double, double } %0, 1
  %20 = extractvalue { double, double } %1, 0
  %21 = extractvalue { double, double } %1, 1
  %22 = fmul double %18, %20
  %23 = fmul double %19, %21
  %24 = fmul double %18, %21
  %25 = fmul double %19, %20
  %26 = fsub double %22, %23
  %27 = fadd double %24, %25
  %28 = insertvalue { double, double } undef, double %26, 0
  %29 = insertvalue { double, double } %28, double %27, 1
  call void @pc({ double, double } %29)
  %30 = extractvalue { double, double } %0, 0
  %31 = extractvalue { double, double } %0, 1
  %32 = fmul double %30, %30
  %33 = fmul double %31, %31
  %34 = fadd double %32, %33
  %35 = call double @llvm.sqrt.f64(double %34)
  call void @print_f64(double %35)
  %36 = extractvalue { double, double } %1, 0
  %37 = extractvalue { double, double } %1, 1
  %38 = fmul double %36, %36
  %39 = fmul double %37, %37
  %40 = fadd double %38, %39
  %41 = call double @llvm.sqrt.f64(double %40)
  call void @print_f64(double %41)
  ret void
}

define { i32, { double, double } } @mandel({ double, double } %0) {
bb0:
  %1 = insertvalue { double, double } undef, double 0.0, 0
  %2 = insertvalue { double, double } %1, double 0.0, 1
  br label %bb1

bb1:
  %3 = phi i32 [ 0, %bb0 ], [ %33, %bb3 ]
  %4 = phi { double, double } [ %2, %bb0 ], [ %32, %bb3 ]
  %5 = icmp slt i32 %3, 100
  br i1 %5, label %bb2, label %bb4

bb2:
  %6 = extractvalue { double, double } %4, 0
  %7 = extractvalue { double, double } %4, 1
  %8 = fmul double %6, %6
  %9 = fmul double %7, %7
  %10 = fadd double %8, %9
  %11 = call double @llvm.sqrt.f64(double %10)
  %12 = fcmp ogt double %11, 2.0
  br i1 %12, label %bb4, label %bb3

bb3:
  %13 = extractvalue { double, double } %4, 0
  %14 = extractvalue { double, double } %4, 1
  %15 = extractvalue { double, double } %4, 0
  %16 = extractvalue { double, double } %4, 1
  %17 = fmul double %13, %15
  %18 = fmul double %14, %16
  %19 = fmul double %13, %16
  %20 = fmul double %14, %15
  %21 = fsub double %17, %18
  %22 = fadd double %19, %20
  %23 = insertvalue { double, double } undef, double %21, 0
  %24 = insertvalue { double, double } %23, double %22, 1
  %25 = extractvalue { double, double } %24, 0
  %26 = extractvalue { double, double } %24, 1
  %27 = extractvalue { double, double } %0, 0
  %28 = extractvalue { double, double } %0, 1
  %29 = fadd double %25, %27
  %30 = fadd double %26, %28
  %31 = insertvalue { double, double } undef, double %29, 0
  %32 = insertvalue { double, double } %31, double %30, 1
  %33 = add i32 %3, 1
  br label %bb1

bb4:
  %34 = phi i32 [ %3, %bb1 ], [ %3, %bb2 ]
  %35 = phi { double, double } [ %4, %bb1 ], [ %4, %bb2 ]
  %36 = insertvalue { i32, { double, double } } undef, i32 %34, 0
  %37 = insertvalue { i32, { double, double } } %36, { double, double } %35, 1
  ret { i32, { double, double } } %37
}

define void @run(double %0, double %1) {
bb0:
  %2 = call { double, double } @make(double %0, double %1)
  %3 = call { i32, { double, double } } @mandel({ double, double } %2)
  %4 = extractvalue { i32, { double, double } } %3, 0
  %5 = extractvalue { i32, { double, double } } %3, 1
  call void @print_i32(i32 %4)
  call void @pc({ double, double } %5)
  ret void
}

define i32 @main() {
bb0:
  %0 = call { double, double } @make(double 0.1, double -0.7)
  %1 = call { double, double } @make(double 1.0e150, double 3.0e-200)
  call void @arith({ double, double } %0, { double, double } %1)
  %2 = call { double, double } @make(double 5.0, double -12.0)
  %3 = call { double, double } @make(double 0.5, double 0.25)
  call void @arith({ double, double } %2, { double, double } %3)
  call void @run(double 0.0, double 0.0)
  call void @run(double 1.0, double 0.0)
  call void @run(double -1.0, double 0.0)
  call void @run(double -2.0, double 0.0)
  call void @run(double 2.0, double 2.0)
  call void @run(double -0.75, double 0.1)
  call void @run(double 0.26, double 0.0)
  call void @run(double 0.3, double 0.5)
  call void @run(double -0.1, double 0.651)
  ret i32 0
}

declare double @llvm.sqrt.f64(double)
