; ModuleID = 'powi_mlir22.mlir'
source_filename = "powi_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define { float, float } @id32({ float, float } %0) {
bb0:
  ret { float, float } %0
}

define { double, double } @id64({ double, double } %0) {
bb0:
  ret { double, double } %0
}

define void @p32(float %0, float %1, i32 %2) {
bb0:
  %3 = insertvalue { float, float } undef, float %0, 0
  %4 = insertvalue { float, float } %3, float %1, 1
  %5 = call { float, float } @id32({ float, float } %4)
  %6 = extractvalue { float, float } %5, 0
  %7 = extractvalue { float, float } %5, 1
  %8 = sitofp i32 %2 to float
  %9 = call float @llvm.fabs.f32(float %6)
  %10 = call float @llvm.fabs.f32(float %7)
  %11 = fcmp uno float %9, %10
  %12 = fcmp oeq float %9, %10
  %13 = fcmp oeq float %9, 0.0
  %14 = and i1 %12, %13
  %15 = or i1 %11, %14
  %16 = fadd float %9, %10
  %17 = fcmp ogt float %9, %10
  %18 = select i1 %17, float %9, float %10
  %19 = select i1 %15, float %16, float %18
  %20 = fcmp uno float %9, %10
  %21 = fcmp oeq float %9, %10
  %22 = fcmp oeq float %9, 0.0
  %23 = and i1 %21, %22
  %24 = or i1 %20, %23
  %25 = fneg float %9
  %26 = fneg float %10
  %27 = fadd float %25, %26
  %28 = fneg float %27
  %29 = fcmp olt float %9, %10
  %30 = select i1 %29, float %9, float %10
  %31 = select i1 %24, float %28, float %30
  %32 = fdiv float %31, %19
  %33 = fmul float %32, %32
  %34 = fadd float %33, 1.0
  %35 = call float @llvm.sqrt.f32(float %34)
  %36 = fmul float %19, %35
  %37 = fcmp uno float %36, %36
  %38 = select i1 %37, float %31, float %36
  %39 = call float @llvm.pow.f32(float %38, float %8)
  %40 = fneg float 0.0
  %41 = call float @atan2f(float %7, float %6)
  %42 = fmul float %40, %41
  %43 = call float @llvm.exp.f32(float %42)
  %44 = fmul float %39, %43
  %45 = call float @llvm.log.f32(float %38)
  %46 = fmul float %8, %41
  %47 = fmul float 0.0, %45
  %48 = fadd float %46, %47
  %49 = call float @llvm.cos.f32(float %48)
  %50 = call float @llvm.sin.f32(float %48)
  %51 = fcmp oeq float %38, 0.0
  %52 = fcmp oeq float 0.0, 0.0
  %53 = fcmp oeq float %8, 0.0
  %54 = fcmp oeq float %7, 0.0
  %55 = fcmp ole float 0.0, %8
  %56 = fmul float %44, %49
  %57 = fmul float %44, %50
  %58 = select i1 %53, float 1.0, float 0.0
  %59 = and i1 %51, %52
  %60 = and i1 %59, %55
  %61 = select i1 %60, float %58, float %56
  %62 = select i1 %60, float 0.0, float %57
  %63 = and i1 %53, %52
  %64 = select i1 %63, float 1.0, float %61
  %65 = select i1 %63, float 0.0, float %62
  %66 = fcmp oeq float %6, 1.0
  %67 = and i1 %66, %54
  %68 = select i1 %67, float 1.0, float %64
  %69 = select i1 %67, float 0.0, float %65
  %70 = fcmp oeq float %6, 0x7FF0000000000000
  %71 = and i1 %70, %54
  %72 = fcmp ogt float %8, 0.0
  %73 = and i1 %52, %72
  %74 = and i1 %71, %73
  %75 = select i1 %74, float 0x7FF0000000000000, float %68
  %76 = select i1 %74, float 0.0, float %69
  %77 = fcmp olt float %8, 0.0
  %78 = and i1 %52, %77
  %79 = and i1 %71, %78
  %80 = select i1 %79, float 0.0, float %75
  %81 = select i1 %79, float 0.0, float %76
  %82 = insertvalue { float, float } undef, float %80, 0
  %83 = insertvalue { float, float } %82, float %81, 1
  %84 = extractvalue { float, float } %83, 0
  %85 = extractvalue { float, float } %83, 1
  %86 = extractvalue { float, float } %83, 0
  %87 = extractvalue { float, float } %83, 1
  call void @print_f32(float %84)
  call void @print_f32(float %87)
  ret void
}

