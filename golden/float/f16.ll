; ModuleID = 'f16.mlir'
source_filename = "f16.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i32(i32)

define void @show(half %0) {
bb0:
  %1 = fpext half %0 to float
  call void @print_f32(float %1)
  ret void
}

define void @ops(half %0, half %1) {
bb0:
  %2 = fadd half %0, %1
  %3 = fsub half %0, %1
  %4 = fmul half %0, %1
  %5 = fdiv half %0, %1
  %6 = frem half %0, %1
  %7 = fneg half %0
  %8 = call half @llvm.fabs.f16(half %1)
  call void @show(half %2)
  call void @show(half %3)
  call void @show(half %4)
  call void @show(half %5)
  call void @show(half %6)
  call void @show(half %7)
  call void @show(half %8)
  ret void
}

define void @narrow(float %0) {
bb0:
  %1 = fptrunc float %0 to half
  call void @show(half %1)
  ret void
}

define void @lt(half %0, half %1) {
bb0:
  %2 = fcmp olt half %0, %1
  %3 = zext i1 %2 to i32
  call void @print_i32(i32 %3)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(half 0xH3E00, half 0xH4080)
  call void @ops(half 0xH2E66, half 0xH4200)
  call void @ops(half 0xH7BFF, half 0xH4C00)
  call void @ops(half 0xH0001, half 0xH3800)
  call void @ops(half 0xH8000, half 0xH0000)
  call void @ops(half 0xH7C00, half 0xHC000)
  call void @narrow(float 0.10000000149011612)
  call void @narrow(float 65520.0)
  call void @narrow(float 65519.0)
  call void @narrow(float 9.99999993922529e-9)
  call void @narrow(float -2.9999999242136255e-5)
  call void @narrow(float 2049.0)
  call void @lt(half 0xH3E00, half 0xH4080)
  call void @lt(half 0xH4080, half 0xH3E00)
  call void @lt(half 0xH8000, half 0xH0000)
  %0 = fadd half 0xH3E00, 0xH4080
  call void @show(half %0)
  call void @show(half 0xH3C00)
  ret i32 0
}

declare half @llvm.fabs.f16(half)
