; ModuleID = 'math_extra.mlir'
source_filename = "math_extra.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define void @flt(double %0, double %1, i32 %2) {
bb0:
  %3 = call double @llvm.fma.f64(double %0, double %1, double %0)
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %bb4, label %bb1

bb1:
  %5 = icmp sle i32 %2, 0
  %6 = icmp eq i32 %2, -2147483648
  %7 = sub i32 0, %2
  %8 = select i1 %5, i32 %7, i32 %2
  %9 = select i1 %6, i32 2147483647, i32 %8
  br label %bb2

bb2:
  %10 = phi double [ 1.0, %bb1 ], [ %16, %bb2 ]
  %11 = phi double [ %0, %bb1 ], [ %19, %bb2 ]
  %12 = phi i32 [ %9, %bb1 ], [ %17, %bb2 ]
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  %15 = fmul double %10, %11
  %16 = select i1 %14, double %15, double %10
  %17 = lshr i32 %12, 1
  %18 = icmp eq i32 %17, 0
  %19 = fmul double %11, %11
  br i1 %18, label %bb3, label %bb2

bb3:
  %20 = phi double [ %16, %bb2 ]
  %21 = fmul double %20, %0
  %22 = select i1 %6, double %21, double %20
  %23 = fdiv double 1.0, %22
  %24 = select i1 %5, double %23, double %22
  br label %bb4

bb4:
  %25 = phi double [ 1.0, %bb0 ], [ %24, %bb3 ]
  %26 = call double @atan2(double %0, double %1)
  %27 = call double @llvm.exp2.f64(double %0)
  %28 = call double @llvm.exp.f64(double %1)
  %29 = fsub double %28, 1.0
  %30 = fadd double 1.0, %1
  %31 = call double @llvm.log.f64(double %30)
  %32 = call double @llvm.log2.f64(double %1)
  %33 = call double @llvm.log10.f64(double %1)
  %34 = fcmp uno double %32, %32
  %35 = zext i1 %34 to i32
  call void @print_f64(double %3)
  call void @print_f64(double %25)
  call void @print_f64(double %26)
  call void @print_f64(double %27)
  call void @print_f64(double %29)
  call void @print_f64(double %31)
  call void @print_f64(double %32)
  call void @print_f64(double %33)
  call void @print_i32(i32 %35)
  ret void
}

define void @f32ops(float %0, float %1, i64 %2) {
bb0:
  %3 = call float @llvm.fma.f32(float %0, float %1, float %1)
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %bb4, label %bb1

bb1:
  %5 = icmp sle i64 %2, 0
  %6 = icmp eq i64 %2, -9223372036854775808
  %7 = sub i64 0, %2
  %8 = select i1 %5, i64 %7, i64 %2
  %9 = select i1 %6, i64 9223372036854775807, i64 %8
  br label %bb2

bb2:
  %10 = phi float [ 1.0, %bb1 ], [ %16, %bb2 ]
  %11 = phi float [ %0, %bb1 ], [ %19, %bb2 ]
  %12 = phi i64 [ %9, %bb1 ], [ %17, %bb2 ]
  %13 = and i64 %12, 1
  %14 = icmp ne i64 %13, 0
  %15 = fmul float %10, %11
  %16 = select i1 %14, float %15, float %10
  %17 = lshr i64 %12, 1
  %18 = icmp eq i64 %17, 0
  %19 = fmul float %11, %11
  br i1 %18, label %bb3, label %bb2

bb3:
  %20 = phi float [ %16, %bb2 ]
  %21 = fmul float %20, %0
  %22 = select i1 %6, float %21, float %20
  %23 = fdiv float 1.0, %22
  %24 = select i1 %5, float %23, float %22
  br label %bb4

bb4:
  %25 = phi float [ 1.0, %bb0 ], [ %24, %bb3 ]
  %26 = call float @atan2f(float %1, float %0)
  call void @print_f32(float %3)
  call void @print_f32(float %25)
  call void @print_f32(float %26)
  ret void
}

