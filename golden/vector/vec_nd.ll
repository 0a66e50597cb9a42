; ModuleID = 'vec_nd.mlir'
source_filename = "vec_nd.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_f32(float)

define void @p24f([2 x <4 x float>] %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %5, %bb4 ]
  %2 = icmp slt i64 %1, 2
  br i1 %2, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %3 = phi i64 [ 0, %bb1 ], [ %10, %bb5 ]
  %4 = icmp slt i64 %3, 4
  br i1 %4, label %bb5, label %bb4

bb4:
  %5 = add i64 %1, 1
  br label %bb1

bb5:
  %6 = alloca [2 x <4 x float>]
  store [2 x <4 x float>] %0, [2 x <4 x float>]* %6
  %7 = getelementptr [2 x <4 x float>], [2 x <4 x float>]* %6, i64 0, i64 %1
  %8 = load <4 x float>, <4 x float>* %7
  %9 = extractelement <4 x float> %8, i64 %3
  call void @print_f32(float %9)
  %10 = add i64 %3, 1
  br label %bb3
}

define void @p24i([2 x <4 x i32>] %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %5, %bb4 ]
  %2 = icmp slt i64 %1, 2
  br i1 %2, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %3 = phi i64 [ 0, %bb1 ], [ %10, %bb5 ]
  %4 = icmp slt i64 %3, 4
  br i1 %4, label %bb5, label %bb4

bb4:
  %5 = add i64 %1, 1
  br label %bb1

bb5:
  %6 = alloca [2 x <4 x i32>]
  store [2 x <4 x i32>] %0, [2 x <4 x i32>]* %6
  %7 = getelementptr [2 x <4 x i32>], [2 x <4 x i32>]* %6, i64 0, i64 %1
  %8 = load <4 x i32>, <4 x i32>* %7
  %9 = extractelement <4 x i32> %8, i64 %3
  call void @print_i32(i32 %9)
  %10 = add i64 %3, 1
  br label %bb3
}

define void @p222([2 x [2 x <2 x i32>]] %0) {
bb0:
  %1 = extractvalue [2 x [2 x <2 x i32>]] %0, 0, 0
  %2 = extractelement <2 x i32> %1, i64 0
  %3 = extractvalue [2 x [2 x <2 x i32>]] %0, 0, 0
  %4 = extractelement <2 x i32> %3, i64 1
  %5 = extractvalue [2 x [2 x <2 x i32>]] %0, 0, 1
  %6 = extractelement <2 x i32> %5, i64 0
  %7 = extractvalue [2 x [2 x <2 x i32>]] %0, 0, 1
  %8 = extractelement <2 x i32> %7, i64 1
  %9 = extractvalue [2 x [2 x <2 x i32>]] %0, 1, 0
  %10 = extractelement <2 x i32> %9, i64 0
  %11 = extractvalue [2 x [2 x <2 x i32>]] %0, 1, 0
  %12 = extractelement <2 x i32> %11, i64 1
  %13 = extractvalue [2 x [2 x <2 x i32>]] %0, 1, 1
  %14 = extractelement <2 x i32> %13, i64 0
  %15 = extractvalue [2 x [2 x <2 x i32>]] %0, 1, 1
  %16 = extractelement <2 x i32> %15, i64 1
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %6)
  call void @print_i32(i32 %8)
  call void @print_i32(i32 %10)
  call void @print_i32(i32 %12)
  call void @print_i32(i32 %14)
  call void @print_i32(i32 %16)
  ret void
}

