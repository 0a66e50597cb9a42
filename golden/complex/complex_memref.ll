; ModuleID = 'complex_memref.mlir'
source_filename = "complex_memref.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

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

define void @vec4() {
bb0:
  %0 = getelementptr { double, double }, { double, double }* null, i64 4
  %1 = ptrtoint { double, double }* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to { double, double }*
  %4 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } undef, { double, double }* %3, 0
  %5 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %4, { double, double }* %3, 1
  %6 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %55, %bb6 ]
  %10 = icmp slt i64 %9, 4
  br i1 %10, label %bb6, label %bb2

bb2:
  %11 = insertvalue { double, double } undef, double 0.0, 0
  %12 = insertvalue { double, double } %11, double 0.0, 1
  %13 = insertvalue { double, double } undef, double 1.0, 0
  %14 = insertvalue { double, double } %13, double 0.0, 1
  br label %bb3

bb3:
  %15 = phi i64 [ 0, %bb2 ], [ %47, %bb5 ]
  %16 = phi { double, double } [ %12, %bb2 ], [ %34, %bb5 ]
  %17 = phi { double, double } [ %14, %bb2 ], [ %46, %bb5 ]
  %18 = icmp slt i64 %15, 4
  br i1 %18, label %bb5, label %bb4

bb4:
  call void @pc({ double, double } %16)
  call void @pc({ double, double } %17)
  %19 = extractvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %8, 1
  %20 = getelementptr { double, double }, { double, double }* %19, i64 2
  %21 = load { double, double }, { double, double }* %20
  call void @pc({ double, double } %21)
  %22 = extractvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %8, 0
  %23 = bitcast { double, double }* %22 to i8*
  call void @free(i8* %23)
  ret void

bb5:
  %24 = extractvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %8, 1
  %25 = getelementptr { double, double }, { double, double }* %24, i64 %15
  %26 = load { double, double }, { double, double }* %25
  %27 = extractvalue { double, double } %16, 0
  %28 = extractvalue { double, double } %16, 1
  %29 = extractvalue { double, double } %26, 0
  %30 = extractvalue { double, double } %26, 1
  %31 = fadd double %27, %29
  %32 = fadd double %28, %30
  %33 = insertvalue { double, double } undef, double %31, 0
  %34 = insertvalue { double, double } %33, double %32, 1
  %35 = extractvalue { double, double } %17, 0
  %36 = extractvalue { double, double } %17, 1
  %37 = extractvalue { double, double } %26, 0
  %38 = extractvalue { double, double } %26, 1
  %39 = fmul double %35, %37
  %40 = fmul double %36, %38
  %41 = fsub double %39, %40
  %42 = fmul double %36, %37
  %43 = fmul double %35, %38
  %44 = fadd double %42, %43
  %45 = insertvalue { double, double } undef, double %41, 0
  %46 = insertvalue { double, double } %45, double %44, 1
  %47 = add i64 %15, 1
  br label %bb3

bb6:
  %48 = sitofp i64 %9 to double
  %49 = fadd double %48, 0.5
  %50 = fneg double %48
  %51 = insertvalue { double, double } undef, double %49, 0
  %52 = insertvalue { double, double } %51, double %50, 1
  %53 = extractvalue { { double, double }*, { double, double }*, i64, [1 x i64], [1 x i64] } %8, 1
  %54 = getelementptr { double, double }, { double, double }* %53, i64 %9
  store { double, double } %52, { double, double }* %54
  %55 = add i64 %9, 1
  br label %bb1
}

