; ModuleID = 'copysign.mlir'
source_filename = "copysign.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @cs64(double %0, double %1) {
bb0:
  %2 = call double @llvm.copysign.f64(double %0, double %1)
  call void @print_f64(double %2)
  ret void
}

define void @cs32(float %0, float %1) {
bb0:
  %2 = call float @llvm.copysign.f32(float %0, float %1)
  call void @print_f32(float %2)
  ret void
}

define i32 @main() {
bb0:
  call void @cs64(double 3.0, double -0.0)
  call void @cs64(double -3.0, double 0.0)
  call void @cs64(double 3.0, double 0xFFF0000000000000)
  call void @cs64(double 0x7FF0000000000000, double -1.0)
  call void @cs64(double -0.0, double 1.0)
  call void @cs64(double 0.0, double -2.0)
  call void @cs64(double 2.0, double 0x7FF8000000000000)
  call void @cs64(double 2.0, double 0xFFF8000000000000)
  call void @cs64(double 0x7FF8000000000000, double -1.0)
  call void @cs64(double -1.5, double 1.5)
  call void @cs64(double 1.5, double 1.5)
  call void @cs32(float 3.0, float -0.0)
  call void @cs32(float -3.0, float 0.0)
  call void @cs32(float 0x7FF0000000000000, float -1.0)
  call void @cs32(float 0.0, float -2.0)
  call void @cs32(float 2.0, float 0x7FF8000000000000)
  call void @cs32(float 2.0, float 0xFFF8000000000000)
  call void @cs32(float -0.10000000149011612, float 0.5)
  call void @cs32(float 9.99994610111476e-41, float -1.0)
  %0 = call double @llvm.copysign.f64(double 3.0, double -0.0)
  %1 = call float @llvm.copysign.f32(float 0.0, float -2.0)
  call void @print_f64(double %0)
  call void @print_f32(float %1)
  ret i32 0
}

declare double @llvm.copysign.f64(double, double)

declare float @llvm.copysign.f32(float, float)
