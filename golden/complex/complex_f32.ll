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
  %24 = fsub float %22, %23
  %25 = fmul float %19, %20
  %26 = fmul float %18, %21
  %27 = fadd float %25, %26
  %28 = insertvalue { float, float } undef, float %24, 0
  %29 = insertvalue { float, float } %28, float %27, 1
  call void @pc({ float, float } %29)
  %30 = extractvalue { float, float } %0, 0
  %31 = extractvalue { float, float } %0, 1
  %32 = call float @llvm.fabs.f32(float %30)
  %33 = call float @llvm.fabs.f32(float %31)
  %34 = fcmp uno float %32, %33
  %35 = fcmp oeq float %32, %33
  %36 = fcmp oeq float %32, 0.0
  %37 = and i1 %35, %36
  %38 = or i1 %34, %37
  %39 = fadd float %32, %33
  %40 = fcmp ogt float %32, %33
  %41 = select i1 %40, float %32, float %33
  %42 = select i1 %38, float %39, float %41
  %43 = fcmp uno float %32, %33
  %44 = fcmp oeq float %32, %33
  %45 = fcmp oeq float %32, 0.0
  %46 = and i1 %44, %45
  %47 = or i1 %43, %46
  %48 = fneg float %32
  %49 = fneg float %33
  %50 = fadd float %48, %49
  %51 = fneg float %50
  %52 = fcmp olt float %32, %33
  %53 = select i1 %52, float %32, float %33
  %54 = select i1 %47, float %51, float %53
  %55 = fdiv float %54, %42
  %56 = fmul float %55, %55
  %57 = fadd float %56, 1.0
  %58 = call float @llvm.sqrt.f32(float %57)
  %59 = fmul float %42, %58
  %60 = fcmp uno float %59, %59
  %61 = select i1 %60, float %54, float %59
  call void @print_f32(float %61)
  %62 = extractvalue { float, float } %1, 0
  %63 = extractvalue { float, float } %1, 1
  %64 = call float @llvm.fabs.f32(float %62)
  %65 = call float @llvm.fabs.f32(float %63)
  %66 = fcmp uno float %64, %65
  %67 = fcmp oeq float %64, %65
  %68 = fcmp oeq float %64, 0.0
  %69 = and i1 %67, %68
  %70 = or i1 %66, %69
  %71 = fadd float %64, %65
  %72 = fcmp ogt float %64, %65
  %73 = select i1 %72, float %64, float %65
  %74 = select i1 %70, float %71, float %73
  %75 = fcmp uno float %64, %65
  %76 = fcmp oeq float %64, %65
  %77 = fcmp oeq float %64, 0.0
  %78 = and i1 %76, %77
  %79 = or i1 %75, %78
  %80 = fneg float %64
  %81 = fneg float %65
  %82 = fadd float %80, %81
  %83 = fneg float %82
  %84 = fcmp olt float %64, %65
  %85 = select i1 %84, float %64, float %65
  %86 = select i1 %79, float %83, float %85
  %87 = fdiv float %86, %74
  %88 = fmul float %87, %87
  %89 = fadd float %88, 1.0
  %90 = call float @llvm.sqrt.f32(float %89)
  %91 = fmul float %74, %90
  %92 = fcmp uno float %91, %91
  %93 = select i1 %92, float %86, float %91
  call void @print_f32(float %93)
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
  %13 = fsub float %11, %12
  %14 = fmul float %8, %9
  %15 = fmul float %7, %10
  %16 = fadd float %14, %15
  %17 = insertvalue { float, float } undef, float %13, 0
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
  %27 = fsub float %25, %26
  %28 = fmul float %22, %23
  %29 = fmul float %21, %24
  %30 = fadd float %28, %29
  %31 = insertvalue { float, float } undef, float %27, 0
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

declare float @llvm.fabs.f32(float)

declare float @llvm.sqrt.f32(float)
