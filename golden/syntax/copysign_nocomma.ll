; ModuleID = 'copysign_nocomma.mlir'
source_filename = "copysign_nocomma.mlir"
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
  call void @cs64(double 2.5, double -0.0)
  call void @cs64(double -7.0, double 2.5)
  call void @cs64(double 0x7FF0000000000000, double -7.0)
  call void @cs64(double -0.0, double 0x7FF0000000000000)
  call void @cs32(float 1.25, float -0.003000000026077032)
  call void @cs32(float -0.003000000026077032, float 1.25)
  %0 = call double @llvm.copysign.f64(double 2.5, double -7.0)
  call void @print_f64(double %0)
  ret i32 0
}

declare double @llvm.copysign.f64(double, double)

declare float @llvm.copysign.f32(float, float)
