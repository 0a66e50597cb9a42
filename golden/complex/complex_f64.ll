; ModuleID = 'complex_f64.mlir'
source_filename = "complex_f64.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

declare void @print_i32(i32)

define void @pc({ double, double } %0) {
bb0:
  %1 = extractvalue { double, double } %0, 0
  %2 = extractvalue { double, double } %0, 1
  %3 = extractvalue { double, double } %0, 0
  %4 = extractvalue { double, double } %0, 1
  call void @print_f64(double %1)
  call void @print_f64(double %4)
  ret void
}

define { double, double } @make(double %0, double %1) {
bb0:
  %2 = insertvalue { double, double } undef, double %0, 0
  %3 = insertvalue { double, double } %2, double %1, 1
  ret { double, double } %3
}

define void @arith({ double, double } %0, { double, double } %1) {
bb0:
  %2 = extractvalue { double, double } %0, 0
  %3 = extractvalue { double, double } %0, 1
  %4 = extractvalue { double, double } %1, 0
  %5 = extractvalue { double, double } %1, 1
  %6 = fadd double %2, %4
  %7 = fadd double %3, %5
  %8 = insertvalue { double, double } undef, double %6, 0
  %9 = insertvalue { double, double } %8, double %7, 1
  call void @pc({ double, double } %9)
  %10 = extractvalue { double, double } %0, 0
  %11 = extractvalue { double, double } %0, 1
  %12 = extractvalue { double, double } %1, 0
  %13 = extractvalue { double, double } %1, 1
  %14 = fsub double %10, %12
  %15 = fsub double %11, %13
  %16 = insertvalue { double, double } undef, double %14, 0
  %17 = insertvalue { double, double } %16, double %15, 1
  call void @pc({ double, double } %17)
  %18 = extractvalue { double, double } %0, 0
  %19 = extractvalue { double, double } %0, 1
  %20 = extractvalue { double, double } %1, 0
  %21 = extractvalue { double, double } %1, 1
  %22 = fmul double %18, %20
  %23 = fmul double %19, %21
  %24 = fsub double %22, %23
  %25 = fmul double %19, %20
  %26 = fmul double %18, %21
  %27 = fadd double %25, %26
  %28 = insertvalue { double, double } undef, double %24, 0
  %29 = insertvalue { double, double } %28, double %27, 1
  call void @pc({ double, double } %29)
  %30 = extractvalue { double, double } %0, 0
  %31 = extractvalue { double, double } %0, 1
  %32 = call double @llvm.fabs.f64(double %30)
  %33 = call double @llvm.fabs.f64(double %31)
  %34 = fcmp uno double %32, %33
  %35 = fcmp oeq double %32, %33
  %36 = fcmp oeq double %32, 0.0
  %37 = and i1 %35, %36
  %38 = or i1 %34, %37
  %39 = fadd double %32, %33
  %40 = fcmp ogt double %32, %33
  %41 = select i1 %40, double %32, double %33
  %42 = select i1 %38, double %39, double %41
  %43 = fcmp uno double %32, %33
  %44 = fcmp oeq double %32, %33
  %45 = fcmp oeq double %32, 0.0
  %46 = and i1 %44, %45
  %47 = or i1 %43, %46
  %48 = fneg double %32
  %49 = fneg double %33
  %50 = fadd double %48, %49
  %51 = fneg double %50
  %52 = fcmp olt double %32, %33
  %53 = select i1 %52, double %32, double %33
  %54 = select i1 %47, double %51, double %53
  %55 = fdiv double %54, %42
  %56 = fmul double %55, %55
  %57 = fadd double %56, 1.0
  %58 = call double @llvm.sqrt.f64(double %57)
  %59 = fmul double %42, %58
  %60 = fcmp uno double %59, %59
  %61 = select i1 %60, double %54, double %59
  call void @print_f64(double %61)
  %62 = extractvalue { double, double } %1, 0
  %63 = extractvalue { double, double } %1, 1
  %64 = call double @llvm.fabs.f64(double %62)
  %65 = call double @llvm.fabs.f64(double %63)
  %66 = fcmp uno double %64, %65
  %67 = fcmp oeq double %64, %65
  %68 = fcmp oeq double %64, 0.0
  %69 = and i1 %67, %68
  %70 = or i1 %66, %69
  %71 = fadd double %64, %65
  %72 = fcmp ogt double %64, %65
  %73 = select i1 %72, double %64, double %65
  %74 = select i1 %70, double %71, double %73
  %75 = fcmp uno double %64, %65
  %76 = fcmp oeq double %64, %65
  %77 = fcmp oeq double %64, 0.0
  %78 = and i1 %76, %77
  %79 = or i1 %75, %78
  %80 = fneg double %64
  %81 = fneg double %65
  %82 = fadd double %80, %81
  %83 = fneg double %82
  %84 = fcmp olt double %64, %65
  %85 = select i1 %84, double %64, double %65
  %86 = select i1 %79, double %83, double %85
  %87 = fdiv double %86, %74
  %88 = fmul double %87, %87
  %89 = fadd double %88, 1.0
  %90 = call double @llvm.sqrt.f64(double %89)
  %91 = fmul double %74, %90
  %92 = fcmp uno double %91, %91
  %93 = select i1 %92, double %86, double %91
  call void @print_f64(double %93)
  ret void
}

