; ModuleID = 'fma.mlir'
source_filename = "fma.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_5 = private constant [2 x i8] c"\0A\00", align 1

define void @f(<4 x float> %0, <4 x float> %1, <4 x float> %2, [2 x <2 x double>] %3) {
bb0:
  %4 = call <4 x float> @llvm.fma.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2)
  call void @printOpen()
  %5 = extractelement <4 x float> %4, i64 0
  call void @printF32(float %5)
  call void @printComma()
  %6 = extractelement <4 x float> %4, i64 1
  call void @printF32(float %6)
  call void @printComma()
  %7 = extractelement <4 x float> %4, i64 2
  call void @printF32(float %7)
  call void @printComma()
  %8 = extractelement <4 x float> %4, i64 3
  call void @printF32(float %8)
  call void @printClose()
  call void @printNewline()
  %9 = extractvalue [2 x <2 x double>] %3, 0
  %10 = extractvalue [2 x <2 x double>] %3, 0
  %11 = extractvalue [2 x <2 x double>] %3, 0
  %12 = call <2 x double> @llvm.fma.v2f64(<2 x double> %9, <2 x double> %10, <2 x double> %11)
  %13 = insertvalue [2 x <2 x double>] undef, <2 x double> %12, 0
  %14 = extractvalue [2 x <2 x double>] %3, 1
  %15 = extractvalue [2 x <2 x double>] %3, 1
  %16 = extractvalue [2 x <2 x double>] %3, 1
  %17 = call <2 x double> @llvm.fma.v2f64(<2 x double> %14, <2 x double> %15, <2 x double> %16)
  %18 = insertvalue [2 x <2 x double>] %13, <2 x double> %17, 1
  call void @printOpen()
  %19 = extractvalue [2 x <2 x double>] %18, 0
  call void @printOpen()
  %20 = extractelement <2 x double> %19, i64 0
  call void @printF64(double %20)
  call void @printComma()
  %21 = extractelement <2 x double> %19, i64 1
  call void @printF64(double %21)
  call void @printClose()
  call void @printComma()
  %22 = extractvalue [2 x <2 x double>] %18, 1
  call void @printOpen()
  %23 = extractelement <2 x double> %22, i64 0
  call void @printF64(double %23)
  call void @printComma()
  %24 = extractelement <2 x double> %22, i64 1
  call void @printF64(double %24)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @f(<4 x float> <float 0.10000000149011612, float 2.0, float 1.0000000150474662e30, float 3.0>, <4 x float> <float 10.0, float 3.0, float 1.0000000150474662e30, float 0x7FF8000000000000>, <4 x float> <float -1.0, float 0.5, float -1.0, float 1.0>, [2 x <2 x double>] [<2 x double> <double 0.1, double -2.0>, <2 x double> <double 1.0e200, double 0.5>])
  ret void
}

declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}
