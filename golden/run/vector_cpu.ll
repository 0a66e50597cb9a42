; ModuleID = 'vector_cpu.mlir'
source_filename = "vector_cpu.mlir"
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
  call void @printOpen()
  %0 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 0
  call void @printF32(float %0)
  call void @printComma()
  %1 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 1
  call void @printF32(float %1)
  call void @printComma()
  %2 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 2
  call void @printF32(float %2)
  call void @printComma()
  %3 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 3
  call void @printF32(float %3)
  call void @printClose()
  call void @printNewline()
  %4 = call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>)
  call void @printF32(float %4)
  call void @printNewline()
  %5 = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>)
  call void @printF32(float %5)
  call void @printNewline()
  %6 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> <i32 3, i32 -1, i32 7, i32 2>)
  %7 = sext i32 %6 to i64
  call void @printI64(i64 %7)
  call void @printNewline()
  %8 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> <i32 3, i32 -1, i32 7, i32 2>)
  %9 = sext i32 %8 to i64
  call void @printI64(i64 %9)
  call void @printNewline()
  %10 = getelementptr float, float* null, i64 6
  %11 = ptrtoint float* %10 to i64
  %12 = call i8* @malloc(i64 %11)
  %13 = bitcast i8* %12 to float*
  %14 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %13, 0
  %15 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, float* %13, 1
  %16 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %15, i64 0, 2
  %17 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %16, i64 6, 3, 0
  %18 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %17, i64 1, 4, 0
  %19 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 1
  %20 = getelementptr float, float* %19, i64 0
  %21 = bitcast float* %20 to <6 x float>*
  store <6 x float> <float 0.5, float 1.5, float 2.5, float 3.5, float 4.5, float 5.5>, <6 x float>* %21, align 4
  %22 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 3, 0
  %23 = insertelement <4 x i64> undef, i64 4, i32 0
  %24 = shufflevector <4 x i64> %23, <4 x i64> undef, <4 x i32> zeroinitializer
  %25 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %24
  %26 = insertelement <4 x i64> undef, i64 %22, i32 0
  %27 = shufflevector <4 x i64> %26, <4 x i64> undef, <4 x i32> zeroinitializer
  %28 = icmp slt <4 x i64> %25, %27
  %29 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 1
  %30 = getelementptr float, float* %29, i64 4
  %31 = bitcast float* %30 to <4 x float>*
  %32 = insertelement <4 x float> undef, float -1.0, i32 0
  %33 = shufflevector <4 x float> %32, <4 x float> undef, <4 x i32> zeroinitializer
  %34 = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %31, i32 4, <4 x i1> %28, <4 x float> %33)
  call void @printOpen()
  %35 = extractelement <4 x float> %34, i64 0
  call void @printF32(float %35)
  call void @printComma()
  %36 = extractelement <4 x float> %34, i64 1
  call void @printF32(float %36)
  call void @printComma()
  %37 = extractelement <4 x float> %34, i64 2
  call void @printF32(float %37)
  call void @printComma()
  %38 = extractelement <4 x float> %34, i64 3
  call void @printF32(float %38)
  call void @printClose()
  call void @printNewline()
  %39 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 0
  %40 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 1
  %41 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 2
  %42 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 3
  %43 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 0
  %44 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 1
  %45 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 2
  %46 = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i64 3
  %47 = fmul float %39, %43
  %48 = fadd float 0.0, %47
  %49 = fmul float %40, %44
  %50 = fadd float %48, %49
  %51 = fmul float %41, %45
  %52 = fadd float %50, %51
  %53 = fmul float %42, %46
  %54 = fadd float %52, %53
  %55 = fadd float %54, 0.0
  call void @printF32(float %55)
  call void @printNewline()
  %56 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>], 0
  %57 = extractelement <2 x float> %56, i64 0
  %58 = extractelement <2 x float> %56, i64 1
  %59 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>], 1
  %60 = extractelement <2 x float> %59, i64 0
  %61 = extractelement <2 x float> %59, i64 1
  %62 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>], 0
  %63 = extractelement <2 x float> %62, i64 0
  %64 = extractelement <2 x float> %62, i64 1
  %65 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>], 1
  %66 = extractelement <2 x float> %65, i64 0
  %67 = extractelement <2 x float> %65, i64 1
  %68 = extractvalue [2 x <2 x float>] [<2 x float> <float 0.0, float 0.0>, <2 x float> <float 0.0, float 0.0>], 0
  %69 = extractelement <2 x float> %68, i64 0
  %70 = extractelement <2 x float> %68, i64 1
  %71 = extractvalue [2 x <2 x float>] [<2 x float> <float 0.0, float 0.0>, <2 x float> <float 0.0, float 0.0>], 1
  %72 = extractelement <2 x float> %71, i64 0
  %73 = extractelement <2 x float> %71, i64 1
  %74 = fmul float %57, %63
  %75 = fadd float 0.0, %74
  %76 = fmul float %58, %66
  %77 = fadd float %75, %76
  %78 = fadd float %77, %69
  %79 = fmul float %57, %64
  %80 = fadd float 0.0, %79
  %81 = fmul float %58, %67
  %82 = fadd float %80, %81
  %83 = fadd float %82, %70
  %84 = fmul float %60, %63
  %85 = fadd float 0.0, %84
  %86 = fmul float %61, %66
  %87 = fadd float %85, %86
  %88 = fadd float %87, %72
  %89 = fmul float %60, %64
  %90 = fadd float 0.0, %89
  %91 = fmul float %61, %67
  %92 = fadd float %90, %91
  %93 = fadd float %92, %73
  %94 = insertelement <2 x float> undef, float %78, i64 0
  %95 = insertelement <2 x float> %94, float %83, i64 1
  %96 = insertvalue [2 x <2 x float>] undef, <2 x float> %95, 0
  %97 = insertelement <2 x float> undef, float %88, i64 0
  %98 = insertelement <2 x float> %97, float %93, i64 1
  %99 = insertvalue [2 x <2 x float>] %96, <2 x float> %98, 1
  call void @printOpen()
  %100 = extractvalue [2 x <2 x float>] %99, 0
  call void @printOpen()
  %101 = extractelement <2 x float> %100, i64 0
  call void @printF32(float %101)
  call void @printComma()
  %102 = extractelement <2 x float> %100, i64 1
  call void @printF32(float %102)
  call void @printClose()
  call void @printComma()
  %103 = extractvalue [2 x <2 x float>] %99, 1
  call void @printOpen()
  %104 = extractelement <2 x float> %103, i64 0
  call void @printF32(float %104)
  call void @printComma()
  %105 = extractelement <2 x float> %103, i64 1
  call void @printF32(float %105)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %106 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 1
  %107 = getelementptr float, float* %106, i64 0
  %108 = getelementptr float, float* %107, <4 x i32> <i32 5, i32 0, i32 3, i32 1>
  %109 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %108, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, <4 x float> <float 9.0, float 9.0, float 9.0, float 9.0>)
  call void @printOpen()
  %110 = extractelement <4 x float> %109, i64 0
  call void @printF32(float %110)
  call void @printComma()
  %111 = extractelement <4 x float> %109, i64 1
  call void @printF32(float %111)
  call void @printComma()
  %112 = extractelement <4 x float> %109, i64 2
  call void @printF32(float %112)
  call void @printComma()
  %113 = extractelement <4 x float> %109, i64 3
  call void @printF32(float %113)
  call void @printClose()
  call void @printNewline()
  %114 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 1
  %115 = getelementptr float, float* %114, i64 0
  %116 = getelementptr float, float* %115, <4 x i32> <i32 5, i32 0, i32 3, i32 1>
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float*> %116, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 true>)
  %117 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 1
  %118 = getelementptr float, float* %117, i64 0
  %119 = bitcast float* %118 to <6 x float>*
  %120 = load <6 x float>, <6 x float>* %119, align 4
  call void @printOpen()
  %121 = extractelement <6 x float> %120, i64 0
  call void @printF32(float %121)
  call void @printComma()
  %122 = extractelement <6 x float> %120, i64 1
  call void @printF32(float %122)
  call void @printComma()
  %123 = extractelement <6 x float> %120, i64 2
  call void @printF32(float %123)
  call void @printComma()
  %124 = extractelement <6 x float> %120, i64 3
  call void @printF32(float %124)
  call void @printComma()
  %125 = extractelement <6 x float> %120, i64 4
  call void @printF32(float %125)
  call void @printComma()
  %126 = extractelement <6 x float> %120, i64 5
  call void @printF32(float %126)
  call void @printClose()
  call void @printNewline()
  %127 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %18, 0
  %128 = bitcast float* %127 to i8*
  call void @free(i8* %128)
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

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)

declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)

declare i8* @malloc(i64)

declare void @free(i8*)

declare <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>*, i32, <4 x i1>, <4 x float>)

declare <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*>, i32, <4 x i1>, <4 x float>)

declare void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float>, <4 x float*>, i32, <4 x i1>)