define void @ops24([2 x <4 x float>] %0, [2 x <4 x float>] %1) {
bb0:
  call void @p24f([2 x <4 x float>] %0)
  %2 = extractvalue [2 x <4 x float>] %0, 0
  %3 = extractvalue [2 x <4 x float>] %1, 0
  %4 = fadd <4 x float> %2, %3
  %5 = insertvalue [2 x <4 x float>] undef, <4 x float> %4, 0
  %6 = extractvalue [2 x <4 x float>] %0, 1
  %7 = extractvalue [2 x <4 x float>] %1, 1
  %8 = fadd <4 x float> %6, %7
  %9 = insertvalue [2 x <4 x float>] %5, <4 x float> %8, 1
  call void @p24f([2 x <4 x float>] %9)
  %10 = extractvalue [2 x <4 x float>] %0, 0
  %11 = extractvalue [2 x <4 x float>] %1, 0
  %12 = fsub <4 x float> %10, %11
  %13 = insertvalue [2 x <4 x float>] undef, <4 x float> %12, 0
  %14 = extractvalue [2 x <4 x float>] %0, 1
  %15 = extractvalue [2 x <4 x float>] %1, 1
  %16 = fsub <4 x float> %14, %15
  %17 = insertvalue [2 x <4 x float>] %13, <4 x float> %16, 1
  call void @p24f([2 x <4 x float>] %17)
  %18 = extractvalue [2 x <4 x float>] %0, 0
  %19 = extractvalue [2 x <4 x float>] %1, 0
  %20 = fmul <4 x float> %18, %19
  %21 = insertvalue [2 x <4 x float>] undef, <4 x float> %20, 0
  %22 = extractvalue [2 x <4 x float>] %0, 1
  %23 = extractvalue [2 x <4 x float>] %1, 1
  %24 = fmul <4 x float> %22, %23
  %25 = insertvalue [2 x <4 x float>] %21, <4 x float> %24, 1
  call void @p24f([2 x <4 x float>] %25)
  %26 = extractvalue [2 x <4 x float>] %0, 0
  %27 = extractvalue [2 x <4 x float>] %1, 0
  %28 = fdiv <4 x float> %26, %27
  %29 = insertvalue [2 x <4 x float>] undef, <4 x float> %28, 0
  %30 = extractvalue [2 x <4 x float>] %0, 1
  %31 = extractvalue [2 x <4 x float>] %1, 1
  %32 = fdiv <4 x float> %30, %31
  %33 = insertvalue [2 x <4 x float>] %29, <4 x float> %32, 1
  call void @p24f([2 x <4 x float>] %33)
  %34 = extractvalue [2 x <4 x float>] %1, 0
  %35 = fneg <4 x float> %34
  %36 = insertvalue [2 x <4 x float>] undef, <4 x float> %35, 0
  %37 = extractvalue [2 x <4 x float>] %1, 1
  %38 = fneg <4 x float> %37
  %39 = insertvalue [2 x <4 x float>] %36, <4 x float> %38, 1
  call void @p24f([2 x <4 x float>] %39)
  %40 = extractvalue [2 x <4 x float>] %0, 0
  %41 = extractvalue [2 x <4 x float>] %1, 0
  %42 = fcmp olt <4 x float> %40, %41
  %43 = insertvalue [2 x <4 x i1>] undef, <4 x i1> %42, 0
  %44 = extractvalue [2 x <4 x float>] %0, 1
  %45 = extractvalue [2 x <4 x float>] %1, 1
  %46 = fcmp olt <4 x float> %44, %45
  %47 = insertvalue [2 x <4 x i1>] %43, <4 x i1> %46, 1
  %48 = extractvalue [2 x <4 x i1>] %47, 0
  %49 = extractvalue [2 x <4 x float>] %0, 0
  %50 = extractvalue [2 x <4 x float>] %1, 0
  %51 = select <4 x i1> %48, <4 x float> %49, <4 x float> %50
  %52 = insertvalue [2 x <4 x float>] undef, <4 x float> %51, 0
  %53 = extractvalue [2 x <4 x i1>] %47, 1
  %54 = extractvalue [2 x <4 x float>] %0, 1
  %55 = extractvalue [2 x <4 x float>] %1, 1
  %56 = select <4 x i1> %53, <4 x float> %54, <4 x float> %55
  %57 = insertvalue [2 x <4 x float>] %52, <4 x float> %56, 1
  call void @p24f([2 x <4 x float>] %57)
  %58 = extractvalue [2 x <4 x float>] %0, 0
  %59 = extractvalue [2 x <4 x float>] %1, 0
  %60 = fcmp oeq <4 x float> %58, %59
  %61 = insertvalue [2 x <4 x i1>] undef, <4 x i1> %60, 0
  %62 = extractvalue [2 x <4 x float>] %0, 1
  %63 = extractvalue [2 x <4 x float>] %1, 1
  %64 = fcmp oeq <4 x float> %62, %63
  %65 = insertvalue [2 x <4 x i1>] %61, <4 x i1> %64, 1
  %66 = extractvalue [2 x <4 x i1>] %65, 0
  %67 = zext <4 x i1> %66 to <4 x i32>
  %68 = insertvalue [2 x <4 x i32>] undef, <4 x i32> %67, 0
  %69 = extractvalue [2 x <4 x i1>] %65, 1
  %70 = zext <4 x i1> %69 to <4 x i32>
  %71 = insertvalue [2 x <4 x i32>] %68, <4 x i32> %70, 1
  call void @p24i([2 x <4 x i32>] %71)
  ret void
}