define void @matmul({ double, double }* %0, { double, double }* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, { double, double }* %7, { double, double }* %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, { double, double }* %14, { double, double }* %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20) {
bb0:
  %21 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %0, 0
  %22 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %21, { double, double }* %1, 1
  %23 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %22, i64 %2, 2
  %24 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, i64 %3, 3, 0
  %25 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %24, i64 %4, 3, 1
  %26 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %25, i64 %5, 4, 0
  %27 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %26, i64 %6, 4, 1
  %28 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %7, 0
  %29 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %28, { double, double }* %8, 1
  %30 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %29, i64 %9, 2
  %31 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %30, i64 %10, 3, 0
  %32 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %31, i64 %11, 3, 1
  %33 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %32, i64 %12, 4, 0
  %34 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %33, i64 %13, 4, 1
  %35 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %14, 0
  %36 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %35, { double, double }* %15, 1
  %37 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %36, i64 %16, 2
  %38 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %37, i64 %17, 3, 0
  %39 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %38, i64 %18, 3, 1
  %40 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %39, i64 %19, 4, 0
  %41 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %40, i64 %20, 4, 1
  %42 = insertvalue { double, double } undef, double 0.0, 0
  %43 = insertvalue { double, double } %42, double 0.0, 1
  br label %bb1

bb1:
  %44 = phi i64 [ 0, %bb0 ], [ %48, %bb4 ]
  %45 = icmp slt i64 %44, 2
  br i1 %45, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %46 = phi i64 [ 0, %bb1 ], [ %56, %bb6 ]
  %47 = icmp slt i64 %46, 2
  br i1 %47, label %bb5, label %bb4

bb4:
  %48 = add i64 %44, 1
  br label %bb1

bb5:
  %49 = phi i64 [ 0, %bb3 ], [ %87, %bb7 ]
  %50 = phi { double, double } [ %43, %bb3 ], [ %86, %bb7 ]
  %51 = icmp slt i64 %49, 2
  br i1 %51, label %bb7, label %bb6

bb6:
  %52 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %41, 1
  %53 = mul i64 %44, 2
  %54 = add i64 %53, %46
  %55 = getelementptr { double, double }, { double, double }* %52, i64 %54
  store { double, double } %50, { double, double }* %55
  %56 = add i64 %46, 1
  br label %bb3

bb7:
  %57 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %27, 1
  %58 = mul i64 %44, 2
  %59 = add i64 %58, %49
  %60 = getelementptr { double, double }, { double, double }* %57, i64 %59
  %61 = load { double, double }, { double, double }* %60
  %62 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %34, 1
  %63 = mul i64 %49, 2
  %64 = add i64 %63, %46
  %65 = getelementptr { double, double }, { double, double }* %62, i64 %64
  %66 = load { double, double }, { double, double }* %65
  %67 = extractvalue { double, double } %61, 0
  %68 = extractvalue { double, double } %61, 1
  %69 = extractvalue { double, double } %66, 0
  %70 = extractvalue { double, double } %66, 1
  %71 = fmul double %67, %69
  %72 = fmul double %68, %70
  %73 = fsub double %71, %72
  %74 = fmul double %68, %69
  %75 = fmul double %67, %70
  %76 = fadd double %74, %75
  %77 = insertvalue { double, double } undef, double %73, 0
  %78 = insertvalue { double, double } %77, double %76, 1
  %79 = extractvalue { double, double } %50, 0
  %80 = extractvalue { double, double } %50, 1
  %81 = extractvalue { double, double } %78, 0
  %82 = extractvalue { double, double } %78, 1
  %83 = fadd double %79, %81
  %84 = fadd double %80, %82
  %85 = insertvalue { double, double } undef, double %83, 0
  %86 = insertvalue { double, double } %85, double %84, 1
  %87 = add i64 %49, 1
  br label %bb5
}

define void @set({ double, double }* %0, { double, double }* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, double %9, double %10) {
bb0:
  %11 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %0, 0
  %12 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %11, { double, double }* %1, 1
  %13 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %12, i64 %2, 2
  %14 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %13, i64 %3, 3, 0
  %15 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %14, i64 %4, 3, 1
  %16 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, i64 %5, 4, 0
  %17 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %16, i64 %6, 4, 1
  %18 = insertvalue { double, double } undef, double %9, 0
  %19 = insertvalue { double, double } %18, double %10, 1
  %20 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %17, 1
  %21 = mul i64 %7, 2
  %22 = add i64 %21, %8
  %23 = getelementptr { double, double }, { double, double }* %20, i64 %22
  store { double, double } %19, { double, double }* %23
  ret void
}

