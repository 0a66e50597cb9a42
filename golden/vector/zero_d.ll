; ModuleID = 'zero_d.mlir'
source_filename = "zero_d.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define <1 x float> @id(<1 x float> %0) {
bb0:
  %1 = fmul <1 x float> %0, %0
  ret <1 x float> %1
}

define void @main() {
bb0:
  %0 = insertelement <1 x float> undef, float 2.5, i32 0
  %1 = shufflevector <1 x float> %0, <1 x float> undef, <1 x i32> zeroinitializer
  %2 = fadd <1 x float> %1, %1
  %3 = extractelement <1 x float> %2, i64 0
  call void @printOpen()
  %4 = extractelement <1 x float> %2, i64 0
  call void @printF32(float %4)
  call void @printClose()
  call void @printNewline()
  call void @printF32(float %3)
  call void @printNewline()
  %5 = extractelement <1 x float> %2, i64 0
  %6 = insertelement <3 x float> undef, float %5, i32 0
  %7 = shufflevector <3 x float> %6, <3 x float> undef, <3 x i32> zeroinitializer
  call void @printOpen()
  %8 = extractelement <3 x float> %7, i64 0
  call void @printF32(float %8)
  call void @printComma()
  %9 = extractelement <3 x float> %7, i64 1
  call void @printF32(float %9)
  call void @printComma()
  %10 = extractelement <3 x float> %7, i64 2
  call void @printF32(float %10)
  call void @printClose()
  call void @printNewline()
  %11 = extractelement <1 x float> %2, i64 0
  %12 = insertelement <3 x float> undef, float %11, i32 0
  %13 = shufflevector <3 x float> %12, <3 x float> undef, <3 x i32> zeroinitializer
  %14 = insertvalue [2 x <3 x float>] undef, <3 x float> %13, 0
  %15 = insertvalue [2 x <3 x float>] %14, <3 x float> %13, 1
  call void @printOpen()
  %16 = extractvalue [2 x <3 x float>] %15, 0
  call void @printOpen()
  %17 = extractelement <3 x float> %16, i64 0
  call void @printF32(float %17)
  call void @printComma()
  %18 = extractelement <3 x float> %16, i64 1
  call void @printF32(float %18)
  call void @printComma()
  %19 = extractelement <3 x float> %16, i64 2
  call void @printF32(float %19)
  call void @printClose()
  call void @printComma()
  %20 = extractvalue [2 x <3 x float>] %15, 1
  call void @printOpen()
  %21 = extractelement <3 x float> %20, i64 0
  call void @printF32(float %21)
  call void @printComma()
  %22 = extractelement <3 x float> %20, i64 1
  call void @printF32(float %22)
  call void @printComma()
  %23 = extractelement <3 x float> %20, i64 2
  call void @printF32(float %23)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %24 = extractelement <1 x float> %2, i64 0
  %25 = insertelement <1 x float> undef, float %24, i64 0
  call void @printOpen()
  %26 = extractelement <1 x float> %25, i64 0
  call void @printF32(float %26)
  call void @printClose()
  call void @printNewline()
  %27 = extractelement <1 x float> %25, i64 0
  %28 = insertelement <1 x float> undef, float %27, i64 0
  call void @printOpen()
  %29 = extractelement <1 x float> %28, i64 0
  call void @printF32(float %29)
  call void @printClose()
  call void @printNewline()
  %30 = extractelement <1 x float> %2, i64 0
  %31 = insertelement <1 x float> undef, float %30, i64 0
  %32 = insertvalue [1 x <1 x float>] undef, <1 x float> %31, 0
  call void @printOpen()
  %33 = extractvalue [1 x <1 x float>] %32, 0
  call void @printOpen()
  %34 = extractelement <1 x float> %33, i64 0
  call void @printF32(float %34)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %35 = insertelement <1 x float> %2, float 1.0, i64 0
  call void @printOpen()
  %36 = extractelement <1 x float> %35, i64 0
  call void @printF32(float %36)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %37 = extractelement <1 x i32> <i32 7>, i64 0
  %38 = sext i32 %37 to i64
  call void @printI64(i64 %38)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %39 = extractelement <1 x double> <double 3.25>, i64 0
  call void @printF64(double %39)
  call void @printClose()
  call void @printNewline()
  %40 = fcmp olt <1 x float> %1, %2
  call void @printOpen()
  %41 = extractelement <1 x i1> %40, i64 0
  %42 = zext i1 %41 to i64
  call void @printI64(i64 %42)
  call void @printClose()
  call void @printNewline()
  %43 = select <1 x i1> %40, <1 x float> %35, <1 x float> %2
  call void @printOpen()
  %44 = extractelement <1 x float> %43, i64 0
  call void @printF32(float %44)
  call void @printClose()
  call void @printNewline()
  %45 = call <1 x float> @llvm.fma.v1f32(<1 x float> %2, <1 x float> %2, <1 x float> %1)
  call void @printOpen()
  %46 = extractelement <1 x float> %45, i64 0
  call void @printF32(float %46)
  call void @printClose()
  call void @printNewline()
  %47 = call float @llvm.vector.reduce.fadd.v1f32(float 0.0, <1 x float> %2)
  call void @printF32(float %47)
  call void @printNewline()
  %48 = call float @llvm.vector.reduce.fmul.v1f32(float 2.5, <1 x float> %2)
  call void @printF32(float %48)
  call void @printNewline()
  %49 = insertelement <1 x float> undef, float 1.0, i64 0
  call void @printOpen()
  %50 = extractelement <1 x float> %49, i64 0
  call void @printF32(float %50)
  call void @printClose()
  call void @printNewline()
  %51 = extractelement <1 x float> %2, i64 0
  %52 = insertelement <1 x float> undef, float %51, i64 0
  call void @printOpen()
  %53 = extractelement <1 x float> %52, i64 0
  call void @printF32(float %53)
  call void @printClose()
  call void @printNewline()
  %54 = shufflevector <1 x float> %2, <1 x float> %49, <3 x i32> <i32 1, i32 0, i32 1>
  call void @printOpen()
  %55 = extractelement <3 x float> %54, i64 0
  call void @printF32(float %55)
  call void @printComma()
  %56 = extractelement <3 x float> %54, i64 1
  call void @printF32(float %56)
  call void @printComma()
  %57 = extractelement <3 x float> %54, i64 2
  call void @printF32(float %57)
  call void @printClose()
  call void @printNewline()
  %58 = bitcast <1 x float> %49 to <1 x i32>
  call void @printOpen()
  %59 = extractelement <1 x i32> %58, i64 0
  %60 = sext i32 %59 to i64
  call void @printI64(i64 %60)
  call void @printClose()
  call void @printNewline()
  %61 = fptosi <1 x float> %2 to <1 x i32>
  call void @printOpen()
  %62 = extractelement <1 x i32> %61, i64 0
  %63 = sext i32 %62 to i64
  call void @printI64(i64 %63)
  call void @printClose()
  call void @printNewline()
  %64 = call <1 x float> @llvm.sqrt.v1f32(<1 x float> %2)
  call void @printOpen()
  %65 = extractelement <1 x float> %64, i64 0
  call void @printF32(float %65)
  call void @printClose()
  call void @printNewline()
  %66 = call <1 x float> @id(<1 x float> %2)
  call void @printOpen()
  %67 = extractelement <1 x float> %66, i64 0
  call void @printF32(float %67)
  call void @printClose()
  call void @printNewline()
  %68 = alloca float
  %69 = insertvalue { float*, float*, i64 } undef, float* %68, 0
  %70 = insertvalue { float*, float*, i64 } %69, float* %68, 1
  %71 = insertvalue { float*, float*, i64 } %70, i64 0, 2
  %72 = alloca float, i64 4
  %73 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %72, 0
  %74 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %73, float* %72, 1
  %75 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %74, i64 0, 2
  %76 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %75, i64 4, 3, 0
  %77 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %76, i64 1, 4, 0
  %78 = extractvalue { float*, float*, i64 } %71, 1
  store float 2.5, float* %78
  %79 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %77, 1
  %80 = getelementptr float, float* %79, i64 2
  %81 = bitcast float* %80 to <1 x float>*
  store <1 x float> %2, <1 x float>* %81, align 4
  %82 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %77, 1
  %83 = getelementptr float, float* %82, i64 0
  %84 = bitcast float* %83 to <1 x float>*
  store <1 x float> %49, <1 x float>* %84, align 4
  %85 = extractvalue { float*, float*, i64 } %71, 1
  %86 = bitcast float* %85 to <1 x float>*
  %87 = load <1 x float>, <1 x float>* %86, align 4
  call void @printOpen()
  %88 = extractelement <1 x float> %87, i64 0
  call void @printF32(float %88)
  call void @printClose()
  call void @printNewline()
  %89 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %77, 1
  %90 = getelementptr float, float* %89, i64 2
  %91 = bitcast float* %90 to <1 x float>*
  %92 = load <1 x float>, <1 x float>* %91, align 4
  call void @printOpen()
  %93 = extractelement <1 x float> %92, i64 0
  call void @printF32(float %93)
  call void @printClose()
  call void @printNewline()
  %94 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %77, 1
  %95 = getelementptr float, float* %94, i64 0
  %96 = bitcast float* %95 to <1 x float>*
  %97 = load <1 x float>, <1 x float>* %96, align 4
  call void @printOpen()
  %98 = extractelement <1 x float> %97, i64 0
  call void @printF32(float %98)
  call void @printClose()
  call void @printNewline()
  %99 = extractvalue { float*, float*, i64 } %71, 1
  %100 = bitcast float* %99 to <1 x float>*
  store <1 x float> %92, <1 x float>* %100, align 4
  %101 = extractvalue { float*, float*, i64 } %71, 1
  %102 = bitcast float* %101 to <1 x float>*
  %103 = load <1 x float>, <1 x float>* %102, align 4
  call void @printOpen()
  %104 = extractelement <1 x float> %103, i64 0
  call void @printF32(float %104)
  call void @printClose()
  call void @printNewline()
  %105 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %77, 1
  %106 = getelementptr float, float* %105, i64 0
  %107 = bitcast float* %106 to <1 x float>*
  store <1 x float> %1, <1 x float>* %107, align 4
  %108 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %77, 1
  %109 = getelementptr float, float* %108, i64 0
  %110 = bitcast float* %109 to <1 x float>*
  %111 = load <1 x float>, <1 x float>* %110, align 4
  call void @printOpen()
  %112 = extractelement <1 x float> %111, i64 0
  call void @printF32(float %112)
  call void @printClose()
  call void @printNewline()
  %113 = alloca <1 x float>, i64 2
  %114 = insertvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } undef, <1 x float>* %113, 0
  %115 = insertvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } %114, <1 x float>* %113, 1
  %116 = insertvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } %115, i64 0, 2
  %117 = insertvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } %116, i64 2, 3, 0
  %118 = insertvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } %117, i64 1, 4, 0
  %119 = extractvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } %118, 1
  %120 = getelementptr <1 x float>, <1 x float>* %119, i64 0
  store <1 x float> %2, <1 x float>* %120
  %121 = extractvalue { <1 x float>*, <1 x float>*, i64, [1 x i64], [1 x i64] } %118, 1
  %122 = getelementptr <1 x float>, <1 x float>* %121, i64 0
  %123 = load <1 x float>, <1 x float>* %122
  call void @printOpen()
  %124 = extractelement <1 x float> %123, i64 0
  call void @printF32(float %124)
  call void @printClose()
  call void @printNewline()
  %125 = insertelement <1 x i64> undef, i64 0, i32 0
  %126 = shufflevector <1 x i64> %125, <1 x i64> undef, <1 x i32> zeroinitializer
  %127 = icmp slt <1 x i64> <i64 0>, %126
  call void @printOpen()
  %128 = extractelement <1 x i1> %127, i64 0
  %129 = zext i1 %128 to i64
  call void @printI64(i64 %129)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %130 = extractelement <1 x i1> <i1 true>, i64 0
  %131 = zext i1 %130 to i64
  call void @printI64(i64 %131)
  call void @printClose()
  call void @printNewline()
  %132 = extractvalue [2 x <3 x float>] %15, 1
  call void @printOpen()
  %133 = extractelement <3 x float> %132, i64 0
  call void @printF32(float %133)
  call void @printComma()
  %134 = extractelement <3 x float> %132, i64 1
  call void @printF32(float %134)
  call void @printComma()
  %135 = extractelement <3 x float> %132, i64 2
  call void @printF32(float %135)
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

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}

declare <1 x float> @llvm.fma.v1f32(<1 x float>, <1 x float>, <1 x float>)

declare float @llvm.vector.reduce.fadd.v1f32(float, <1 x float>)

declare float @llvm.vector.reduce.fmul.v1f32(float, <1 x float>)

declare <1 x float> @llvm.sqrt.v1f32(<1 x float>)