define void @ops222([2 x [2 x <2 x i32>]] %0, [2 x [2 x <2 x i32>]] %1) {
bb0:
  call void @p222([2 x [2 x <2 x i32>]] %0)
  %2 = extractvalue [2 x [2 x <2 x i32>]] %0, 0
  %3 = extractvalue [2 x [2 x <2 x i32>]] %1, 0
  %4 = extractvalue [2 x <2 x i32>] %2, 0
  %5 = extractvalue [2 x <2 x i32>] %3, 0
  %6 = add <2 x i32> %4, %5
  %7 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %6, 0
  %8 = extractvalue [2 x <2 x i32>] %2, 1
  %9 = extractvalue [2 x <2 x i32>] %3, 1
  %10 = add <2 x i32> %8, %9
  %11 = insertvalue [2 x <2 x i32>] %7, <2 x i32> %10, 1
  %12 = insertvalue [2 x [2 x <2 x i32>]] undef, [2 x <2 x i32>] %11, 0
  %13 = extractvalue [2 x [2 x <2 x i32>]] %0, 1
  %14 = extractvalue [2 x [2 x <2 x i32>]] %1, 1
  %15 = extractvalue [2 x <2 x i32>] %13, 0
  %16 = extractvalue [2 x <2 x i32>] %14, 0
  %17 = add <2 x i32> %15, %16
  %18 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %17, 0
  %19 = extractvalue [2 x <2 x i32>] %13, 1
  %20 = extractvalue [2 x <2 x i32>] %14, 1
  %21 = add <2 x i32> %19, %20
  %22 = insertvalue [2 x <2 x i32>] %18, <2 x i32> %21, 1
  %23 = insertvalue [2 x [2 x <2 x i32>]] %12, [2 x <2 x i32>] %22, 1
  call void @p222([2 x [2 x <2 x i32>]] %23)
  %24 = extractvalue [2 x [2 x <2 x i32>]] %0, 0
  %25 = extractvalue [2 x [2 x <2 x i32>]] %1, 0
  %26 = extractvalue [2 x <2 x i32>] %24, 0
  %27 = extractvalue [2 x <2 x i32>] %25, 0
  %28 = sub <2 x i32> %26, %27
  %29 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %28, 0
  %30 = extractvalue [2 x <2 x i32>] %24, 1
  %31 = extractvalue [2 x <2 x i32>] %25, 1
  %32 = sub <2 x i32> %30, %31
  %33 = insertvalue [2 x <2 x i32>] %29, <2 x i32> %32, 1
  %34 = insertvalue [2 x [2 x <2 x i32>]] undef, [2 x <2 x i32>] %33, 0
  %35 = extractvalue [2 x [2 x <2 x i32>]] %0, 1
  %36 = extractvalue [2 x [2 x <2 x i32>]] %1, 1
  %37 = extractvalue [2 x <2 x i32>] %35, 0
  %38 = extractvalue [2 x <2 x i32>] %36, 0
  %39 = sub <2 x i32> %37, %38
  %40 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %39, 0
  %41 = extractvalue [2 x <2 x i32>] %35, 1
  %42 = extractvalue [2 x <2 x i32>] %36, 1
  %43 = sub <2 x i32> %41, %42
  %44 = insertvalue [2 x <2 x i32>] %40, <2 x i32> %43, 1
  %45 = insertvalue [2 x [2 x <2 x i32>]] %34, [2 x <2 x i32>] %44, 1
  call void @p222([2 x [2 x <2 x i32>]] %45)
  %46 = extractvalue [2 x [2 x <2 x i32>]] %0, 0
  %47 = extractvalue [2 x [2 x <2 x i32>]] %1, 0
  %48 = extractvalue [2 x <2 x i32>] %46, 0
  %49 = extractvalue [2 x <2 x i32>] %47, 0
  %50 = mul <2 x i32> %48, %49
  %51 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %50, 0
  %52 = extractvalue [2 x <2 x i32>] %46, 1
  %53 = extractvalue [2 x <2 x i32>] %47, 1
  %54 = mul <2 x i32> %52, %53
  %55 = insertvalue [2 x <2 x i32>] %51, <2 x i32> %54, 1
  %56 = insertvalue [2 x [2 x <2 x i32>]] undef, [2 x <2 x i32>] %55, 0
  %57 = extractvalue [2 x [2 x <2 x i32>]] %0, 1
  %58 = extractvalue [2 x [2 x <2 x i32>]] %1, 1
  %59 = extractvalue [2 x <2 x i32>] %57, 0
  %60 = extractvalue [2 x <2 x i32>] %58, 0
  %61 = mul <2 x i32> %59, %60
  %62 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %61, 0
  %63 = extractvalue [2 x <2 x i32>] %57, 1
  %64 = extractvalue [2 x <2 x i32>] %58, 1
  %65 = mul <2 x i32> %63, %64
  %66 = insertvalue [2 x <2 x i32>] %62, <2 x i32> %65, 1
  %67 = insertvalue [2 x [2 x <2 x i32>]] %56, [2 x <2 x i32>] %66, 1
  call void @p222([2 x [2 x <2 x i32>]] %67)
  %68 = extractvalue [2 x [2 x <2 x i32>]] %0, 0
  %69 = extractvalue [2 x [2 x <2 x i32>]] %1, 0
  %70 = extractvalue [2 x <2 x i32>] %68, 0
  %71 = extractvalue [2 x <2 x i32>] %69, 0
  %72 = icmp sgt <2 x i32> %70, %71
  %73 = insertvalue [2 x <2 x i1>] undef, <2 x i1> %72, 0
  %74 = extractvalue [2 x <2 x i32>] %68, 1
  %75 = extractvalue [2 x <2 x i32>] %69, 1
  %76 = icmp sgt <2 x i32> %74, %75
  %77 = insertvalue [2 x <2 x i1>] %73, <2 x i1> %76, 1
  %78 = insertvalue [2 x [2 x <2 x i1>]] undef, [2 x <2 x i1>] %77, 0
  %79 = extractvalue [2 x [2 x <2 x i32>]] %0, 1
  %80 = extractvalue [2 x [2 x <2 x i32>]] %1, 1
  %81 = extractvalue [2 x <2 x i32>] %79, 0
  %82 = extractvalue [2 x <2 x i32>] %80, 0
  %83 = icmp sgt <2 x i32> %81, %82
  %84 = insertvalue [2 x <2 x i1>] undef, <2 x i1> %83, 0
  %85 = extractvalue [2 x <2 x i32>] %79, 1
  %86 = extractvalue [2 x <2 x i32>] %80, 1
  %87 = icmp sgt <2 x i32> %85, %86
  %88 = insertvalue [2 x <2 x i1>] %84, <2 x i1> %87, 1
  %89 = insertvalue [2 x [2 x <2 x i1>]] %78, [2 x <2 x i1>] %88, 1
  %90 = extractvalue [2 x [2 x <2 x i1>]] %89, 0
  %91 = extractvalue [2 x [2 x <2 x i32>]] %0, 0
  %92 = extractvalue [2 x [2 x <2 x i32>]] %1, 0
  %93 = extractvalue [2 x <2 x i1>] %90, 0
  %94 = extractvalue [2 x <2 x i32>] %91, 0
  %95 = extractvalue [2 x <2 x i32>] %92, 0
  %96 = select <2 x i1> %93, <2 x i32> %94, <2 x i32> %95
  %97 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %96, 0
  %98 = extractvalue [2 x <2 x i1>] %90, 1
  %99 = extractvalue [2 x <2 x i32>] %91, 1
  %100 = extractvalue [2 x <2 x i32>] %92, 1
  %101 = select <2 x i1> %98, <2 x i32> %99, <2 x i32> %100
  %102 = insertvalue [2 x <2 x i32>] %97, <2 x i32> %101, 1
  %103 = insertvalue [2 x [2 x <2 x i32>]] undef, [2 x <2 x i32>] %102, 0
  %104 = extractvalue [2 x [2 x <2 x i1>]] %89, 1
  %105 = extractvalue [2 x [2 x <2 x i32>]] %0, 1
  %106 = extractvalue [2 x [2 x <2 x i32>]] %1, 1
  %107 = extractvalue [2 x <2 x i1>] %104, 0
  %108 = extractvalue [2 x <2 x i32>] %105, 0
  %109 = extractvalue [2 x <2 x i32>] %106, 0
  %110 = select <2 x i1> %107, <2 x i32> %108, <2 x i32> %109
  %111 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %110, 0
  %112 = extractvalue [2 x <2 x i1>] %104, 1
  %113 = extractvalue [2 x <2 x i32>] %105, 1
  %114 = extractvalue [2 x <2 x i32>] %106, 1
  %115 = select <2 x i1> %112, <2 x i32> %113, <2 x i32> %114
  %116 = insertvalue [2 x <2 x i32>] %111, <2 x i32> %115, 1
  %117 = insertvalue [2 x [2 x <2 x i32>]] %103, [2 x <2 x i32>] %116, 1
  call void @p222([2 x [2 x <2 x i32>]] %117)
  %118 = extractvalue [2 x [2 x <2 x i1>]] %89, 0
  %119 = extractvalue [2 x <2 x i1>] %118, 0
  %120 = zext <2 x i1> %119 to <2 x i32>
  %121 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %120, 0
  %122 = extractvalue [2 x <2 x i1>] %118, 1
  %123 = zext <2 x i1> %122 to <2 x i32>
  %124 = insertvalue [2 x <2 x i32>] %121, <2 x i32> %123, 1
  %125 = insertvalue [2 x [2 x <2 x i32>]] undef, [2 x <2 x i32>] %124, 0
  %126 = extractvalue [2 x [2 x <2 x i1>]] %89, 1
  %127 = extractvalue [2 x <2 x i1>] %126, 0
  %128 = zext <2 x i1> %127 to <2 x i32>
  %129 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %128, 0
  %130 = extractvalue [2 x <2 x i1>] %126, 1
  %131 = zext <2 x i1> %130 to <2 x i32>
  %132 = insertvalue [2 x <2 x i32>] %129, <2 x i32> %131, 1
  %133 = insertvalue [2 x [2 x <2 x i32>]] %125, [2 x <2 x i32>] %132, 1
  call void @p222([2 x [2 x <2 x i32>]] %133)
  ret void
}

