; ModuleID = 'cmpf_f32.mlir'
source_filename = "cmpf_f32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define void @cmp(float %0, float %1) {
bb0:
  %2 = fcmp false float %0, %1
  %3 = zext i1 %2 to i32
  call void @print_i32(i32 %3)
  %4 = fcmp oeq float %0, %1
  %5 = zext i1 %4 to i32
  call void @print_i32(i32 %5)
  %6 = fcmp ogt float %0, %1
  %7 = zext i1 %6 to i32
  call void @print_i32(i32 %7)
  %8 = fcmp oge float %0, %1
  %9 = zext i1 %8 to i32
  call void @print_i32(i32 %9)
  %10 = fcmp olt float %0, %1
  %11 = zext i1 %10 to i32
  call void @print_i32(i32 %11)
  %12 = fcmp ole float %0, %1
  %13 = zext i1 %12 to i32
  call void @print_i32(i32 %13)
  %14 = fcmp one float %0, %1
  %15 = zext i1 %14 to i32
  call void @print_i32(i32 %15)
  %16 = fcmp ord float %0, %1
  %17 = zext i1 %16 to i32
  call void @print_i32(i32 %17)
  %18 = fcmp ueq float %0, %1
  %19 = zext i1 %18 to i32
  call void @print_i32(i32 %19)
  %20 = fcmp ugt float %0, %1
  %21 = zext i1 %20 to i32
  call void @print_i32(i32 %21)
  %22 = fcmp uge float %0, %1
  %23 = zext i1 %22 to i32
  call void @print_i32(i32 %23)
  %24 = fcmp ult float %0, %1
  %25 = zext i1 %24 to i32
  call void @print_i32(i32 %25)
  %26 = fcmp ule float %0, %1
  %27 = zext i1 %26 to i32
  call void @print_i32(i32 %27)
  %28 = fcmp une float %0, %1
  %29 = zext i1 %28 to i32
  call void @print_i32(i32 %29)
  %30 = fcmp uno float %0, %1
  %31 = zext i1 %30 to i32
  call void @print_i32(i32 %31)
  %32 = fcmp true float %0, %1
  %33 = zext i1 %32 to i32
  call void @print_i32(i32 %33)
  ret void
}

define float @mul(float %0, float %1) {
bb0:
  %2 = fmul float %0, %1
  ret float %2
}

define i32 @main() {
bb0:
  call void @cmp(float -3.5, float 0.25)
  call void @cmp(float 0.25, float -3.5)
  call void @cmp(float 0x7FF0000000000000, float 0x7FF0000000000000)
  call void @cmp(float 0.0, float -0.0)
  call void @cmp(float 0x7FF0000000000000, float 0x7FF8000000000000)
  call void @cmp(float 0xFFF0000000000000, float 0x7FF8000000000000)
  call void @cmp(float 0x7FF8000000000000, float -3.5)
  %0 = call float @mul(float 0.0, float 0x7FF0000000000000)
  call void @cmp(float %0, float %0)
  call void @cmp(float %0, float 0.25)
  %1 = fcmp ult float -3.5, 0.25
  %2 = zext i1 %1 to i32
  call void @print_i32(i32 %2)
  %3 = fcmp uno float 0x7FF8000000000000, 0.25
  %4 = zext i1 %3 to i32
  call void @print_i32(i32 %4)
  %5 = fcmp one float 0x7FF0000000000000, 0x7FF0000000000000
  %6 = zext i1 %5 to i32
  call void @print_i32(i32 %6)
  %7 = fcmp ogt float 0x7FF8000000000000, -3.5
  %8 = zext i1 %7 to i32
  call void @print_i32(i32 %8)
  ret i32 0
}
