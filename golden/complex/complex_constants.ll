; ModuleID = 'complex_constants.mlir'
source_filename = "complex_constants.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @pc32({ float, float } %0) {
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

define { double, double } @mul64({ double, double } %0, { double, double } %1) {
bb0:
  %2 = extractvalue { double, double } %0, 0
  %3 = extractvalue { double, double } %0, 1
  %4 = extractvalue { double, double } %1, 0
  %5 = extractvalue { double, double } %1, 1
  %6 = fmul double %2, %4
  %7 = fmul double %3, %5
  %8 = fsub double %6, %7
  %9 = fmul double %3, %4
  %10 = fmul double %2, %5
  %11 = fadd double %9, %10
  %12 = insertvalue { double, double } undef, double %8, 0
  %13 = insertvalue { double, double } %12, double %11, 1
  ret { double, double } %13
}

define i32 @main() {
bb0:
  %0 = insertvalue { float, float } undef, float 1.5, 0
  %1 = insertvalue { float, float } %0, float -2.0, 1
  call void @pc32({ float, float } %1)
  %2 = insertvalue { float, float } undef, float 0.10000000149011612, 0
  %3 = insertvalue { float, float } %2, float -0.0, 1
  %4 = extractvalue { float, float } %1, 0
  %5 = extractvalue { float, float } %1, 1
  %6 = extractvalue { float, float } %3, 0
  %7 = extractvalue { float, float } %3, 1
  %8 = fadd float %4, %6
  %9 = fadd float %5, %7
  %10 = insertvalue { float, float } undef, float %8, 0
  %11 = insertvalue { float, float } %10, float %9, 1
  call void @pc32({ float, float } %11)
  call void @pc32({ float, float } %3)
  %12 = insertvalue { double, double } undef, double 0.0, 0
  %13 = insertvalue { double, double } %12, double 1.0, 1
  %14 = call { double, double } @mul64({ double, double } %13, { double, double } %13)
  call void @pc64({ double, double } %14)
  %15 = insertvalue { double, double } undef, double 0.1, 0
  %16 = insertvalue { double, double } %15, double 1.0e300, 1
  call void @pc64({ double, double } %16)
  ret i32 0
}