define [2 x <4 x float>] @splat24(float %0) {
bb0:
  %1 = insertelement <4 x float> undef, float %0, i32 0
  %2 = shufflevector <4 x float> %1, <4 x float> undef, <4 x i32> zeroinitializer
  %3 = insertvalue [2 x <4 x float>] undef, <4 x float> %2, 0
  %4 = insertelement <4 x float> undef, float %0, i32 0
  %5 = shufflevector <4 x float> %4, <4 x float> undef, <4 x i32> zeroinitializer
  %6 = insertvalue [2 x <4 x float>] %3, <4 x float> %5, 1
  ret [2 x <4 x float>] %6
}

define [2 x <4 x float>] @accumulate([2 x <4 x float>] %0, i32 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i32 [ 0, %bb0 ], [ %23, %bb3 ]
  %3 = phi [2 x <4 x float>] [ [<4 x float> <float 0.0, float 0.0, float 0.0, float 0.0>, <4 x float> <float 0.0, float 0.0, float 0.0, float 0.0>], %bb0 ], [ %22, %bb3 ]
  %4 = icmp slt i32 %2, %1
  br i1 %4, label %bb3, label %bb2

bb2:
  ret [2 x <4 x float>] %3

bb3:
  %5 = sitofp i32 %2 to float
  %6 = call [2 x <4 x float>] @splat24(float %5)
  %7 = extractvalue [2 x <4 x float>] %0, 0
  %8 = extractvalue [2 x <4 x float>] %6, 0
  %9 = fmul <4 x float> %7, %8
  %10 = insertvalue [2 x <4 x float>] undef, <4 x float> %9, 0
  %11 = extractvalue [2 x <4 x float>] %0, 1
  %12 = extractvalue [2 x <4 x float>] %6, 1
  %13 = fmul <4 x float> %11, %12
  %14 = insertvalue [2 x <4 x float>] %10, <4 x float> %13, 1
  %15 = extractvalue [2 x <4 x float>] %3, 0
  %16 = extractvalue [2 x <4 x float>] %14, 0
  %17 = fadd <4 x float> %15, %16
  %18 = insertvalue [2 x <4 x float>] undef, <4 x float> %17, 0
  %19 = extractvalue [2 x <4 x float>] %3, 1
  %20 = extractvalue [2 x <4 x float>] %14, 1
  %21 = fadd <4 x float> %19, %20
  %22 = insertvalue [2 x <4 x float>] %18, <4 x float> %21, 1
  %23 = add i32 %2, 1
  br label %bb1
}

