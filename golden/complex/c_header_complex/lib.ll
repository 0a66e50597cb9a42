; ModuleID = 'lib.mlir'
source_filename = "lib.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define { double, double } @cdiv({ double, double } %0, { double, double } %1) {
bb0:
  %2 = extractvalue { double, double } %0, 0
  %3 = extractvalue { double, double } %0, 1
  %4 = extractvalue { double, double } %1, 0
  %5 = extractvalue { double, double } %1, 1
  %6 = fdiv double %4, %5
  %7 = fmul double %6, %4
  %8 = fadd double %5, %7
  %9 = fmul double %2, %6
  %10 = fadd double %9, %3
  %11 = fdiv double %10, %8
  %12 = fmul double %3, %6
  %13 = fsub double %12, %2
  %14 = fdiv double %13, %8
  %15 = fdiv double %5, %4
  %16 = fmul double %15, %5
  %17 = fadd double %4, %16
  %18 = fmul double %3, %15
  %19 = fadd double %2, %18
  %20 = fdiv double %19, %17
  %21 = fmul double %2, %15
  %22 = fsub double %3, %21
  %23 = fdiv double %22, %17
  %24 = call double @llvm.fabs.f64(double %4)
  %25 = fcmp oeq double %24, 0.0
  %26 = call double @llvm.fabs.f64(double %5)
  %27 = fcmp oeq double %26, 0.0
  %28 = fcmp ord double %2, 0.0
  %29 = fcmp ord double %3, 0.0
  %30 = or i1 %28, %29
  %31 = and i1 %25, %27
  %32 = and i1 %30, %31
  %33 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %4)
  %34 = fmul double %33, %2
  %35 = fmul double %33, %3
  %36 = fcmp one double %24, 0x7FF0000000000000
  %37 = fcmp one double %26, 0x7FF0000000000000
  %38 = and i1 %36, %37
  %39 = call double @llvm.fabs.f64(double %2)
  %40 = fcmp oeq double %39, 0x7FF0000000000000
  %41 = call double @llvm.fabs.f64(double %3)
  %42 = fcmp oeq double %41, 0x7FF0000000000000
  %43 = or i1 %40, %42
  %44 = and i1 %43, %38
  %45 = select i1 %40, double 1.0, double 0.0
  %46 = call double @llvm.copysign.f64(double %45, double %2)
  %47 = select i1 %42, double 1.0, double 0.0
  %48 = call double @llvm.copysign.f64(double %47, double %3)
  %49 = fmul double %46, %4
  %50 = fmul double %48, %5
  %51 = fadd double %49, %50
  %52 = fmul double 0x7FF0000000000000, %51
  %53 = fmul double %46, %5
  %54 = fmul double %48, %4
  %55 = fsub double %54, %53
  %56 = fmul double 0x7FF0000000000000, %55
  %57 = fcmp one double %39, 0x7FF0000000000000
  %58 = fcmp one double %41, 0x7FF0000000000000
  %59 = and i1 %57, %58
  %60 = fcmp oeq double %24, 0x7FF0000000000000
  %61 = fcmp oeq double %26, 0x7FF0000000000000
  %62 = or i1 %60, %61
  %63 = and i1 %59, %62
  %64 = select i1 %60, double 1.0, double 0.0
  %65 = call double @llvm.copysign.f64(double %64, double %4)
  %66 = select i1 %61, double 1.0, double 0.0
  %67 = call double @llvm.copysign.f64(double %66, double %5)
  %68 = fmul double %2, %65
  %69 = fmul double %3, %67
  %70 = fadd double %68, %69
  %71 = fmul double 0.0, %70
  %72 = fmul double %3, %65
  %73 = fmul double %2, %67
  %74 = fsub double %72, %73
  %75 = fmul double 0.0, %74
  %76 = fcmp olt double %24, %26
  %77 = select i1 %76, double %11, double %20
  %78 = select i1 %76, double %14, double %23
  %79 = select i1 %63, double %71, double %77
  %80 = select i1 %63, double %75, double %78
  %81 = select i1 %44, double %52, double %79
  %82 = select i1 %44, double %56, double %80
  %83 = select i1 %32, double %34, double %81
  %84 = select i1 %32, double %35, double %82
  %85 = fcmp uno double %77, 0.0
  %86 = fcmp uno double %78, 0.0
  %87 = and i1 %85, %86
  %88 = select i1 %87, double %83, double %77
  %89 = select i1 %87, double %84, double %78
  %90 = insertvalue { double, double } undef, double %88, 0
  %91 = insertvalue { double, double } %90, double %89, 1
  ret { double, double } %91
}

