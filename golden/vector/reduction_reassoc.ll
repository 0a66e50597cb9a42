; ModuleID = 'reduction_reassoc.mlir'
source_filename = "reduction_reassoc.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  %0 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> <float 100000000.0, float 1.0, float -100000000.0, float 1.0>)
  call void @printF32(float %0)
  call void @printNewline()
  %1 = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> <float 100000000.0, float 1.0, float -100000000.0, float 1.0>)
  call void @printF32(float %1)
  call void @printNewline()
  %2 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> <float 100000000.0, float 1.0, float -100000000.0, float 1.0>)
  call void @printF32(float %2)
  call void @printNewline()
  %3 = call reassoc float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> <float 3.0000000054977558e38, float 2.0, float 9.999999350456404e-39, float 4.0>)
  call void @printF32(float %3)
  call void @printNewline()
  %4 = call float @llvm.vector.reduce.fmul.v4f32(float 1.0, <4 x float> <float 3.0000000054977558e38, float 2.0, float 9.999999350456404e-39, float 4.0>)
  call void @printF32(float %4)
  call void @printNewline()
  %5 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> <float 3.0000000054977558e38, float 2.0, float 9.999999350456404e-39, float 4.0>)
  call void @printF32(float %5)
  call void @printNewline()
  %6 = call reassoc double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> <double 1.0e16, double 1.0, double -1.0e16, double 1.0>)
  call void @printF64(double %6)
  call void @printNewline()
  %7 = call double @llvm.vector.reduce.fadd.v4f64(double 0.0, <4 x double> <double 1.0e16, double 1.0, double -1.0e16, double 1.0>)
  call void @printF64(double %7)
  call void @printNewline()
  ret void
}

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

declare i32 @printf(i8*, ...)

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>)

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)

declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}