define { float, float } @dyn({ float, float }* %0, { float, float }* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } undef, { float, float }* %0, 0
  %6 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %5, { float, float }* %1, 1
  %7 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %36, %bb5 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb5, label %bb2

bb2:
  %13 = phi i64 [ 0, %bb1 ], [ %28, %bb4 ]
  %14 = phi float [ 0.0, %bb1 ], [ %26, %bb4 ]
  %15 = phi float [ 0.0, %bb1 ], [ %27, %bb4 ]
  %16 = icmp slt i64 %13, %10
  br i1 %16, label %bb4, label %bb3

bb3:
  %17 = insertvalue { float, float } undef, float %14, 0
  %18 = insertvalue { float, float } %17, float %15, 1
  ret { float, float } %18

bb4:
  %19 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %9, 1
  %20 = getelementptr { float, float }, { float, float }* %19, i64 %13
  %21 = load { float, float }, { float, float }* %20
  %22 = extractvalue { float, float } %21, 0
  %23 = extractvalue { float, float } %21, 1
  %24 = extractvalue { float, float } %21, 0
  %25 = extractvalue { float, float } %21, 1
  %26 = fadd float %14, %22
  %27 = fadd float %15, %25
  %28 = add i64 %13, 1
  br label %bb2

bb5:
  %29 = trunc i64 %11 to i32
  %30 = sitofp i32 %29 to float
  %31 = fmul float %30, 0.10000000149011612
  %32 = insertvalue { float, float } undef, float %31, 0
  %33 = insertvalue { float, float } %32, float 1.0, 1
  %34 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %9, 1
  %35 = getelementptr { float, float }, { float, float }* %34, i64 %11
  store { float, float } %33, { float, float }* %35
  %36 = add i64 %11, 1
  br label %bb1
}