define void @_mlir_ciface_cdiv({ double, double }* %0, { double, double } %1, { double, double } %2) {
bb0:
  %3 = call { double, double } @cdiv({ double, double } %1, { double, double } %2)
  store { double, double } %3, { double, double }* %0
  ret void
}

define { float, float } @csqrt32({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = call float @llvm.fabs.f32(float %1)
  %4 = call float @llvm.fabs.f32(float %2)
  %5 = fcmp uno float %3, %4
  %6 = fcmp oeq float %3, %4
  %7 = fcmp oeq float %3, 0.0
  %8 = and i1 %6, %7
  %9 = or i1 %5, %8
  %10 = fadd float %3, %4
  %11 = fcmp ogt float %3, %4
  %12 = select i1 %11, float %3, float %4
  %13 = select i1 %9, float %10, float %12
  %14 = fcmp uno float %3, %4
  %15 = fcmp oeq float %3, %4
  %16 = fcmp oeq float %3, 0.0
  %17 = and i1 %15, %16
  %18 = or i1 %14, %17
  %19 = fneg float %3
  %20 = fneg float %4
  %21 = fadd float %19, %20
  %22 = fneg float %21
  %23 = fcmp olt float %3, %4
  %24 = select i1 %23, float %3, float %4
  %25 = select i1 %18, float %22, float %24
  %26 = fdiv float %25, %13
  %27 = fmul float %26, %26
  %28 = fadd float %27, 1.0
  %29 = call float @llvm.sqrt.f32(float %13)
  %30 = call float @llvm.pow.f32(float %28, float 0.25)
  %31 = fmul float %29, %30
  %32 = fcmp uno float %31, %31
  %33 = select i1 %32, float %25, float %31
  %34 = call float @atan2f(float %2, float %1)
  %35 = fmul float %34, 0.5
  %36 = call float @llvm.cos.f32(float %35)
  %37 = call float @llvm.sin.f32(float %35)
  %38 = fcmp oeq float %37, 0.0
  %39 = fmul float %33, %36
  %40 = fmul float %33, %37
  %41 = select i1 %38, float 0.0, float %40
  %42 = call float @llvm.fabs.f32(float %2)
  %43 = fcmp oeq float %42, 0x7FF0000000000000
  %44 = fcmp one float %42, 0x7FF0000000000000
  %45 = fcmp oeq float %1, 0x7FF0000000000000
  %46 = fcmp oeq float %1, 0xFFF0000000000000
  %47 = and i1 %46, %44
  %48 = select i1 %47, float 0.0, float %39
  %49 = or i1 %43, %45
  %50 = select i1 %49, float 0x7FF0000000000000, float %48
  %51 = call float @llvm.copysign.f32(float 0x7FF0000000000000, float %2)
  %52 = fcmp uno float %33, %33
  %53 = select i1 %52, float 0x7FF8000000000000, float %41
  %54 = or i1 %43, %46
  %55 = select i1 %54, float %51, float %53
  %56 = fcmp oeq float %33, 0.0
  %57 = select i1 %56, float 0.0, float %50
  %58 = select i1 %56, float 0.0, float %55
  %59 = insertvalue { float, float } undef, float %57, 0
  %60 = insertvalue { float, float } %59, float %58, 1
  ret { float, float } %60
}

define void @_mlir_ciface_csqrt32({ float, float }* %0, { float, float } %1) {
bb0:
  %2 = call { float, float } @csqrt32({ float, float } %1)
  store { float, float } %2, { float, float }* %0
  ret void
}

define double @cabs_mix({ float, float } %0, double %1, { double, double } %2) {
bb0:
  %3 = extractvalue { float, float } %0, 0
  %4 = extractvalue { float, float } %0, 1
  %5 = call float @llvm.fabs.f32(float %3)
  %6 = call float @llvm.fabs.f32(float %4)
  %7 = fcmp uno float %5, %6
  %8 = fcmp oeq float %5, %6
  %9 = fcmp oeq float %5, 0.0
  %10 = and i1 %8, %9
  %11 = or i1 %7, %10
  %12 = fadd float %5, %6
  %13 = fcmp ogt float %5, %6
  %14 = select i1 %13, float %5, float %6
  %15 = select i1 %11, float %12, float %14
  %16 = fcmp uno float %5, %6
  %17 = fcmp oeq float %5, %6
  %18 = fcmp oeq float %5, 0.0
  %19 = and i1 %17, %18
  %20 = or i1 %16, %19
  %21 = fneg float %5
  %22 = fneg float %6
  %23 = fadd float %21, %22
  %24 = fneg float %23
  %25 = fcmp olt float %5, %6
  %26 = select i1 %25, float %5, float %6
  %27 = select i1 %20, float %24, float %26
  %28 = fdiv float %27, %15
  %29 = fmul float %28, %28
  %30 = fadd float %29, 1.0
  %31 = call float @llvm.sqrt.f32(float %30)
  %32 = fmul float %15, %31
  %33 = fcmp uno float %32, %32
  %34 = select i1 %33, float %27, float %32
  %35 = extractvalue { double, double } %2, 0
  %36 = extractvalue { double, double } %2, 1
  %37 = call double @llvm.fabs.f64(double %35)
  %38 = call double @llvm.fabs.f64(double %36)
  %39 = fcmp uno double %37, %38
  %40 = fcmp oeq double %37, %38
  %41 = fcmp oeq double %37, 0.0
  %42 = and i1 %40, %41
  %43 = or i1 %39, %42
  %44 = fadd double %37, %38
  %45 = fcmp ogt double %37, %38
  %46 = select i1 %45, double %37, double %38
  %47 = select i1 %43, double %44, double %46
  %48 = fcmp uno double %37, %38
  %49 = fcmp oeq double %37, %38
  %50 = fcmp oeq double %37, 0.0
  %51 = and i1 %49, %50
  %52 = or i1 %48, %51
  %53 = fneg double %37
  %54 = fneg double %38
  %55 = fadd double %53, %54
  %56 = fneg double %55
  %57 = fcmp olt double %37, %38
  %58 = select i1 %57, double %37, double %38
  %59 = select i1 %52, double %56, double %58
  %60 = fdiv double %59, %47
  %61 = fmul double %60, %60
  %62 = fadd double %61, 1.0
  %63 = call double @llvm.sqrt.f64(double %62)
  %64 = fmul double %47, %63
  %65 = fcmp uno double %64, %64
  %66 = select i1 %65, double %59, double %64
  %67 = fpext float %34 to double
  %68 = fadd double %67, %66
  %69 = fmul double %68, %1
  ret double %69
}

define double @_mlir_ciface_cabs_mix({ float, float } %0, double %1, { double, double } %2) {
bb0:
  %3 = call double @cabs_mix({ float, float } %0, double %1, { double, double } %2)
  ret double %3
}

define void @cexp_all({ float, float }* %0, { float, float }* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } undef, { float, float }* %0, 0
  %6 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %5, { float, float }* %1, 1
  %7 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %38, %bb3 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr { float, float }, { float, float }* %13, i64 %11
  %15 = load { float, float }, { float, float }* %14
  %16 = extractvalue { float, float } %15, 0
  %17 = extractvalue { float, float } %15, 1
  %18 = call float @llvm.exp.f32(float %16)
  %19 = fmul float %16, 0.5
  %20 = call float @llvm.exp.f32(float %19)
  %21 = call float @llvm.cos.f32(float %17)
  %22 = call float @llvm.sin.f32(float %17)
  %23 = fcmp oeq float %18, 0x7FF0000000000000
  %24 = fcmp oeq float %17, 0.0
  %25 = fmul float %18, %21
  %26 = fmul float %20, %21
  %27 = fmul float %26, %20
  %28 = select i1 %23, float %27, float %25
  %29 = fmul float %18, %22
  %30 = fmul float %20, %22
  %31 = fmul float %30, %20
  %32 = select i1 %23, float %31, float %29
  %33 = select i1 %24, float 0.0, float %32
  %34 = insertvalue { float, float } undef, float %28, 0
  %35 = insertvalue { float, float } %34, float %33, 1
  %36 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %9, 1
  %37 = getelementptr { float, float }, { float, float }* %36, i64 %11
  store { float, float } %35, { float, float }* %37
  %38 = add i64 %11, 1
  br label %bb1
}

define void @_mlir_ciface_cexp_all({ { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] }* %0) {
bb0:
  %1 = load { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] }, { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] }* %0
  %2 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %1, 0
  %3 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %1, 1
  %4 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %1, 2
  %5 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %1, 3, 0
  %6 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %1, 4, 0
  call void @cexp_all({ float, float }* %2, { float, float }* %3, i64 %4, i64 %5, i64 %6)
  ret void
}

declare double @llvm.fabs.f64(double)

declare double @llvm.copysign.f64(double, double)

declare float @llvm.fabs.f32(float)

declare float @llvm.sqrt.f32(float)

declare float @llvm.pow.f32(float, float)

declare float @atan2f(float, float)

declare float @llvm.cos.f32(float)

declare float @llvm.sin.f32(float)

declare float @llvm.copysign.f32(float, float)

declare double @llvm.sqrt.f64(double)

declare float @llvm.exp.f32(float)
