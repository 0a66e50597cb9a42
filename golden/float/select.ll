; ModuleID = 'select.mlir'
source_filename = "select.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @sel64(i1 %0, double %1, double %2) {
bb0:
  %3 = select i1 %0, double %1, double %2
  call void @print_f64(double %3)
  ret void
}

define void @sel32_by_int(i32 %0, float %1, float %2) {
bb0:
  %3 = icmp ne i32 %0, 0
  %4 = select i1 %3, float %1, float %2
  call void @print_f32(float %4)
  ret void
}

define double @min64(double %0, double %1) {
bb0:
  %2 = fcmp olt double %0, %1
  %3 = select i1 %2, double %0, double %1
  ret double %3
}

define float @max32(float %0, float %1) {
bb0:
  %2 = fcmp ugt float %0, %1
  %3 = select i1 %2, float %0, float %1
  ret float %3
}

define i32 @main() {
bb0:
  call void @sel64(i1 true, double 1.5, double -2.25)
  call void @sel64(i1 false, double 1.5, double -2.25)
  call void @sel64(i1 true, double -0.0, double 0.0)
  call void @sel64(i1 false, double -0.0, double 0.0)
  call void @sel64(i1 true, double 0x7FF8000000000000, double 1.5)
  call void @sel32_by_int(i32 7, float 3.25, float 0xFFF0000000000000)
  call void @sel32_by_int(i32 0, float 3.25, float 0xFFF0000000000000)
  call void @sel32_by_int(i32 -1, float 0xFFF0000000000000, float 3.25)
  %0 = call double @min64(double 1.5, double -2.25)
  %1 = call double @min64(double -2.25, double 1.5)
  %2 = call double @min64(double 0x7FF8000000000000, double 1.5)
  %3 = call double @min64(double 1.5, double 0x7FF8000000000000)
  %4 = call double @min64(double 0.0, double -0.0)
  call void @print_f64(double %0)
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  %5 = call float @max32(float 3.25, float 0xFFF0000000000000)
  %6 = call float @max32(float 0xFFF0000000000000, float 3.25)
  %7 = call float @max32(float 0x7FF8000000000000, float 3.25)
  %8 = call float @max32(float 0.0, float 0x7FF8000000000000)
  call void @print_f32(float %5)
  call void @print_f32(float %6)
  call void @print_f32(float %7)
  call void @print_f32(float %8)
  %9 = select i1 true, double -0.0, double 1.5
  %10 = select i1 false, float 0x7FF8000000000000, float 3.25
  call void @print_f64(double %9)
  call void @print_f32(float %10)
  ret i32 0
}
