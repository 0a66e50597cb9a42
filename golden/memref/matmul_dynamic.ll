; ModuleID = 'matmul_dynamic.mlir'
source_filename = "matmul_dynamic.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define double @index_to_f64(i64 %0) {
bb0:
  %1 = sitofp i64 %0 to double
  ret double %1
}

define void @fill_a(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb4 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %18 = phi i64 [ 0, %bb1 ], [ %29, %bb5 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb5, label %bb4

bb4:
  %20 = add i64 %16, 1
  br label %bb1

bb5:
  %21 = mul i64 %16, 2
  %22 = sub i64 %21, %18
  %23 = call double @index_to_f64(i64 %22)
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %25 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %26 = mul i64 %16, %25
  %27 = add i64 %26, %18
  %28 = getelementptr double, double* %24, i64 %27
  store double %23, double* %28
  %29 = add i64 %18, 1
  br label %bb3
}

define void @fill_b(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb4 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %18 = phi i64 [ 0, %bb1 ], [ %29, %bb5 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb5, label %bb4

bb4:
  %20 = add i64 %16, 1
  br label %bb1

bb5:
  %21 = add i64 %16, %18
  %22 = call double @index_to_f64(i64 %21)
  %23 = fmul double %22, 0.5
  %24 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %25 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %26 = mul i64 %16, %25
  %27 = add i64 %26, %18
  %28 = getelementptr double, double* %24, i64 %27
  store double %23, double* %28
  %29 = add i64 %18, 1
  br label %bb3
}

define void @matmul(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, double* %7, double* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, double* %14, double* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) {
bb0:
  %21 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %22 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, double* %1, 1
  %23 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %22, i64 %2, 2
  %24 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %23, i64 %3, 3, 0
  %25 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %24, i64 %4, 3, 1
  %26 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %25, i64 %5, 4, 0
  %27 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, i64 %6, 4, 1
  %28 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %7, 0
  %29 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %28, double* %8, 1
  %30 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %29, i64 %9, 2
  %31 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %30, i64 %10, 3, 0
  %32 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %31, i64 %11, 3, 1
  %33 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, i64 %12, 4, 0
  %34 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %33, i64 %13, 4, 1
  %35 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %14, 0
  %36 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %35, double* %15, 1
  %37 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %36, i64 %16, 2
  %38 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %37, i64 %17, 3, 0
  %39 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, i64 %18, 3, 1
  %40 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %39, i64 %19, 4, 0
  %41 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %40, i64 %20, 4, 1
  %42 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %27, 3, 0
  %43 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %27, 3, 1
  %44 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %34, 3, 1
  br label %bb1

bb1:
  %45 = phi i64 [ 0, %bb0 ], [ %49, %bb4 ]
  %46 = icmp slt i64 %45, %42
  br i1 %46, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %47 = phi i64 [ 0, %bb1 ], [ %57, %bb7 ]
  %48 = icmp slt i64 %47, %44
  br i1 %48, label %bb5, label %bb4

bb4:
  %49 = add i64 %45, 1
  br label %bb1

bb5:
  %50 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, 1
  %51 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %52 = mul i64 %45, %51
  %53 = add i64 %52, %47
  %54 = getelementptr double, double* %50, i64 %53
  store double 0.0, double* %54
  br label %bb6

bb6:
  %55 = phi i64 [ 0, %bb5 ], [ %83, %bb8 ]
  %56 = icmp slt i64 %55, %43
  br i1 %56, label %bb8, label %bb7

bb7:
  %57 = add i64 %47, 1
  br label %bb3

bb8:
  %58 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %27, 1
  %59 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %27, 4, 0
  %60 = mul i64 %45, %59
  %61 = add i64 %60, %55
  %62 = getelementptr double, double* %58, i64 %61
  %63 = load double, double* %62
  %64 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %34, 1
  %65 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %34, 4, 0
  %66 = mul i64 %55, %65
  %67 = add i64 %66, %47
  %68 = getelementptr double, double* %64, i64 %67
  %69 = load double, double* %68
  %70 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, 1
  %71 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %72 = mul i64 %45, %71
  %73 = add i64 %72, %47
  %74 = getelementptr double, double* %70, i64 %73
  %75 = load double, double* %74
  %76 = fmul double %63, %69
  %77 = fadd double %75, %76
  %78 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, 1
  %79 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %41, 4, 0
  %80 = mul i64 %45, %79
  %81 = add i64 %80, %47
  %82 = getelementptr double, double* %78, i64 %81
  store double %77, double* %82
  %83 = add i64 %55, 1
  br label %bb6
}

define { double, double } @checksum(double* %0, double* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %0, 0
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %7, double* %1, 1
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %26, %bb4 ]
  %17 = phi double [ 0.0, %bb0 ], [ %23, %bb4 ]
  %18 = phi double [ 0.0, %bb0 ], [ %24, %bb4 ]
  %19 = icmp slt i64 %16, %14
  br i1 %19, label %bb3, label %bb2

bb2:
  %20 = insertvalue { double, double } undef, double %17, 0
  %21 = insertvalue { double, double } %20, double %18, 1
  ret { double, double } %21

bb3:
  %22 = phi i64 [ 0, %bb1 ], [ %40, %bb5 ]
  %23 = phi double [ %17, %bb1 ], [ %33, %bb5 ]
  %24 = phi double [ %18, %bb1 ], [ %39, %bb5 ]
  %25 = icmp slt i64 %22, %15
  br i1 %25, label %bb5, label %bb4

bb4:
  %26 = add i64 %16, 1
  br label %bb1

bb5:
  %27 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 1
  %28 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %29 = mul i64 %16, %28
  %30 = add i64 %29, %22
  %31 = getelementptr double, double* %27, i64 %30
  %32 = load double, double* %31
  %33 = fadd double %23, %32
  %34 = mul i64 %16, %15
  %35 = add i64 %34, %22
  %36 = add i64 %35, 1
  %37 = call double @index_to_f64(i64 %36)
  %38 = fmul double %32, %37
  %39 = fadd double %24, %38
  %40 = add i64 %22, 1
  br label %bb3
}

define void @run(i64 %0, i64 %1, i64 %2) {
bb0:
  %3 = mul i64 %1, %0
  %4 = getelementptr double, double* null, i64 %3
  %5 = ptrtoint double* %4 to i64
  %6 = call i8* @malloc(i64 %5)
  %7 = bitcast i8* %6 to double*
  %8 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %7, 0
  %9 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %8, double* %7, 1
  %10 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %9, i64 0, 2
  %11 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %10, i64 %0, 3, 0
  %12 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %11, i64 %1, 3, 1
  %13 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %12, i64 %1, 4, 0
  %14 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %13, i64 1, 4, 1
  %15 = mul i64 %2, %1
  %16 = getelementptr double, double* null, i64 %15
  %17 = ptrtoint double* %16 to i64
  %18 = call i8* @malloc(i64 %17)
  %19 = bitcast i8* %18 to double*
  %20 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %19, 0
  %21 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %20, double* %19, 1
  %22 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %21, i64 0, 2
  %23 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %22, i64 %1, 3, 0
  %24 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %23, i64 %2, 3, 1
  %25 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %24, i64 %2, 4, 0
  %26 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %25, i64 1, 4, 1
  %27 = mul i64 %2, %0
  %28 = getelementptr double, double* null, i64 %27
  %29 = ptrtoint double* %28 to i64
  %30 = call i8* @malloc(i64 %29)
  %31 = bitcast i8* %30 to double*
  %32 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %31, 0
  %33 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %32, double* %31, 1
  %34 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %33, i64 0, 2
  %35 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %34, i64 %0, 3, 0
  %36 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %35, i64 %2, 3, 1
  %37 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %36, i64 %2, 4, 0
  %38 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %37, i64 1, 4, 1
  %39 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 0
  %40 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 1
  %41 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 2
  %42 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %43 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  %44 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %45 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 1
  call void @fill_a(double* %39, double* %40, i64 %41, i64 %42, i64 %43, i64 %44, i64 %45)
  %46 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 0
  %47 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 1
  %48 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 2
  %49 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 3, 0
  %50 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 3, 1
  %51 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 4, 0
  %52 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 4, 1
  call void @fill_b(double* %46, double* %47, i64 %48, i64 %49, i64 %50, i64 %51, i64 %52)
  %53 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 0
  %54 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 1
  %55 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 2
  %56 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 0
  %57 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 3, 1
  %58 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 0
  %59 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 4, 1
  %60 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 0
  %61 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 1
  %62 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 2
  %63 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 3, 0
  %64 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 3, 1
  %65 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 4, 0
  %66 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 4, 1
  %67 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 0
  %68 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 1
  %69 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 2
  %70 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 3, 0
  %71 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 3, 1
  %72 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %73 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 1
  call void @matmul(double* %53, double* %54, i64 %55, i64 %56, i64 %57, i64 %58, i64 %59, double* %60, double* %61, i64 %62, i64 %63, i64 %64, i64 %65, i64 %66, double* %67, double* %68, i64 %69, i64 %70, i64 %71, i64 %72, i64 %73)
  %74 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 3, 0
  %75 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 3, 1
  call void @print_i64(i64 %74)
  call void @print_i64(i64 %75)
  %76 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 0
  %77 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 1
  %78 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 2
  %79 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 3, 0
  %80 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 3, 1
  %81 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %82 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 1
  %83 = call { double, double } @checksum(double* %76, double* %77, i64 %78, i64 %79, i64 %80, i64 %81, i64 %82)
  %84 = extractvalue { double, double } %83, 0
  %85 = extractvalue { double, double } %83, 1
  call void @print_f64(double %84)
  call void @print_f64(double %85)
  %86 = sub i64 %0, 1
  %87 = sub i64 %2, 1
  %88 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 1
  %89 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %90 = mul i64 0, %89
  %91 = add i64 %90, 0
  %92 = getelementptr double, double* %88, i64 %91
  %93 = load double, double* %92
  %94 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 1
  %95 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %96 = mul i64 %86, %95
  %97 = add i64 %96, %87
  %98 = getelementptr double, double* %94, i64 %97
  %99 = load double, double* %98
  %100 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 1
  %101 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %102 = mul i64 %86, %101
  %103 = add i64 %102, 0
  %104 = getelementptr double, double* %100, i64 %103
  %105 = load double, double* %104
  %106 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 1
  %107 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 4, 0
  %108 = mul i64 0, %107
  %109 = add i64 %108, %87
  %110 = getelementptr double, double* %106, i64 %109
  %111 = load double, double* %110
  call void @print_f64(double %93)
  call void @print_f64(double %99)
  call void @print_f64(double %105)
  call void @print_f64(double %111)
  %112 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %14, 0
  %113 = bitcast double* %112 to i8*
  call void @free(i8* %113)
  %114 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %26, 0
  %115 = bitcast double* %114 to i8*
  call void @free(i8* %115)
  %116 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %38, 0
  %117 = bitcast double* %116 to i8*
  call void @free(i8* %117)
  ret void
}

define i32 @main() {
bb0:
  call void @run(i64 3, i64 4, i64 5)
  call void @run(i64 7, i64 2, i64 6)
  call void @run(i64 4, i64 0, i64 3)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
