; ModuleID = 'shuffle.mlir'
source_filename = "shuffle.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define void @sh(<4 x i32> %0, <4 x i32> %1, <2 x i32> %2, [2 x <3 x float>] %3, [1 x <3 x float>] %4) {
bb0:
  %5 = shufflevector <4 x i32> %0, <4 x i32> %1, <5 x i32> <i32 0, i32 4, i32 1, i32 5, i32 7>
  call void @printOpen()
  %6 = extractelement <5 x i32> %5, i64 0
  %7 = sext i32 %6 to i64
  call void @printI64(i64 %7)
  call void @printComma()
  %8 = extractelement <5 x i32> %5, i64 1
  %9 = sext i32 %8 to i64
  call void @printI64(i64 %9)
  call void @printComma()
  %10 = extractelement <5 x i32> %5, i64 2
  %11 = sext i32 %10 to i64
  call void @printI64(i64 %11)
  call void @printComma()
  %12 = extractelement <5 x i32> %5, i64 3
  %13 = sext i32 %12 to i64
  call void @printI64(i64 %13)
  call void @printComma()
  %14 = extractelement <5 x i32> %5, i64 4
  %15 = sext i32 %14 to i64
  call void @printI64(i64 %15)
  call void @printClose()
  call void @printNewline()
  %16 = shufflevector <4 x i32> %0, <4 x i32> %0, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  call void @printOpen()
  %17 = extractelement <4 x i32> %16, i64 0
  %18 = sext i32 %17 to i64
  call void @printI64(i64 %18)
  call void @printComma()
  %19 = extractelement <4 x i32> %16, i64 1
  %20 = sext i32 %19 to i64
  call void @printI64(i64 %20)
  call void @printComma()
  %21 = extractelement <4 x i32> %16, i64 2
  %22 = sext i32 %21 to i64
  call void @printI64(i64 %22)
  call void @printComma()
  %23 = extractelement <4 x i32> %16, i64 3
  %24 = sext i32 %23 to i64
  call void @printI64(i64 %24)
  call void @printClose()
  call void @printNewline()
  %25 = extractelement <2 x i32> %2, i64 1
  %26 = insertelement <4 x i32> undef, i32 %25, i64 0
  %27 = extractelement <2 x i32> %2, i64 0
  %28 = insertelement <4 x i32> %26, i32 %27, i64 1
  %29 = extractelement <4 x i32> %0, i64 0
  %30 = insertelement <4 x i32> %28, i32 %29, i64 2
  %31 = extractelement <4 x i32> %0, i64 0
  %32 = insertelement <4 x i32> %30, i32 %31, i64 3
  call void @printOpen()
  %33 = extractelement <4 x i32> %32, i64 0
  %34 = sext i32 %33 to i64
  call void @printI64(i64 %34)
  call void @printComma()
  %35 = extractelement <4 x i32> %32, i64 1
  %36 = sext i32 %35 to i64
  call void @printI64(i64 %36)
  call void @printComma()
  %37 = extractelement <4 x i32> %32, i64 2
  %38 = sext i32 %37 to i64
  call void @printI64(i64 %38)
  call void @printComma()
  %39 = extractelement <4 x i32> %32, i64 3
  %40 = sext i32 %39 to i64
  call void @printI64(i64 %40)
  call void @printClose()
  call void @printNewline()
  %41 = extractelement <4 x i32> %0, i64 0
  %42 = insertelement <1 x i32> undef, i32 %41, i64 0
  call void @printOpen()
  %43 = extractelement <1 x i32> %42, i64 0
  %44 = sext i32 %43 to i64
  call void @printI64(i64 %44)
  call void @printClose()
  call void @printNewline()
  %45 = extractvalue [1 x <3 x float>] %4, 0
  %46 = insertvalue [4 x <3 x float>] undef, <3 x float> %45, 0
  %47 = extractvalue [2 x <3 x float>] %3, 1
  %48 = insertvalue [4 x <3 x float>] %46, <3 x float> %47, 1
  %49 = extractvalue [2 x <3 x float>] %3, 0
  %50 = insertvalue [4 x <3 x float>] %48, <3 x float> %49, 2
  %51 = extractvalue [2 x <3 x float>] %3, 1
  %52 = insertvalue [4 x <3 x float>] %50, <3 x float> %51, 3
  call void @printOpen()
  %53 = extractvalue [4 x <3 x float>] %52, 0
  call void @printOpen()
  %54 = extractelement <3 x float> %53, i64 0
  call void @printF32(float %54)
  call void @printComma()
  %55 = extractelement <3 x float> %53, i64 1
  call void @printF32(float %55)
  call void @printComma()
  %56 = extractelement <3 x float> %53, i64 2
  call void @printF32(float %56)
  call void @printClose()
  call void @printComma()
  %57 = extractvalue [4 x <3 x float>] %52, 1
  call void @printOpen()
  %58 = extractelement <3 x float> %57, i64 0
  call void @printF32(float %58)
  call void @printComma()
  %59 = extractelement <3 x float> %57, i64 1
  call void @printF32(float %59)
  call void @printComma()
  %60 = extractelement <3 x float> %57, i64 2
  call void @printF32(float %60)
  call void @printClose()
  call void @printComma()
  %61 = extractvalue [4 x <3 x float>] %52, 2
  call void @printOpen()
  %62 = extractelement <3 x float> %61, i64 0
  call void @printF32(float %62)
  call void @printComma()
  %63 = extractelement <3 x float> %61, i64 1
  call void @printF32(float %63)
  call void @printComma()
  %64 = extractelement <3 x float> %61, i64 2
  call void @printF32(float %64)
  call void @printClose()
  call void @printComma()
  %65 = extractvalue [4 x <3 x float>] %52, 3
  call void @printOpen()
  %66 = extractelement <3 x float> %65, i64 0
  call void @printF32(float %66)
  call void @printComma()
  %67 = extractelement <3 x float> %65, i64 1
  call void @printF32(float %67)
  call void @printComma()
  %68 = extractelement <3 x float> %65, i64 2
  call void @printF32(float %68)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @sh(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40>, <2 x i32> <i32 -1, i32 -2>, [2 x <3 x float>] [<3 x float> <float 1.0, float 2.0, float 3.0>, <3 x float> <float 4.0, float 5.0, float 6.0>], [1 x <3 x float>] [<3 x float> <float 7.0, float 8.0, float 9.0>])
  ret void
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_6, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}
