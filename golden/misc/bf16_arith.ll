; ModuleID = 'bf16_arith.mlir'
source_filename = "bf16_arith.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i32(i32)

define void @show(bfloat %0) {
bb0:
  %1 = fpext bfloat %0 to float
  call void @print_f32(float %1)
  ret void
}

define void @flag(i1 %0) {
bb0:
  %1 = zext i1 %0 to i32
  call void @print_i32(i32 %1)
  ret void
}

define void @ops(bfloat %0, bfloat %1) {
bb0:
  %2 = fadd bfloat %0, %1
  call void @show(bfloat %2)
  %3 = fsub bfloat %0, %1
  call void @show(bfloat %3)
  %4 = fmul bfloat %0, %1
  call void @show(bfloat %4)
  %5 = fdiv bfloat %0, %1
  call void @show(bfloat %5)
  %6 = fneg bfloat %0
  call void @show(bfloat %6)
  %7 = call bfloat @llvm.fabs.bf16(bfloat %1)
  call void @show(bfloat %7)
  %8 = fcmp olt bfloat %0, %1
  call void @flag(i1 %8)
  %9 = fcmp oeq bfloat %0, %1
  call void @flag(i1 %9)
  ret void
}

define bfloat @accumulate(bfloat %0, i32 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i32 [ 0, %bb0 ], [ %6, %bb3 ]
  %3 = phi bfloat [ 0xR0000, %bb0 ], [ %5, %bb3 ]
  %4 = icmp slt i32 %2, %1
  br i1 %4, label %bb3, label %bb2

bb2:
  ret bfloat %3

bb3:
  %5 = fadd bfloat %3, %0
  %6 = add i32 %2, 1
  br label %bb1
}

define i32 @main() {
bb0:
  call void @ops(bfloat 0xR3FC0, bfloat 0xR3DCD)
  call void @ops(bfloat 0xR7F62, bfloat 0xR4000)
  call void @ops(bfloat 0xRC0E0, bfloat 0xR4040)
  call void @ops(bfloat 0xR3F80, bfloat 0xR3A83)
  call void @ops(bfloat 0xR4380, bfloat 0xR3F80)
  %0 = call bfloat @accumulate(bfloat 0xR3DCD, i32 100)
  call void @show(bfloat %0)
  ret i32 0
}

declare bfloat @llvm.fabs.bf16(bfloat)
