; ModuleID = 'zero_d_old.mlir'
source_filename = "zero_d_old.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  %0 = insertelement <1 x float> undef, float 2.5, i32 0
  %1 = shufflevector <1 x float> %0, <1 x float> undef, <1 x i32> zeroinitializer
  %2 = extractelement <1 x float> %1, i64 0
  call void @printF32(float %2)
  call void @printNewline()
  %3 = insertelement <1 x float> %1, float 1.0, i64 0
  call void @printOpen()
  %4 = extractelement <1 x float> %3, i64 0
  call void @printF32(float %4)
  call void @printClose()
  call void @printNewline()
  %5 = insertelement <1 x float> undef, float 1.0, i32 0
  %6 = shufflevector <1 x float> %5, <1 x float> undef, <1 x i32> zeroinitializer
  call void @printOpen()
  %7 = extractelement <1 x float> %6, i64 0
  call void @printF32(float %7)
  call void @printClose()
  call void @printNewline()
  ret void
}

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
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
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
