; ModuleID = 'transfer_memref_of_vectors.mlir'
source_filename = "transfer_memref_of_vectors.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  %0 = alloca <4 x float>, i64 3
  %1 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } undef, <4 x float>* %0, 0
  %2 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %1, <4 x float>* %0, 1
  %3 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %2, i64 0, 2
  %4 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %3, i64 3, 3, 0
  %5 = insertvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %4, i64 1, 4, 0
  %6 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, 1
  %7 = getelementptr <4 x float>, <4 x float>* %6, i64 0
  store <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float>* %7, align 8
  %8 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, 1
  %9 = getelementptr <4 x float>, <4 x float>* %8, i64 2
  store <4 x float> <float 5.0, float 6.0, float 7.0, float 8.0>, <4 x float>* %9, align 8
  %10 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, 1
  %11 = getelementptr <4 x float>, <4 x float>* %10, i64 1
  store <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>, <4 x float>* %11
  %12 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, 1
  %13 = getelementptr <4 x float>, <4 x float>* %12, i64 0
  %14 = load <4 x float>, <4 x float>* %13, align 8
  call void @printOpen()
  %15 = extractelement <4 x float> %14, i64 0
  call void @printF32(float %15)
  call void @printComma()
  %16 = extractelement <4 x float> %14, i64 1
  call void @printF32(float %16)
  call void @printComma()
  %17 = extractelement <4 x float> %14, i64 2
  call void @printF32(float %17)
  call void @printComma()
  %18 = extractelement <4 x float> %14, i64 3
  call void @printF32(float %18)
  call void @printClose()
  call void @printNewline()
  %19 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, 1
  %20 = getelementptr <4 x float>, <4 x float>* %19, i64 1
  %21 = load <4 x float>, <4 x float>* %20, align 8
  call void @printOpen()
  %22 = extractelement <4 x float> %21, i64 0
  call void @printF32(float %22)
  call void @printComma()
  %23 = extractelement <4 x float> %21, i64 1
  call void @printF32(float %23)
  call void @printComma()
  %24 = extractelement <4 x float> %21, i64 2
  call void @printF32(float %24)
  call void @printComma()
  %25 = extractelement <4 x float> %21, i64 3
  call void @printF32(float %25)
  call void @printClose()
  call void @printNewline()
  %26 = extractvalue { <4 x float>*, <4 x float>*, i64, [1 x i64], [1 x i64] } %5, 1
  %27 = getelementptr <4 x float>, <4 x float>* %26, i64 2
  %28 = load <4 x float>, <4 x float>* %27, align 8
  call void @printOpen()
  %29 = extractelement <4 x float> %28, i64 0
  call void @printF32(float %29)
  call void @printComma()
  %30 = extractelement <4 x float> %28, i64 1
  call void @printF32(float %30)
  call void @printComma()
  %31 = extractelement <4 x float> %28, i64 2
  call void @printF32(float %31)
  call void @printComma()
  %32 = extractelement <4 x float> %28, i64 3
  call void @printF32(float %32)
  call void @printClose()
  call void @printNewline()
  %33 = alloca <2 x i32>, i64 4
  %34 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } undef, <2 x i32>* %33, 0
  %35 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %34, <2 x i32>* %33, 1
  %36 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %35, i64 0, 2
  %37 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %36, i64 2, 3, 0
  %38 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %37, i64 2, 3, 1
  %39 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %38, i64 2, 4, 0
  %40 = insertvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %39, i64 1, 4, 1
  %41 = extractvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %40, 1
  %42 = mul i64 1, 2
  %43 = add i64 %42, 0
  %44 = getelementptr <2 x i32>, <2 x i32>* %41, i64 %43
  store <2 x i32> <i32 7, i32 9>, <2 x i32>* %44, align 8
  %45 = extractvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %40, 1
  %46 = mul i64 1, 2
  %47 = add i64 %46, 0
  %48 = getelementptr <2 x i32>, <2 x i32>* %45, i64 %47
  %49 = load <2 x i32>, <2 x i32>* %48, align 8
  call void @printOpen()
  %50 = extractelement <2 x i32> %49, i64 0
  %51 = sext i32 %50 to i64
  call void @printI64(i64 %51)
  call void @printComma()
  %52 = extractelement <2 x i32> %49, i64 1
  %53 = sext i32 %52 to i64
  call void @printI64(i64 %53)
  call void @printClose()
  call void @printNewline()
  %54 = extractvalue { <2 x i32>*, <2 x i32>*, i64, [2 x i64], [2 x i64] } %40, 1
  %55 = mul i64 1, 2
  %56 = add i64 %55, 0
  %57 = getelementptr <2 x i32>, <2 x i32>* %54, i64 %56
  %58 = load <2 x i32>, <2 x i32>* %57
  call void @printOpen()
  %59 = extractelement <2 x i32> %58, i64 0
  %60 = sext i32 %59 to i64
  call void @printI64(i64 %60)
  call void @printComma()
  %61 = extractelement <2 x i32> %58, i64 1
  %62 = sext i32 %61 to i64
  call void @printI64(i64 %62)
  call void @printClose()
  call void @printNewline()
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

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
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

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}
