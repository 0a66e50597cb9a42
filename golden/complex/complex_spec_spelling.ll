; ModuleID = 'complex_spec_spelling.mlir'
source_filename = "complex_spec_spelling.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @pc({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = extractvalue { float, float } %0, 0
  %4 = extractvalue { float, float } %0, 1
  call void @print_f32(float %1)
  call void @print_f32(float %4)
  ret void
}

define void @pc64({ double, double } %0) {
bb0:
  %1 = extractvalue { double, double } %0, 0
  %2 = extractvalue { double, double } %0, 1
  %3 = extractvalue { double, double } %0, 0
  %4 = extractvalue { double, double } %0, 1
  call void @print_f64(double %1)
  call void @print_f64(double %4)
  ret void
}

define { float, float } @make(float %0, float %1) {
bb0:
  %2 = insertvalue { float, float } undef, float %0, 0
  %3 = insertvalue { float, float } %2, float %1, 1
  ret { float, float } %3
}

define void @ops({ float, float } %0, { float, float } %1) {
bb0:
  %2 = extractvalue { float, float } %0, 0
  %3 = extractvalue { float, float } %0, 1
  %4 = extractvalue { float, float } %1, 0
  %5 = extractvalue { float, float } %1, 1
  %6 = fadd float %2, %4
  %7 = fadd float %3, %5
  %8 = insertvalue { float, float } undef, float %6, 0
  %9 = insertvalue { float, float } %8, float %7, 1
  call void @pc({ float, float } %9)
  %10 = extractvalue { float, float } %0, 0
  %11 = extractvalue { float, float } %0, 1
  %12 = extractvalue { float, float } %1, 0
  %13 = extractvalue { float, float } %1, 1
  %14 = fsub float %10, %12
  %15 = fsub float %11, %13
  %16 = insertvalue { float, float } undef, float %14, 0
  %17 = insertvalue { float, float } %16, float %15, 1
  call void @pc({ float, float } %17)
  %18 = extractvalue { float, float } %0, 0
  %19 = extractvalue { float, float } %0, 1
  %20 = extractvalue { float, float } %1, 0
  %21 = extractvalue { float, float } %1, 1
  %22 = fmul float %18, %20
  %23 = fmul float %19, %21
  %24 = fsub float %22, %23
  %25 = fmul float %19, %20
  %26 = fmul float %18, %21
  %27 = fadd float %25, %26
  %28 = insertvalue { float, float } undef, float %24, 0
  %29 = insertvalue { float, float } %28, float %27, 1
  call void @pc({ float, float } %29)
  %30 = extractvalue { float, float } %1, 0
  %31 = extractvalue { float, float } %1, 1
  %32 = extractvalue { float, float } %0, 0
  %33 = extractvalue { float, float } %0, 1
  %34 = fsub float %30, %32
  %35 = fsub float %31, %33
  %36 = insertvalue { float, float } undef, float %34, 0
  %37 = insertvalue { float, float } %36, float %35, 1
  call void @pc({ float, float } %37)
  ret void
}

define { double, double } @series(i32 %0) {
bb0:
  %1 = insertvalue { double, double } undef, double 0.0, 0
  %2 = insertvalue { double, double } %1, double 0.0, 1
  br label %bb1

bb1:
  %3 = phi i32 [ 0, %bb0 ], [ %17, %bb3 ]
  %4 = phi { double, double } [ %2, %bb0 ], [ %16, %bb3 ]
  %5 = icmp slt i32 %3, %0
  br i1 %5, label %bb3, label %bb2

bb2:
  ret { double, double } %4

bb3:
  %6 = sitofp i32 %3 to double
  %7 = insertvalue { double, double } undef, double %6, 0
  %8 = insertvalue { double, double } %7, double 0.5, 1
  %9 = extractvalue { double, double } %4, 0
  %10 = extractvalue { double, double } %4, 1
  %11 = extractvalue { double, double } %8, 0
  %12 = extractvalue { double, double } %8, 1
  %13 = fadd double %9, %11
  %14 = fadd double %10, %12
  %15 = insertvalue { double, double } undef, double %13, 0
  %16 = insertvalue { double, double } %15, double %14, 1
  %17 = add i32 %3, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = call { float, float } @make(float 1.0, float 2.0)
  %1 = call { float, float } @make(float -0.5, float 0.25)
  call void @ops({ float, float } %0, { float, float } %1)
  %2 = call { float, float } @make(float 0.10000000149011612, float 0.10000000149011612)
  call void @ops({ float, float } %2, { float, float } %2)
  %3 = call { double, double } @series(i32 10)
  call void @pc64({ double, double } %3)
  ret i32 0
}
