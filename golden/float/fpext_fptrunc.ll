; ModuleID = 'fpext_fptrunc.mlir'
source_filename = "fpext_fptrunc.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @ext(float %0) {
bb0:
  %1 = fpext float %0 to double
  call void @print_f64(double %1)
  ret void
}

define void @trunc(double %0) {
bb0:
  %1 = fptrunc double %0 to float
  call void @print_f32(float %1)
  ret void
}

define void @roundtrip(float %0) {
bb0:
  %1 = fpext float %0 to double
  %2 = fptrunc double %1 to float
  call void @print_f32(float %2)
  ret void
}

define i32 @main() {
bb0:
  call void @ext(float 0.10000000149011612)
  call void @ext(float -0.0)
  call void @ext(float 0x7FF0000000000000)
  call void @ext(float 0xFFF0000000000000)
  call void @ext(float 0x7FF8000000000000)
  call void @ext(float 1.401298464324817e-45)
  call void @ext(float 3.4028234663852886e38)
  call void @ext(float -0.001500000013038516)
  call void @trunc(double 0.1)
  call void @trunc(double 1.0e40)
  call void @trunc(double -1.0e40)
  call void @trunc(double 1.0e-50)
  call void @trunc(double -1.0e-50)
  call void @trunc(double 1.0000000596046448)
  call void @trunc(double 1.0000001788139343)
  call void @trunc(double 3.4028235677973366e38)
  call void @trunc(double 1.0e-45)
  call void @trunc(double 0x7FF8000000000000)
  call void @trunc(double 0xFFF0000000000000)
  call void @trunc(double -0.0)
  call void @roundtrip(float 0.10000000149011612)
  call void @roundtrip(float -0.0)
  call void @roundtrip(float 1.401298464324817e-45)
  call void @roundtrip(float 3.4028234663852886e38)
  %0 = fpext float 0.10000000149011612 to double
  %1 = fptrunc double 1.0e40 to float
  call void @print_f64(double %0)
  call void @print_f32(float %1)
  ret i32 0
}
