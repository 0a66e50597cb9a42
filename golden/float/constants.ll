; ModuleID = 'constants.mlir'
source_filename = "constants.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define float @id32(float %0) {
bb0:
  ret float %0
}

define double @id64(double %0) {
bb0:
  ret double %0
}

define i32 @main() {
bb0:
  call void @print_f32(float 1.0)
  call void @print_f32(float 0.10000000149011612)
  call void @print_f32(float 1500.0)
  call void @print_f32(float -2.5)
  call void @print_f32(float 0.25)
  call void @print_f32(float -0.0)
  call void @print_f32(float 0.0)
  call void @print_f32(float 0x7FF0000000000000)
  call void @print_f32(float 0xFFF0000000000000)
  call void @print_f32(float 0x7FF8000000000000)
  call void @print_f32(float 1.401298464324817e-45)
  call void @print_f32(float 3.4028234663852886e38)
  call void @print_f32(float 3.4028234663852886e38)
  call void @print_f32(float 1.0)
  %0 = call float @id32(float -0.0)
  call void @print_f32(float %0)
  %1 = call float @id32(float 0xFFF0000000000000)
  call void @print_f32(float %1)
  call void @print_f64(double 2.0)
  call void @print_f64(double 0.1)
  call void @print_f64(double 1500.0)
  call void @print_f64(double -0.0125)
  call void @print_f64(double 6.02214076e23)
  call void @print_f64(double -0.0)
  call void @print_f64(double 0x7FF0000000000000)
  call void @print_f64(double 0xFFF0000000000000)
  call void @print_f64(double 0x7FF8000000000000)
  call void @print_f64(double -0.0)
  call void @print_f64(double 5.0e-324)
  call void @print_f64(double 1.7976931348623157e308)
  call void @print_f64(double 100.0)
  call void @print_f64(double -3.0)
  %2 = call double @id64(double -0.0)
  call void @print_f64(double %2)
  %3 = call double @id64(double 0.1)
  call void @print_f64(double %3)
  ret i32 0
}