define void @int(i32 %0, i32 %1) {
bb0:
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %bb8, label %bb1

bb1:
  %3 = icmp sle i32 %1, 0
  br i1 %3, label %bb5, label %bb2

bb2:
  br label %bb3

bb3:
  %4 = phi i32 [ 1, %bb2 ], [ %10, %bb3 ]
  %5 = phi i32 [ %0, %bb2 ], [ %13, %bb3 ]
  %6 = phi i32 [ %1, %bb2 ], [ %11, %bb3 ]
  %7 = and i32 %6, 1
  %8 = icmp ne i32 %7, 0
  %9 = mul i32 %4, %5
  %10 = select i1 %8, i32 %9, i32 %4
  %11 = lshr i32 %6, 1
  %12 = icmp eq i32 %11, 0
  %13 = mul i32 %5, %5
  br i1 %12, label %bb4, label %bb3

bb4:
  %14 = phi i32 [ %10, %bb3 ]
  br label %bb8

bb5:
  %15 = icmp eq i32 %0, 0
  br i1 %15, label %bb7, label %bb6

bb6:
  %16 = icmp eq i32 %0, 1
  %17 = icmp eq i32 %0, -1
  %18 = and i32 %1, 1
  %19 = icmp ne i32 %18, 0
  %20 = select i1 %19, i32 -1, i32 1
  %21 = select i1 %17, i32 %20, i32 0
  %22 = select i1 %16, i32 1, i32 %21
  br label %bb8

bb7:
  %23 = sdiv i32 1, 0
  br label %bb8

bb8:
  %24 = phi i32 [ 1, %bb0 ], [ %14, %bb4 ], [ %22, %bb6 ], [ %23, %bb7 ]
  %25 = call i32 @llvm.ctlz.i32(i32 %0, i1 false)
  %26 = call i32 @llvm.cttz.i32(i32 %0, i1 false)
  %27 = call i32 @llvm.abs.i32(i32 %0, i1 false)
  call void @print_i32(i32 %24)
  call void @print_i32(i32 %25)
  call void @print_i32(i32 %26)
  call void @print_i32(i32 %27)
  ret void
}

