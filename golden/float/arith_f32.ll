; ModuleID = 'arith_f32.mlir'
source_filename = "arith_f32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

define void @ops(float %0, float %1) {
bb0:
  %2 = fadd float %0, %1
  %3 = fsub float %0, %1
  %4 = fmul float %0, %1
  %5 = fdiv float %0, %1
  %6 = frem float %0, %1
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  call void @print_f32(float %5)
  call void @print_f32(float %6)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(float 7.5, float 2.0)
  call void @ops(float -7.5, float 2.0)
  call void @ops(float 0.10000000149011612, float 0.20000000298023224)
  call void @ops(float -0.0, float 0.0)
  call void @ops(float 0x7FF0000000000000, float 0xFFF0000000000000)
  call void @ops(float 1.0, float 0.0)
  call void @ops(float -1.0, float 0.0)
  call void @ops(float 5.0, float 0x7FF0000000000000)
  call void @ops(float 0x7FF8000000000000, float 1.0)
  call void @ops(float 3.3999999521443642e38, float 2.0)
  call void @ops(float 1.0, float 3.0)
  call void @ops(float 16777216.0, float 1.0)
  call void @ops(float 1.401298464324817e-45, float 0.5)
  %0 = fadd float 0.10000000149011612, 0.20000000298023224
  %1 = fdiv float -1.0, 0.0
  %2 = frem float 7.5, 2.0
  %3 = fmul float 3.3999999521443642e38, 2.0
  call void @print_f32(float %0)
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  ret i32 0
}
