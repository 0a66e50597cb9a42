; ModuleID = 'complex_f32.mlir'
source_filename = "complex_f32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

define void @pc({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = extractvalue { float, float } %0, 0
  %4 = extractvalue { float, float } %0, 1
  call void @print_f32(float %1)
  call void @print_f32(float %4)
  ret void
}

define { float, float } @make(float %0, float %1) {
bb0:
  %2 = insertvalue { float, float } undef, float %0, 0
  %3 = insertvalue { float, float } %2, float %1, 1
  ret { float, float } %3
}

define { float, float } @conj({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = extractvalue { float, float } %0, 0
  %4 = extractvalue { float, float } %0, 1
  %5 = fneg float %4
  %6 = insertvalue { float, float } undef, float %1, 0
  %7 = insertvalue { float, float } %6, float %5, 1
  ret { float, float } %7
}

define void @arith({ float, float } %0, { float, float } %1) {
bb0:
  %2 = extractvalue { float, float } %0, 0
  %3 = extractvalue { float, float } %0, 1
  %4 = extractvalue { float, float } %1, 0
  %5 = extractvalue { float, float } %1, 1
  %6 = fadd float %2, %4
  %7 = fadd float %3, %5
  %8 = insertvalue { float, float } undef, float %6, 0
  %9 = insertvalue { float, float } %8, float %7, 1
  call void @pc({ float, float } %9)
  %10 = extractvalue { float, float } %0, 0
  %11 = extractvalue { float, float } %0, 1
  %12 = extractvalue { float, float } %1, 0
  %13 = extractvalue { float, float } %1, 1
  %14 = fsub float %10, %12
  %15 = fsub float %11, %13
  %16 = insertvalue { float, float } undef, float %14, 0
  %17 = insertvalue { float, float } %16, float %15, 1
  call void @pc({ float, float } %17)
  %18 = extractvalue { float, float } %0, 0
  %19 = extractvalue { float, float } %0, 1
  %20 = extractvalue { float, float } %1, 0
  %21 = extractvalue { float, float } %1, 1
  %22 = fmul float %18, %20
  %23 = fmul float %19, %21
  %24 = fmul float %18, %21
  %25 = fmul float %19, %20
  %26 = fsub float %22, %23
  %27 = fadd float %24, %25
  %28 = insertvalue { float, float } undef, float %26, 0
  %29 = insertvalue { float, float } %28, float %27, 1
  call void @pc({ float, float } %29)
  %30 = extractvalue { float, float } %0, 0
  %31 = extractvalue { float, float } %0, 1
  %32 = fmul float %30, %30
  %33 = fmul float %31, %31
  %34 = fadd float %32, %33
  %35 = call float @llvm.sqrt.f32(float %34)
  call void @print_f32(float %35)
  %36 = extractvalue { float, float } %1, 0
  %37 = extractvalue { float, float } %1, 1
  %38 = fmul float %36, %36
  %39 = fmul float %37, %37
  %40 = fadd float %38, %39
  %41 = call float @llvm.sqrt.f32(float %40)
  call void @print_f32(float %41)
  ret void
}

define { float, float } @power({ float, float } %0, i32 %1) {
bb0:
  %2 = insertvalue { float, float } undef, float 1.0, 0
  %3 = insertvalue { float, float } %2, float 0.0, 1
  br label %bb1

bb1:
  %4 = phi i32 [ 0, %bb0 ], [ %19, %bb3 ]
  %5 = phi { float, float } [ %3, %bb0 ], [ %18, %bb3 ]
  %6 = icmp slt i32 %4, %1
  br i1 %6, label %bb3, label %bb2

bb2:
  ret { float, float } %5

bb3:
  %7 = extractvalue { float, float } %5, 0
  %8 = extractvalue { float, float } %5, 1
  %9 = extractvalue { float, float } %0, 0
  %10 = extractvalue { float, float } %0, 1
  %11 = fmul float %7, %9
  %12 = fmul float %8, %10
  %13 = fmul float %7, %10
  %14 = fmul float %8, %9
  %15 = fsub float %11, %12
  %16 = fadd float %13, %14
  %17 = insertvalue { float, float } undef, float %15, 0
  %18 = insertvalue { float, float } %17, float %16, 1
  %19 = add i32 %4, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = call { float, float } @make(float 1.5, float -2.5)
  %1 = call { float, float } @make(float 3.0, float 4.0)
  call void @pc({ float, float } %0)
  call void @arith({ float, float } %0, { float, float } %1)
  %2 = call { float, float } @conj({ float, float } %1)
  call void @arith({ float, float } %1, { float, float } %2)
  %3 = call { float, float } @make(float 0.10000000149011612, float 0.20000000298023224)
  %4 = call { float, float } @make(float -0.0, float 1.0000000150474662e30)
  %5 = extractvalue { float, float } %3, 0
  %6 = extractvalue { float, float } %3, 1
  %7 = extractvalue { float, float } %4, 0
  %8 = extractvalue { float, float } %4, 1
  %9 = fadd float %5, %7
  %10 = fadd float %6, %8
  %11 = insertvalue { float, float } undef, float %9, 0
  %12 = insertvalue { float, float } %11, float %10, 1
  call void @pc({ float, float } %12)
  %13 = extractvalue { float, float } %3, 0
  %14 = extractvalue { float, float } %3, 1
  %15 = extractvalue { float, float } %4, 0
  %16 = extractvalue { float, float } %4, 1
  %17 = fsub float %13, %15
  %18 = fsub float %14, %16
  %19 = insertvalue { float, float } undef, float %17, 0
  %20 = insertvalue { float, float } %19, float %18, 1
  call void @pc({ float, float } %20)
  %21 = extractvalue { float, float } %3, 0
  %22 = extractvalue { float, float } %3, 1
  %23 = extractvalue { float, float } %4, 0
  %24 = extractvalue { float, float } %4, 1
  %25 = fmul float %21, %23
  %26 = fmul float %22, %24
  %27 = fmul float %21, %24
  %28 = fmul float %22, %23
  %29 = fsub float %25, %26
  %30 = fadd float %27, %28
  %31 = insertvalue { float, float } undef, float %29, 0
  %32 = insertvalue { float, float } %31, float %30, 1
  call void @pc({ float, float } %32)
  %33 = call { float, float } @make(float 1.0, float 1.0)
  %34 = call { float, float } @power({ float, float } %33, i32 8)
  call void @pc({ float, float } %34)
  %35 = call { float, float } @make(float 0.6000000238418579, float 0.800000011920929)
  %36 = call { float, float } @power({ float, float } %35, i32 5)
  call void @pc({ float, float } %36)
  ret i32 0
}

declare float @llvm.sqrt.f32(float)