define void @vec(<3 x i32> %0, <3 x i32> %1, <2 x float> %2, <2 x i32> %3) {
bb0:
  %4 = extractelement <3 x i32> %0, i32 0
  %5 = extractelement <3 x i32> %1, i32 0
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %bb8, label %bb1

bb1:
  %7 = icmp sle i32 %5, 0
  br i1 %7, label %bb5, label %bb2

bb2:
  br label %bb3

bb3:
  %8 = phi i32 [ 1, %bb2 ], [ %14, %bb3 ]
  %9 = phi i32 [ %4, %bb2 ], [ %17, %bb3 ]
  %10 = phi i32 [ %5, %bb2 ], [ %15, %bb3 ]
  %11 = and i32 %10, 1
  %12 = icmp ne i32 %11, 0
  %13 = mul i32 %8, %9
  %14 = select i1 %12, i32 %13, i32 %8
  %15 = lshr i32 %10, 1
  %16 = icmp eq i32 %15, 0
  %17 = mul i32 %9, %9
  br i1 %16, label %bb4, label %bb3

bb4:
  %18 = phi i32 [ %14, %bb3 ]
  br label %bb8

bb5:
  %19 = icmp eq i32 %4, 0
  br i1 %19, label %bb7, label %bb6

bb6:
  %20 = icmp eq i32 %4, 1
  %21 = icmp eq i32 %4, -1
  %22 = and i32 %5, 1
  %23 = icmp ne i32 %22, 0
  %24 = select i1 %23, i32 -1, i32 1
  %25 = select i1 %21, i32 %24, i32 0
  %26 = select i1 %20, i32 1, i32 %25
  br label %bb8

bb7:
  %27 = sdiv i32 1, 0
  br label %bb8

bb8:
  %28 = phi i32 [ 1, %bb0 ], [ %18, %bb4 ], [ %26, %bb6 ], [ %27, %bb7 ]
  %29 = insertelement <3 x i32> undef, i32 %28, i32 0
  %30 = extractelement <3 x i32> %0, i32 1
  %31 = extractelement <3 x i32> %1, i32 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %bb16, label %bb9

bb9:
  %33 = icmp sle i32 %31, 0
  br i1 %33, label %bb13, label %bb10

bb10:
  br label %bb11

bb11:
  %34 = phi i32 [ 1, %bb10 ], [ %40, %bb11 ]
  %35 = phi i32 [ %30, %bb10 ], [ %43, %bb11 ]
  %36 = phi i32 [ %31, %bb10 ], [ %41, %bb11 ]
  %37 = and i32 %36, 1
  %38 = icmp ne i32 %37, 0
  %39 = mul i32 %34, %35
  %40 = select i1 %38, i32 %39, i32 %34
  %41 = lshr i32 %36, 1
  %42 = icmp eq i32 %41, 0
  %43 = mul i32 %35, %35
  br i1 %42, label %bb12, label %bb11

bb12:
  %44 = phi i32 [ %40, %bb11 ]
  br label %bb16

bb13:
  %45 = icmp eq i32 %30, 0
  br i1 %45, label %bb15, label %bb14

bb14:
  %46 = icmp eq i32 %30, 1
  %47 = icmp eq i32 %30, -1
  %48 = and i32 %31, 1
  %49 = icmp ne i32 %48, 0
  %50 = select i1 %49, i32 -1, i32 1
  %51 = select i1 %47, i32 %50, i32 0
  %52 = select i1 %46, i32 1, i32 %51
  br label %bb16

bb15:
  %53 = sdiv i32 1, 0
  br label %bb16

bb16:
  %54 = phi i32 [ 1, %bb8 ], [ %44, %bb12 ], [ %52, %bb14 ], [ %53, %bb15 ]
  %55 = insertelement <3 x i32> %29, i32 %54, i32 1
  %56 = extractelement <3 x i32> %0, i32 2
  %57 = extractelement <3 x i32> %1, i32 2
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %bb24, label %bb17

bb17:
  %59 = icmp sle i32 %57, 0
  br i1 %59, label %bb21, label %bb18

bb18:
  br label %bb19

bb19:
  %60 = phi i32 [ 1, %bb18 ], [ %66, %bb19 ]
  %61 = phi i32 [ %56, %bb18 ], [ %69, %bb19 ]
  %62 = phi i32 [ %57, %bb18 ], [ %67, %bb19 ]
  %63 = and i32 %62, 1
  %64 = icmp ne i32 %63, 0
  %65 = mul i32 %60, %61
  %66 = select i1 %64, i32 %65, i32 %60
  %67 = lshr i32 %62, 1
  %68 = icmp eq i32 %67, 0
  %69 = mul i32 %61, %61
  br i1 %68, label %bb20, label %bb19

bb20:
  %70 = phi i32 [ %66, %bb19 ]
  br label %bb24

bb21:
  %71 = icmp eq i32 %56, 0
  br i1 %71, label %bb23, label %bb22

bb22:
  %72 = icmp eq i32 %56, 1
  %73 = icmp eq i32 %56, -1
  %74 = and i32 %57, 1
  %75 = icmp ne i32 %74, 0
  %76 = select i1 %75, i32 -1, i32 1
  %77 = select i1 %73, i32 %76, i32 0
  %78 = select i1 %72, i32 1, i32 %77
  br label %bb24

bb23:
  %79 = sdiv i32 1, 0
  br label %bb24

bb24:
  %80 = phi i32 [ 1, %bb16 ], [ %70, %bb20 ], [ %78, %bb22 ], [ %79, %bb23 ]
  %81 = insertelement <3 x i32> %55, i32 %80, i32 2
  %82 = extractelement <2 x float> %2, i32 0
  %83 = extractelement <2 x i32> %3, i32 0
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %bb28, label %bb25

bb25:
  %85 = icmp sle i32 %83, 0
  %86 = icmp eq i32 %83, -2147483648
  %87 = sub i32 0, %83
  %88 = select i1 %85, i32 %87, i32 %83
  %89 = select i1 %86, i32 2147483647, i32 %88
  br label %bb26

bb26:
  %90 = phi float [ 1.0, %bb25 ], [ %96, %bb26 ]
  %91 = phi float [ %82, %bb25 ], [ %99, %bb26 ]
  %92 = phi i32 [ %89, %bb25 ], [ %97, %bb26 ]
  %93 = and i32 %92, 1
  %94 = icmp ne i32 %93, 0
  %95 = fmul float %90, %91
  %96 = select i1 %94, float %95, float %90
  %97 = lshr i32 %92, 1
  %98 = icmp eq i32 %97, 0
  %99 = fmul float %91, %91
  br i1 %98, label %bb27, label %bb26

bb27:
  %100 = phi float [ %96, %bb26 ]
  %101 = fmul float %100, %82
  %102 = select i1 %86, float %101, float %100
  %103 = fdiv float 1.0, %102
  %104 = select i1 %85, float %103, float %102
  br label %bb28

bb28:
  %105 = phi float [ 1.0, %bb24 ], [ %104, %bb27 ]
  %106 = insertelement <2 x float> undef, float %105, i32 0
  %107 = extractelement <2 x float> %2, i32 1
  %108 = extractelement <2 x i32> %3, i32 1
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %bb32, label %bb29

bb29:
  %110 = icmp sle i32 %108, 0
  %111 = icmp eq i32 %108, -2147483648
  %112 = sub i32 0, %108
  %113 = select i1 %110, i32 %112, i32 %108
  %114 = select i1 %111, i32 2147483647, i32 %113
  br label %bb30

bb30:
  %115 = phi float [ 1.0, %bb29 ], [ %121, %bb30 ]
  %116 = phi float [ %107, %bb29 ], [ %124, %bb30 ]
  %117 = phi i32 [ %114, %bb29 ], [ %122, %bb30 ]
  %118 = and i32 %117, 1
  %119 = icmp ne i32 %118, 0
  %120 = fmul float %115, %116
  %121 = select i1 %119, float %120, float %115
  %122 = lshr i32 %117, 1
  %123 = icmp eq i32 %122, 0
  %124 = fmul float %116, %116
  br i1 %123, label %bb31, label %bb30

bb31:
  %125 = phi float [ %121, %bb30 ]
  %126 = fmul float %125, %107
  %127 = select i1 %111, float %126, float %125
  %128 = fdiv float 1.0, %127
  %129 = select i1 %110, float %128, float %127
  br label %bb32

bb32:
  %130 = phi float [ 1.0, %bb28 ], [ %129, %bb31 ]
  %131 = insertelement <2 x float> %106, float %130, i32 1
  %132 = call <2 x float> @llvm.fma.v2f32(<2 x float> %2, <2 x float> %2, <2 x float> %131)
  %133 = call <3 x i32> @llvm.ctlz.v3i32(<3 x i32> %0, i1 false)
  %134 = extractelement <3 x i32> %81, i64 0
  %135 = extractelement <3 x i32> %81, i64 2
  %136 = extractelement <2 x float> %131, i64 1
  %137 = extractelement <2 x float> %132, i64 0
  %138 = extractelement <3 x i32> %133, i64 1
  call void @print_i32(i32 %134)
  call void @print_i32(i32 %135)
  call void @print_f32(float %136)
  call void @print_f32(float %137)
  call void @print_i32(i32 %138)
  ret void
}