define [2 x <4 x float>] @to_float([2 x [2 x <2 x i32>]] %0) {
bb0:
  %1 = extractvalue [2 x [2 x <2 x i32>]] %0, 0
  %2 = extractvalue [2 x <2 x i32>] %1, 0
  %3 = sitofp <2 x i32> %2 to <2 x float>
  %4 = insertvalue [2 x <2 x float>] undef, <2 x float> %3, 0
  %5 = extractvalue [2 x <2 x i32>] %1, 1
  %6 = sitofp <2 x i32> %5 to <2 x float>
  %7 = insertvalue [2 x <2 x float>] %4, <2 x float> %6, 1
  %8 = insertvalue [2 x [2 x <2 x float>]] undef, [2 x <2 x float>] %7, 0
  %9 = extractvalue [2 x [2 x <2 x i32>]] %0, 1
  %10 = extractvalue [2 x <2 x i32>] %9, 0
  %11 = sitofp <2 x i32> %10 to <2 x float>
  %12 = insertvalue [2 x <2 x float>] undef, <2 x float> %11, 0
  %13 = extractvalue [2 x <2 x i32>] %9, 1
  %14 = sitofp <2 x i32> %13 to <2 x float>
  %15 = insertvalue [2 x <2 x float>] %12, <2 x float> %14, 1
  %16 = insertvalue [2 x [2 x <2 x float>]] %8, [2 x <2 x float>] %15, 1
  %17 = extractvalue [2 x [2 x <2 x float>]] %16, 0, 1
  %18 = extractelement <2 x float> %17, i64 1
  %19 = extractvalue [2 x [2 x <2 x float>]] %16, 1, 1
  %20 = extractelement <2 x float> %19, i64 1
  %21 = fadd float %18, %20
  %22 = call [2 x <4 x float>] @splat24(float %21)
  ret [2 x <4 x float>] %22
}

define i32 @main() {
bb0:
  call void @ops24([2 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>], [2 x <4 x float>] [<4 x float> <float 0.5, float -1.0, float 3.0, float 10.0>, <4 x float> <float -5.0, float 0.25, float 7.0, float 2.0>])
  call void @ops222([2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 -2>, <2 x i32> <i32 3, i32 -4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 -6>, <2 x i32> <i32 7, i32 -8>]], [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 8, i32 7>, <2 x i32> <i32 -6, i32 -5>], [2 x <2 x i32>] [<2 x i32> <i32 4, i32 3>, <2 x i32> <i32 -2, i32 -1>]])
  %0 = call [2 x <4 x float>] @splat24(float -1.25)
  call void @p24f([2 x <4 x float>] %0)
  %1 = call [2 x <4 x float>] @accumulate([2 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>], i32 3)
  call void @p24f([2 x <4 x float>] %1)
  call void @p24i([2 x <4 x i32>] [<4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>])
  %2 = call [2 x <4 x float>] @to_float([2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 -2>, <2 x i32> <i32 3, i32 -4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 -6>, <2 x i32> <i32 7, i32 -8>]])
  call void @p24f([2 x <4 x float>] %2)
  ret i32 0
}
