; ModuleID = 'intrinsics.mlir'
source_filename = "intrinsics.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define void @unary_f64(double %0) {
bb0:
  %1 = call double @llvm.sqrt.f64(double %0)
  call void @print_f64(double %1)
  %2 = call double @llvm.fabs.f64(double %0)
  call void @print_f64(double %2)
  %3 = call double @llvm.floor.f64(double %0)
  call void @print_f64(double %3)
  %4 = call double @llvm.ceil.f64(double %0)
  call void @print_f64(double %4)
  ret void
}

define void @unary_f32(float %0) {
bb0:
  %1 = call float @llvm.sqrt.f32(float %0)
  call void @print_f32(float %1)
  %2 = call float @llvm.fabs.f32(float %0)
  call void @print_f32(float %2)
  %3 = call float @llvm.floor.f32(float %0)
  call void @print_f32(float %3)
  %4 = call float @llvm.ceil.f32(float %0)
  call void @print_f32(float %4)
  ret void
}

define void @transcendental(double %0, double %1, double %2, double %3) {
bb0:
  %4 = call double @llvm.exp.f64(double %0)
  call void @print_f64(double %4)
  %5 = call double @llvm.exp2.f64(double %2)
  call void @print_f64(double %5)
  %6 = call double @llvm.log.f64(double %1)
  call void @print_f64(double %6)
  %7 = call double @llvm.log2.f64(double %2)
  call void @print_f64(double %7)
  %8 = call double @llvm.log10.f64(double %3)
  call void @print_f64(double %8)
  %9 = call double @llvm.sin.f64(double %0)
  call void @print_f64(double %9)
  %10 = call double @llvm.cos.f64(double %0)
  call void @print_f64(double %10)
  %11 = call double @llvm.pow.f64(double %2, double %2)
  call void @print_f64(double %11)
  ret void
}

define void @binary_f64(double %0, double %1, double %2) {
bb0:
  %3 = call double @llvm.copysign.f64(double %0, double %1)
  call void @print_f64(double %3)
  %4 = call double @llvm.fma.f64(double %0, double %1, double %2)
  call void @print_f64(double %4)
  %5 = call double @llvm.fmuladd.f64(double %0, double %1, double %2)
  call void @print_f64(double %5)
  %6 = call double @llvm.minnum.f64(double %0, double %1)
  call void @print_f64(double %6)
  %7 = call double @llvm.maxnum.f64(double %0, double %1)
  call void @print_f64(double %7)
  %8 = fsub double %2, %2
  %9 = fdiv double %8, %8
  %10 = call double @llvm.minnum.f64(double %0, double %9)
  call void @print_f64(double %10)
  ret void
}

define void @ints(i32 %0, i32 %1, i64 %2) {
bb0:
  %3 = call i32 @llvm.smax.i32(i32 %0, i32 %1)
  call void @print_i32(i32 %3)
  %4 = call i32 @llvm.smin.i32(i32 %0, i32 %1)
  call void @print_i32(i32 %4)
  %5 = call i64 @llvm.ctpop.i64(i64 %2)
  call void @print_i64(i64 %5)
  %6 = call i32 @llvm.bitreverse.i32(i32 %0)
  call void @print_i32(i32 %6)
  ret void
}

define void @overflow(i32 %0, i32 %1) {
bb0:
  %2 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %3 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %0, i32 %1)
  %5 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1)
  call void @show_ov({ i32, i1 } %2)
  call void @show_ov({ i32, i1 } %3)
  call void @show_ov({ i32, i1 } %4)
  call void @show_ov({ i32, i1 } %5)
  ret void
}

define void @show_ov({ i32, i1 } %0) {
bb0:
  %1 = extractvalue { i32, i1 } %0, 0
  %2 = extractvalue { i32, i1 } %0, 1
  %3 = zext i1 %2 to i32
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %3)
  ret void
}

define void @vecs(<4 x float> %0, <4 x i32> %1) {
bb0:
  %2 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %0)
  %3 = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %2)
  call void @print_f32(float %3)
  %4 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %0)
  call void @print_f32(float %4)
  %5 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %1)
  call void @print_i32(i32 %5)
  %6 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %1)
  call void @print_i32(i32 %6)
  ret void
}

define void @copy() {
bb0:
  %0 = alloca i32, i64 5
  %1 = alloca i32, i64 5
  br label %bb1

bb1:
  %2 = phi i64 [ 0, %bb0 ], [ %14, %bb3 ]
  %3 = icmp slt i64 %2, 5
  br i1 %3, label %bb3, label %bb2

bb2:
  %4 = bitcast i32* %1 to i8*
  %5 = bitcast i32* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %4, i8* %5, i64 20, i1 false)
  %6 = getelementptr i32, i32* %1, i64 4
  %7 = load i32, i32* %6
  call void @print_i32(i32 %7)
  %8 = getelementptr i32, i32* %1, i64 1
  %9 = load i32, i32* %8
  call void @print_i32(i32 %9)
  ret void

bb3:
  %10 = getelementptr i32, i32* %0, i64 %2
  %11 = trunc i64 %2 to i32
  %12 = mul i32 %11, %11
  %13 = add i32 %12, %11
  store i32 %13, i32* %10
  %14 = add i64 %2, 1
  br label %bb1
}

define i32 @main() {
bb0:
  call void @unary_f64(double -6.25)
  call void @unary_f64(double 2.25)
  call void @unary_f32(float -0.5)
  call void @unary_f32(float 16.0)
  call void @transcendental(double 0.0, double 1.0, double 8.0, double 1000.0)
  call void @binary_f64(double 3.0, double -0.5, double 10.0)
  call void @ints(i32 -7, i32 5, i64 1095233372415)
  call void @overflow(i32 2000000000, i32 2000000000)
  call void @overflow(i32 3, i32 -1)
  call void @vecs(<4 x float> <float 1.0, float 4.0, float 9.0, float 16.0>, <4 x i32> <i32 3, i32 -10, i32 8, i32 1>)
  call void @copy()
  ret i32 0
}

declare double @llvm.sqrt.f64(double)

declare double @llvm.fabs.f64(double)

declare double @llvm.floor.f64(double)

declare double @llvm.ceil.f64(double)

declare float @llvm.sqrt.f32(float)

declare float @llvm.fabs.f32(float)

declare float @llvm.floor.f32(float)

declare float @llvm.ceil.f32(float)

declare double @llvm.exp.f64(double)

declare double @llvm.exp2.f64(double)

declare double @llvm.log.f64(double)

declare double @llvm.log2.f64(double)

declare double @llvm.log10.f64(double)

declare double @llvm.sin.f64(double)

declare double @llvm.cos.f64(double)

declare double @llvm.pow.f64(double, double)

declare double @llvm.copysign.f64(double, double)

declare double @llvm.fma.f64(double, double, double)

declare double @llvm.fmuladd.f64(double, double, double)

declare double @llvm.minnum.f64(double, double)

declare double @llvm.maxnum.f64(double, double)

declare i32 @llvm.smax.i32(i32, i32)

declare i32 @llvm.smin.i32(i32, i32)

declare i64 @llvm.ctpop.i64(i64)

declare i32 @llvm.bitreverse.i32(i32)

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)

declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)

declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)

declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)

declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