define void @main() {
bb0:
  call void @flt(double 1.5, double 0.25, i32 3)
  call void @flt(double -3.0, double 0.25, i32 -3)
  call void @flt(double 1.5, double -3.0, i32 0)
  call void @flt(double 1.0, double 1.5, i32 -2147483648)
  call void @flt(double -1.0, double 1.5, i32 2147483647)
  call void @f32ops(float 1.25, float -1.25, i64 7)
  call void @f32ops(float 1.0, float -1.25, i64 -9223372036854775808)
  call void @int(i32 3, i32 3)
  call void @int(i32 -1, i32 -3)
  call void @int(i32 -1, i32 2)
  call void @int(i32 1, i32 -3)
  call void @int(i32 3, i32 -3)
  call void @int(i32 3, i32 40)
  call void @int(i32 0, i32 0)
  call void @int(i32 -2147483648, i32 1)
  call void @int(i32 12, i32 2)
  call void @vec(<3 x i32> <i32 3, i32 -2, i32 5>, <3 x i32> <i32 4, i32 3, i32 0>, <2 x float> <float 2.0, float 0.5>, <2 x i32> <i32 -2, i32 5>)
  ret void
}

declare double @llvm.fma.f64(double, double, double)

declare double @atan2(double, double)

declare double @llvm.exp2.f64(double)

declare double @llvm.exp.f64(double)

declare double @llvm.log.f64(double)

declare double @llvm.log2.f64(double)

declare double @llvm.log10.f64(double)

declare float @llvm.fma.f32(float, float, float)

declare float @atan2f(float, float)

declare i32 @llvm.ctlz.i32(i32, i1)

declare i32 @llvm.cttz.i32(i32, i1)

declare i32 @llvm.abs.i32(i32, i1)

declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)

declare <3 x i32> @llvm.ctlz.v3i32(<3 x i32>, i1)