define { i32, { double, double } } @mandel({ double, double } %0) {
bb0:
  %1 = insertvalue { double, double } undef, double 0.0, 0
  %2 = insertvalue { double, double } %1, double 0.0, 1
  br label %bb1

bb1:
  %3 = phi i32 [ 0, %bb0 ], [ %59, %bb3 ]
  %4 = phi { double, double } [ %2, %bb0 ], [ %58, %bb3 ]
  %5 = icmp slt i32 %3, 100
  br i1 %5, label %bb2, label %bb4

bb2:
  %6 = extractvalue { double, double } %4, 0
  %7 = extractvalue { double, double } %4, 1
  %8 = call double @llvm.fabs.f64(double %6)
  %9 = call double @llvm.fabs.f64(double %7)
  %10 = fcmp uno double %8, %9
  %11 = fcmp oeq double %8, %9
  %12 = fcmp oeq double %8, 0.0
  %13 = and i1 %11, %12
  %14 = or i1 %10, %13
  %15 = fadd double %8, %9
  %16 = fcmp ogt double %8, %9
  %17 = select i1 %16, double %8, double %9
  %18 = select i1 %14, double %15, double %17
  %19 = fcmp uno double %8, %9
  %20 = fcmp oeq double %8, %9
  %21 = fcmp oeq double %8, 0.0
  %22 = and i1 %20, %21
  %23 = or i1 %19, %22
  %24 = fneg double %8
  %25 = fneg double %9
  %26 = fadd double %24, %25
  %27 = fneg double %26
  %28 = fcmp olt double %8, %9
  %29 = select i1 %28, double %8, double %9
  %30 = select i1 %23, double %27, double %29
  %31 = fdiv double %30, %18
  %32 = fmul double %31, %31
  %33 = fadd double %32, 1.0
  %34 = call double @llvm.sqrt.f64(double %33)
  %35 = fmul double %18, %34
  %36 = fcmp uno double %35, %35
  %37 = select i1 %36, double %30, double %35
  %38 = fcmp ogt double %37, 2.0
  br i1 %38, label %bb4, label %bb3

bb3:
  %39 = extractvalue { double, double } %4, 0
  %40 = extractvalue { double, double } %4, 1
  %41 = extractvalue { double, double } %4, 0
  %42 = extractvalue { double, double } %4, 1
  %43 = fmul double %39, %41
  %44 = fmul double %40, %42
  %45 = fsub double %43, %44
  %46 = fmul double %40, %41
  %47 = fmul double %39, %42
  %48 = fadd double %46, %47
  %49 = insertvalue { double, double } undef, double %45, 0
  %50 = insertvalue { double, double } %49, double %48, 1
  %51 = extractvalue { double, double } %50, 0
  %52 = extractvalue { double, double } %50, 1
  %53 = extractvalue { double, double } %0, 0
  %54 = extractvalue { double, double } %0, 1
  %55 = fadd double %51, %53
  %56 = fadd double %52, %54
  %57 = insertvalue { double, double } undef, double %55, 0
  %58 = insertvalue { double, double } %57, double %56, 1
  %59 = add i32 %3, 1
  br label %bb1

bb4:
  %60 = phi i32 [ %3, %bb1 ], [ %3, %bb2 ]
  %61 = phi { double, double } [ %4, %bb1 ], [ %4, %bb2 ]
  %62 = insertvalue { i32, { double, double } } undef, i32 %60, 0
  %63 = insertvalue { i32, { double, double } } %62, { double, double } %61, 1
  ret { i32, { double, double } } %63
}

define void @run(double %0, double %1) {
bb0:
  %2 = call { double, double } @make(double %0, double %1)
  %3 = call { i32, { double, double } } @mandel({ double, double } %2)
  %4 = extractvalue { i32, { double, double } } %3, 0
  %5 = extractvalue { i32, { double, double } } %3, 1
  call void @print_i32(i32 %4)
  call void @pc({ double, double } %5)
  ret void
}

define i32 @main() {
bb0:
  %0 = call { double, double } @make(double 0.1, double -0.7)
  %1 = call { double, double } @make(double 1.0e150, double 3.0e-200)
  call void @arith({ double, double } %0, { double, double } %1)
  %2 = call { double, double } @make(double 5.0, double -12.0)
  %3 = call { double, double } @make(double 0.5, double 0.25)
  call void @arith({ double, double } %2, { double, double } %3)
  call void @run(double 0.0, double 0.0)
  call void @run(double 1.0, double 0.0)
  call void @run(double -1.0, double 0.0)
  call void @run(double -2.0, double 0.0)
  call void @run(double 2.0, double 2.0)
  call void @run(double -0.75, double 0.1)
  call void @run(double 0.26, double 0.0)
  call void @run(double 0.3, double 0.5)
  call void @run(double -0.1, double 0.651)
  ret i32 0
}

declare double @llvm.fabs.f64(double)

declare double @llvm.sqrt.f64(double)
