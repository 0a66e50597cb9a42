; ModuleID = 'unary.mlir'
source_filename = "unary.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @u64(double %0) {
bb0:
  %1 = fneg double %0
  %2 = call double @llvm.fabs.f64(double %0)
  %3 = call double @llvm.ceil.f64(double %0)
  %4 = call double @llvm.floor.f64(double %0)
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @u32(float %0) {
bb0:
  %1 = fneg float %0
  %2 = call float @llvm.fabs.f32(float %0)
  %3 = call float @llvm.ceil.f32(float %0)
  %4 = call float @llvm.floor.f32(float %0)
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  ret void
}

define i32 @main() {
bb0:
  call void @u64(double 2.5)
  call void @u64(double -2.5)
  call void @u64(double 0.0)
  call void @u64(double -0.0)
  call void @u64(double -0.5)
  call void @u64(double -1.75)
  call void @u64(double 0x7FF0000000000000)
  call void @u64(double 0xFFF0000000000000)
  call void @u64(double 0x7FF8000000000000)
  call void @u64(double 1.0e300)
  call void @u32(float 2.5)
  call void @u32(float -2.5)
  call void @u32(float 0.0)
  call void @u32(float -0.0)
  call void @u32(float 0.5)
  call void @u32(float -1.75)
  call void @u32(float 0x7FF0000000000000)
  call void @u32(float 0xFFF0000000000000)
  call void @u32(float 0x7FF8000000000000)
  call void @u32(float 0.10000000149011612)
  %0 = fneg double 0.0
  %1 = call float @llvm.fabs.f32(float -0.0)
  %2 = call double @llvm.ceil.f64(double -0.5)
  %3 = call float @llvm.floor.f32(float -1.75)
  call void @print_f64(double %0)
  call void @print_f32(float %1)
  call void @print_f64(double %2)
  call void @print_f32(float %3)
  ret i32 0
}

declare double @llvm.fabs.f64(double)

declare double @llvm.ceil.f64(double)

declare double @llvm.floor.f64(double)

declare float @llvm.fabs.f32(float)

declare float @llvm.ceil.f32(float)

declare float @llvm.floor.f32(float)
