; ModuleID = 'reduction.mlir'
source_filename = "reduction.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [4 x i8] c"%lu\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [2 x i8] c"\0A\00", align 1

define void @ri(<5 x i32> %0, <4 x i8> %1, <3 x i64> %2) {
bb0:
  %3 = call i32 @llvm.vector.reduce.add.v5i32(<5 x i32> %0)
  %4 = call i32 @llvm.vector.reduce.mul.v5i32(<5 x i32> %0)
  %5 = call i32 @llvm.vector.reduce.smin.v5i32(<5 x i32> %0)
  %6 = call i32 @llvm.vector.reduce.smax.v5i32(<5 x i32> %0)
  %7 = call i32 @llvm.vector.reduce.and.v5i32(<5 x i32> %0)
  %8 = call i32 @llvm.vector.reduce.or.v5i32(<5 x i32> %0)
  %9 = call i32 @llvm.vector.reduce.xor.v5i32(<5 x i32> %0)
  %10 = sext i32 %3 to i64
  call void @printI64(i64 %10)
  call void @printNewline()
  %11 = sext i32 %4 to i64
  call void @printI64(i64 %11)
  call void @printNewline()
  %12 = sext i32 %5 to i64
  call void @printI64(i64 %12)
  call void @printNewline()
  %13 = sext i32 %6 to i64
  call void @printI64(i64 %13)
  call void @printNewline()
  %14 = sext i32 %7 to i64
  call void @printI64(i64 %14)
  call void @printNewline()
  %15 = sext i32 %8 to i64
  call void @printI64(i64 %15)
  call void @printNewline()
  %16 = sext i32 %9 to i64
  call void @printI64(i64 %16)
  call void @printNewline()
  %17 = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %1)
  %18 = call i8 @llvm.vector.reduce.mul.v4i8(<4 x i8> %1)
  %19 = call i8 @llvm.vector.reduce.smin.v4i8(<4 x i8> %1)
  %20 = sext i8 %17 to i64
  call void @printI64(i64 %20)
  call void @printNewline()
  %21 = sext i8 %18 to i64
  call void @printI64(i64 %21)
  call void @printNewline()
  %22 = sext i8 %19 to i64
  call void @printI64(i64 %22)
  call void @printNewline()
  %23 = call i64 @llvm.vector.reduce.add.v3i64(<3 x i64> %2)
  call void @printU64(i64 %23)
  call void @printNewline()
  %24 = call i64 @llvm.vector.reduce.umax.v3i64(<3 x i64> %2)
  %25 = call i64 @llvm.vector.reduce.umin.v3i64(<3 x i64> %2)
  call void @printU64(i64 %24)
  call void @printNewline()
  call void @printU64(i64 %25)
  call void @printNewline()
  ret void
}

define void @rf(<4 x float> %0, float %1, <1 x double> %2, <3 x float> %3) {
bb0:
  %4 = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %0)
  %5 = call float @llvm.vector.reduce.fadd.v4f32(float %1, <4 x float> %0)
  %6 = call float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> %0)
  %7 = call float @llvm.vector.reduce.fmul.v4f32(float %1, <4 x float> %0)
  %8 = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %0)
  %9 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %0)
  call void @printF32(float %4)
  call void @printNewline()
  call void @printF32(float %5)
  call void @printNewline()
  call void @printF32(float %6)
  call void @printNewline()
  call void @printF32(float %7)
  call void @printNewline()
  call void @printF32(float %8)
  call void @printNewline()
  call void @printF32(float %9)
  call void @printNewline()
  %10 = call double @llvm.vector.reduce.fadd.v1f64(double 0.0, <1 x double> %2)
  call void @printF64(double %10)
  call void @printNewline()
  %11 = call float @llvm.vector.reduce.fmax.v3f32(<3 x float> %3)
  %12 = call float @llvm.vector.reduce.fmin.v3f32(<3 x float> %3)
  call void @printF32(float %11)
  call void @printNewline()
  call void @printF32(float %12)
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @ri(<5 x i32> <i32 3, i32 -7, i32 12, i32 5, i32 1>, <4 x i8> <i8 100, i8 50, i8 -3, i8 7>, <3 x i64> <i64 1, i64 -2, i64 3>)
  call void @rf(<4 x float> <float 100000000.0, float 1.0, float -100000000.0, float 0.25>, float 3.0, <1 x double> <double -0.0>, <3 x float> <float 2.0, float 0x7FF8000000000000, float -1.5>)
  ret void
}

declare i32 @llvm.vector.reduce.add.v5i32(<5 x i32>)

declare i32 @llvm.vector.reduce.mul.v5i32(<5 x i32>)

declare i32 @llvm.vector.reduce.smin.v5i32(<5 x i32>)

declare i32 @llvm.vector.reduce.smax.v5i32(<5 x i32>)

declare i32 @llvm.vector.reduce.and.v5i32(<5 x i32>)

declare i32 @llvm.vector.reduce.or.v5i32(<5 x i32>)

declare i32 @llvm.vector.reduce.xor.v5i32(<5 x i32>)

declare i32 @printf(i8*, ...)

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)

declare i8 @llvm.vector.reduce.mul.v4i8(<4 x i8>)

declare i8 @llvm.vector.reduce.smin.v4i8(<4 x i8>)

declare i64 @llvm.vector.reduce.add.v3i64(<3 x i64>)

define linkonce_odr void @printU64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

declare i64 @llvm.vector.reduce.umax.v3i64(<3 x i64>)

declare i64 @llvm.vector.reduce.umin.v3i64(<3 x i64>)

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>)

declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>)

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}

declare double @llvm.vector.reduce.fadd.v1f64(double, <1 x double>)

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}

declare float @llvm.vector.reduce.fmax.v3f32(<3 x float>)

declare float @llvm.vector.reduce.fmin.v3f32(<3 x float>)
