; ModuleID = 'from_elements.mlir'
source_filename = "from_elements.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [4 x i8] c"%lu\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_6 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_7 = private constant [2 x i8] c"\0A\00", align 1

define void @fe(float %0, float %1, i64 %2) {
bb0:
  %3 = insertelement <3 x float> undef, float %0, i64 0
  %4 = insertelement <3 x float> %3, float %1, i64 1
  %5 = insertelement <3 x float> %4, float %0, i64 2
  call void @printOpen()
  %6 = extractelement <3 x float> %5, i64 0
  call void @printF32(float %6)
  call void @printComma()
  %7 = extractelement <3 x float> %5, i64 1
  call void @printF32(float %7)
  call void @printComma()
  %8 = extractelement <3 x float> %5, i64 2
  call void @printF32(float %8)
  call void @printClose()
  call void @printNewline()
  %9 = insertelement <3 x i64> undef, i64 %2, i64 0
  %10 = insertelement <3 x i64> %9, i64 %2, i64 1
  %11 = insertelement <3 x i64> %10, i64 %2, i64 2
  %12 = insertvalue [2 x <3 x i64>] undef, <3 x i64> %11, 0
  %13 = insertelement <3 x i64> undef, i64 %2, i64 0
  %14 = insertelement <3 x i64> %13, i64 %2, i64 1
  %15 = insertelement <3 x i64> %14, i64 %2, i64 2
  %16 = insertvalue [2 x <3 x i64>] %12, <3 x i64> %15, 1
  call void @printOpen()
  %17 = extractvalue [2 x <3 x i64>] %16, 0
  call void @printOpen()
  %18 = extractelement <3 x i64> %17, i64 0
  call void @printI64(i64 %18)
  call void @printComma()
  %19 = extractelement <3 x i64> %17, i64 1
  call void @printI64(i64 %19)
  call void @printComma()
  %20 = extractelement <3 x i64> %17, i64 2
  call void @printI64(i64 %20)
  call void @printClose()
  call void @printComma()
  %21 = extractvalue [2 x <3 x i64>] %16, 1
  call void @printOpen()
  %22 = extractelement <3 x i64> %21, i64 0
  call void @printI64(i64 %22)
  call void @printComma()
  %23 = extractelement <3 x i64> %21, i64 1
  call void @printI64(i64 %23)
  call void @printComma()
  %24 = extractelement <3 x i64> %21, i64 2
  call void @printI64(i64 %24)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %25 = insertelement <1 x float> undef, float %1, i64 0
  %26 = insertvalue [2 x <1 x float>] undef, <1 x float> %25, 0
  %27 = insertelement <1 x float> undef, float %0, i64 0
  %28 = insertvalue [2 x <1 x float>] %26, <1 x float> %27, 1
  call void @printOpen()
  %29 = extractvalue [2 x <1 x float>] %28, 0
  call void @printOpen()
  %30 = extractelement <1 x float> %29, i64 0
  call void @printF32(float %30)
  call void @printClose()
  call void @printComma()
  %31 = extractvalue [2 x <1 x float>] %28, 1
  call void @printOpen()
  %32 = extractelement <1 x float> %31, i64 0
  call void @printF32(float %32)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %33 = extractelement <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, i64 0
  call void @printU64(i64 %33)
  call void @printComma()
  %34 = extractelement <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, i64 1
  call void @printU64(i64 %34)
  call void @printComma()
  %35 = extractelement <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, i64 2
  call void @printU64(i64 %35)
  call void @printComma()
  %36 = extractelement <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, i64 3
  call void @printU64(i64 %36)
  call void @printComma()
  %37 = extractelement <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, i64 4
  call void @printU64(i64 %37)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %38 = extractelement <1 x i64> <i64 0>, i64 0
  call void @printU64(i64 %38)
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @fe(float 1.25, float -3.0, i64 9000000000)
  ret void
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_6, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_7, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printU64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}