define void @p64(double %0, double %1, i64 %2) {
bb0:
  %3 = insertvalue { double, double } undef, double %0, 0
  %4 = insertvalue { double, double } %3, double %1, 1
  %5 = call { double, double } @id64({ double, double } %4)
  %6 = extractvalue { double, double } %5, 0
  %7 = extractvalue { double, double } %5, 1
  %8 = sitofp i64 %2 to double
  %9 = call double @llvm.fabs.f64(double %6)
  %10 = call double @llvm.fabs.f64(double %7)
  %11 = fcmp uno double %9, %10
  %12 = fcmp oeq double %9, %10
  %13 = fcmp oeq double %9, 0.0
  %14 = and i1 %12, %13
  %15 = or i1 %11, %14
  %16 = fadd double %9, %10
  %17 = fcmp ogt double %9, %10
  %18 = select i1 %17, double %9, double %10
  %19 = select i1 %15, double %16, double %18
  %20 = fcmp uno double %9, %10
  %21 = fcmp oeq double %9, %10
  %22 = fcmp oeq double %9, 0.0
  %23 = and i1 %21, %22
  %24 = or i1 %20, %23
  %25 = fneg double %9
  %26 = fneg double %10
  %27 = fadd double %25, %26
  %28 = fneg double %27
  %29 = fcmp olt double %9, %10
  %30 = select i1 %29, double %9, double %10
  %31 = select i1 %24, double %28, double %30
  %32 = fdiv double %31, %19
  %33 = fmul double %32, %32
  %34 = fadd double %33, 1.0
  %35 = call double @llvm.sqrt.f64(double %34)
  %36 = fmul double %19, %35
  %37 = fcmp uno double %36, %36
  %38 = select i1 %37, double %31, double %36
  %39 = call double @llvm.pow.f64(double %38, double %8)
  %40 = fneg double 0.0
  %41 = call double @atan2(double %7, double %6)
  %42 = fmul double %40, %41
  %43 = call double @llvm.exp.f64(double %42)
  %44 = fmul double %39, %43
  %45 = call double @llvm.log.f64(double %38)
  %46 = fmul double %8, %41
  %47 = fmul double 0.0, %45
  %48 = fadd double %46, %47
  %49 = call double @llvm.cos.f64(double %48)
  %50 = call double @llvm.sin.f64(double %48)
  %51 = fcmp oeq double %38, 0.0
  %52 = fcmp oeq double 0.0, 0.0
  %53 = fcmp oeq double %8, 0.0
  %54 = fcmp oeq double %7, 0.0
  %55 = fcmp ole double 0.0, %8
  %56 = fmul double %44, %49
  %57 = fmul double %44, %50
  %58 = select i1 %53, double 1.0, double 0.0
  %59 = and i1 %51, %52
  %60 = and i1 %59, %55
  %61 = select i1 %60, double %58, double %56
  %62 = select i1 %60, double 0.0, double %57
  %63 = and i1 %53, %52
  %64 = select i1 %63, double 1.0, double %61
  %65 = select i1 %63, double 0.0, double %62
  %66 = fcmp oeq double %6, 1.0
  %67 = and i1 %66, %54
  %68 = select i1 %67, double 1.0, double %64
  %69 = select i1 %67, double 0.0, double %65
  %70 = fcmp oeq double %6, 0x7FF0000000000000
  %71 = and i1 %70, %54
  %72 = fcmp ogt double %8, 0.0
  %73 = and i1 %52, %72
  %74 = and i1 %71, %73
  %75 = select i1 %74, double 0x7FF0000000000000, double %68
  %76 = select i1 %74, double 0.0, double %69
  %77 = fcmp olt double %8, 0.0
  %78 = and i1 %52, %77
  %79 = and i1 %71, %78
  %80 = select i1 %79, double 0.0, double %75
  %81 = select i1 %79, double 0.0, double %76
  %82 = insertvalue { double, double } undef, double %80, 0
  %83 = insertvalue { double, double } %82, double %81, 1
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  %86 = extractvalue { double, double } %83, 0
  %87 = extractvalue { double, double } %83, 1
  call void @print_f64(double %84)
  call void @print_f64(double %87)
  ret void
}

define i32 @main() {
bb0:
  call void @p32(float 1.5, float -0.75, i32 3)
  call void @p32(float 1.5, float -0.75, i32 0)
  call void @p32(float 1.5, float -0.75, i32 -2)
  call void @p32(float 0.0, float 0.0, i32 3)
  call void @p32(float 0.0, float 0.0, i32 0)
  call void @p32(float 1.0, float 0.0, i32 7)
  call void @p32(float 0.0, float 1.0, i32 7)
  call void @p64(double 2.0, double 0.5, i64 5)
  call void @p64(double 2.0, double 0.5, i64 0)
  call void @p64(double 2.0, double 0.5, i64 -3)
  call void @p64(double 0.0, double 0.0, i64 -3)
  call void @p64(double 0.5, double 2.0, i64 40)
  ret i32 0
}

declare float @llvm.fabs.f32(float)

declare float @llvm.sqrt.f32(float)

declare float @llvm.pow.f32(float, float)

declare float @atan2f(float, float)

declare float @llvm.exp.f32(float)

declare float @llvm.log.f32(float)

declare float @llvm.cos.f32(float)

declare float @llvm.sin.f32(float)

declare double @llvm.fabs.f64(double)

declare double @llvm.sqrt.f64(double)

declare double @llvm.pow.f64(double, double)

declare double @atan2(double, double)

declare double @llvm.exp.f64(double)

declare double @llvm.log.f64(double)

declare double @llvm.cos.f64(double)

declare double @llvm.sin.f64(double)