define i32 @main() {
bb0:
  call void @vec4()
  %0 = alloca { double, double }, i64 4
  %1 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %0, 0
  %2 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %1, { double, double }* %0, 1
  %3 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %2, i64 0, 2
  %4 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %3, i64 2, 3, 0
  %5 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %4, i64 2, 3, 1
  %6 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %5, i64 2, 4, 0
  %7 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 1
  %8 = alloca { double, double }, i64 4
  %9 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %8, 0
  %10 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %9, { double, double }* %8, 1
  %11 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %10, i64 0, 2
  %12 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %11, i64 2, 3, 0
  %13 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %12, i64 2, 3, 1
  %14 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %13, i64 2, 4, 0
  %15 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %14, i64 1, 4, 1
  %16 = alloca { double, double }, i64 4
  %17 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } undef, { double, double }* %16, 0
  %18 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %17, { double, double }* %16, 1
  %19 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %18, i64 0, 2
  %20 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %19, i64 2, 3, 0
  %21 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %20, i64 2, 3, 1
  %22 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %21, i64 2, 4, 0
  %23 = insertvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %22, i64 1, 4, 1
  %24 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 0
  %25 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 1
  %26 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 2
  %27 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 0
  %28 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 1
  %29 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 0
  %30 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 1
  call void @set({ double, double }* %24, { double, double }* %25, i64 %26, i64 %27, i64 %28, i64 %29, i64 %30, i64 0, i64 0, double 1.0, double 1.0)
  %31 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 0
  %32 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 1
  %33 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 2
  %34 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 0
  %35 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 1
  %36 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 0
  %37 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 1
  call void @set({ double, double }* %31, { double, double }* %32, i64 %33, i64 %34, i64 %35, i64 %36, i64 %37, i64 0, i64 1, double 2.0, double 0.0)
  %38 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 0
  %39 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 1
  %40 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 2
  %41 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 0
  %42 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 1
  %43 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 0
  %44 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 1
  call void @set({ double, double }* %38, { double, double }* %39, i64 %40, i64 %41, i64 %42, i64 %43, i64 %44, i64 1, i64 0, double 0.0, double -1.0)
  %45 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 0
  %46 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 1
  %47 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 2
  %48 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 0
  %49 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 1
  %50 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 0
  %51 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 1
  call void @set({ double, double }* %45, { double, double }* %46, i64 %47, i64 %48, i64 %49, i64 %50, i64 %51, i64 1, i64 1, double 0.5, double 0.5)
  %52 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 0
  %53 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 1
  %54 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 2
  %55 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %56 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 1
  %57 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %58 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 1
  call void @set({ double, double }* %52, { double, double }* %53, i64 %54, i64 %55, i64 %56, i64 %57, i64 %58, i64 0, i64 0, double 3.0, double 0.0)
  %59 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 0
  %60 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 1
  %61 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 2
  %62 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %63 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 1
  %64 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %65 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 1
  call void @set({ double, double }* %59, { double, double }* %60, i64 %61, i64 %62, i64 %63, i64 %64, i64 %65, i64 0, i64 1, double 0.0, double 2.0)
  %66 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 0
  %67 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 1
  %68 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 2
  %69 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %70 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 1
  %71 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %72 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 1
  call void @set({ double, double }* %66, { double, double }* %67, i64 %68, i64 %69, i64 %70, i64 %71, i64 %72, i64 1, i64 0, double 1.0, double -1.0)
  %73 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 0
  %74 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 1
  %75 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 2
  %76 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %77 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 1
  %78 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %79 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 1
  call void @set({ double, double }* %73, { double, double }* %74, i64 %75, i64 %76, i64 %77, i64 %78, i64 %79, i64 1, i64 1, double -2.0, double 0.25)
  %80 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 0
  %81 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 1
  %82 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 2
  %83 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 0
  %84 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 3, 1
  %85 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 0
  %86 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %7, 4, 1
  %87 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 0
  %88 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 1
  %89 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 2
  %90 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %91 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 3, 1
  %92 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %93 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %15, 4, 1
  %94 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 0
  %95 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 1
  %96 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 2
  %97 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 3, 0
  %98 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 3, 1
  %99 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 4, 0
  %100 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 4, 1
  call void @matmul({ double, double }* %80, { double, double }* %81, i64 %82, i64 %83, i64 %84, i64 %85, i64 %86, { double, double }* %87, { double, double }* %88, i64 %89, i64 %90, i64 %91, i64 %92, i64 %93, { double, double }* %94, { double, double }* %95, i64 %96, i64 %97, i64 %98, i64 %99, i64 %100)
  %101 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 1
  %102 = mul i64 0, 2
  %103 = add i64 %102, 0
  %104 = getelementptr { double, double }, { double, double }* %101, i64 %103
  %105 = load { double, double }, { double, double }* %104
  call void @pc({ double, double } %105)
  %106 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 1
  %107 = mul i64 0, 2
  %108 = add i64 %107, 1
  %109 = getelementptr { double, double }, { double, double }* %106, i64 %108
  %110 = load { double, double }, { double, double }* %109
  call void @pc({ double, double } %110)
  %111 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 1
  %112 = mul i64 1, 2
  %113 = add i64 %112, 0
  %114 = getelementptr { double, double }, { double, double }* %111, i64 %113
  %115 = load { double, double }, { double, double }* %114
  call void @pc({ double, double } %115)
  %116 = extractvalue { { double, double }*, { double, double }*, i64, [2 x i64], [2 x i64] } %23, 1
  %117 = mul i64 1, 2
  %118 = add i64 %117, 1
  %119 = getelementptr { double, double }, { double, double }* %116, i64 %118
  %120 = load { double, double }, { double, double }* %119
  call void @pc({ double, double } %120)
  %121 = getelementptr { float, float }, { float, float }* null, i64 5
  %122 = ptrtoint { float, float }* %121 to i64
  %123 = call i8* @malloc(i64 %122)
  %124 = bitcast i8* %123 to { float, float }*
  %125 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } undef, { float, float }* %124, 0
  %126 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %125, { float, float }* %124, 1
  %127 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %126, i64 0, 2
  %128 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %127, i64 5, 3, 0
  %129 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %128, i64 1, 4, 0
  %130 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %129, 0
  %131 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %129, 1
  %132 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %129, 2
  %133 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %129, 3, 0
  %134 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %129, 4, 0
  %135 = call { float, float } @dyn({ float, float }* %130, { float, float }* %131, i64 %132, i64 %133, i64 %134)
  %136 = extractvalue { float, float } %135, 0
  %137 = extractvalue { float, float } %135, 1
  %138 = extractvalue { float, float } %135, 0
  %139 = extractvalue { float, float } %135, 1
  call void @print_f32(float %136)
  call void @print_f32(float %139)
  %140 = extractvalue { float, float } %135, 0
  %141 = extractvalue { float, float } %135, 1
  %142 = call float @llvm.fabs.f32(float %140)
  %143 = call float @llvm.fabs.f32(float %141)
  %144 = fcmp uno float %142, %143
  %145 = fcmp oeq float %142, %143
  %146 = fcmp oeq float %142, 0.0
  %147 = and i1 %145, %146
  %148 = or i1 %144, %147
  %149 = fadd float %142, %143
  %150 = fcmp ogt float %142, %143
  %151 = select i1 %150, float %142, float %143
  %152 = select i1 %148, float %149, float %151
  %153 = fcmp uno float %142, %143
  %154 = fcmp oeq float %142, %143
  %155 = fcmp oeq float %142, 0.0
  %156 = and i1 %154, %155
  %157 = or i1 %153, %156
  %158 = fneg float %142
  %159 = fneg float %143
  %160 = fadd float %158, %159
  %161 = fneg float %160
  %162 = fcmp olt float %142, %143
  %163 = select i1 %162, float %142, float %143
  %164 = select i1 %157, float %161, float %163
  %165 = fdiv float %164, %152
  %166 = fmul float %165, %165
  %167 = fadd float %166, 1.0
  %168 = call float @llvm.sqrt.f32(float %167)
  %169 = fmul float %152, %168
  %170 = fcmp uno float %169, %169
  %171 = select i1 %170, float %164, float %169
  call void @print_f32(float %171)
  %172 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %129, 0
  %173 = bitcast { float, float }* %172 to i8*
  call void @free(i8* %173)
  %174 = getelementptr { float, float }, { float, float }* null, i64 3
  %175 = ptrtoint { float, float }* %174 to i64
  %176 = call i8* @malloc(i64 %175)
  %177 = bitcast i8* %176 to { float, float }*
  %178 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } undef, { float, float }* %177, 0
  %179 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %178, { float, float }* %177, 1
  %180 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %179, i64 0, 2
  %181 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %180, i64 3, 3, 0
  %182 = insertvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %181, i64 1, 4, 0
  %183 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %182, 0
  %184 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %182, 1
  %185 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %182, 2
  %186 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %182, 3, 0
  %187 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %182, 4, 0
  %188 = call { float, float } @dyn({ float, float }* %183, { float, float }* %184, i64 %185, i64 %186, i64 %187)
  %189 = extractvalue { float, float } %188, 0
  %190 = extractvalue { float, float } %188, 1
  %191 = extractvalue { float, float } %188, 0
  %192 = extractvalue { float, float } %188, 1
  call void @print_f32(float %189)
  call void @print_f32(float %192)
  %193 = extractvalue { { float, float }*, { float, float }*, i64, [1 x i64], [1 x i64] } %182, 0
  %194 = bitcast { float, float }* %193 to i8*
  call void @free(i8* %194)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)

declare float @llvm.fabs.f32(float)

declare float @llvm.sqrt.f32(float)
