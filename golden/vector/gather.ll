; ModuleID = 'gather.mlir'
source_filename = "gather.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define void @fill(float* %0, float* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, float* %1, 1
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %16, %bb3 ]
  %11 = icmp slt i64 %10, 16
  br i1 %11, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %12 = trunc i64 %10 to i32
  %13 = sitofp i32 %12 to float
  %14 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, 1
  %15 = getelementptr float, float* %14, i64 %10
  store float %13, float* %15
  %16 = add i64 %10, 1
  br label %bb1
}

define void @dump(float* %0, float* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, float* %1, 1
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, 1
  %11 = getelementptr float, float* %10, i64 0
  %12 = bitcast float* %11 to <16 x float>*
  %13 = load <16 x float>, <16 x float>* %12, align 4
  call void @printOpen()
  %14 = extractelement <16 x float> %13, i64 0
  call void @printF32(float %14)
  call void @printComma()
  %15 = extractelement <16 x float> %13, i64 1
  call void @printF32(float %15)
  call void @printComma()
  %16 = extractelement <16 x float> %13, i64 2
  call void @printF32(float %16)
  call void @printComma()
  %17 = extractelement <16 x float> %13, i64 3
  call void @printF32(float %17)
  call void @printComma()
  %18 = extractelement <16 x float> %13, i64 4
  call void @printF32(float %18)
  call void @printComma()
  %19 = extractelement <16 x float> %13, i64 5
  call void @printF32(float %19)
  call void @printComma()
  %20 = extractelement <16 x float> %13, i64 6
  call void @printF32(float %20)
  call void @printComma()
  %21 = extractelement <16 x float> %13, i64 7
  call void @printF32(float %21)
  call void @printComma()
  %22 = extractelement <16 x float> %13, i64 8
  call void @printF32(float %22)
  call void @printComma()
  %23 = extractelement <16 x float> %13, i64 9
  call void @printF32(float %23)
  call void @printComma()
  %24 = extractelement <16 x float> %13, i64 10
  call void @printF32(float %24)
  call void @printComma()
  %25 = extractelement <16 x float> %13, i64 11
  call void @printF32(float %25)
  call void @printComma()
  %26 = extractelement <16 x float> %13, i64 12
  call void @printF32(float %26)
  call void @printComma()
  %27 = extractelement <16 x float> %13, i64 13
  call void @printF32(float %27)
  call void @printComma()
  %28 = extractelement <16 x float> %13, i64 14
  call void @printF32(float %28)
  call void @printComma()
  %29 = extractelement <16 x float> %13, i64 15
  call void @printF32(float %29)
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 16
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 16, 3, 0
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %10 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %11 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %12 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %13 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @fill(float* %9, float* %10, i64 %11, i64 %12, i64 %13)
  %14 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr float, float* %14, i64 0
  %16 = getelementptr float, float* %15, <5 x i32> <i32 0, i32 3, i32 15, i32 1, i32 7>
  %17 = call <5 x float> @llvm.masked.gather.v5f32.v5p0f32(<5 x float*> %16, i32 4, <5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true>, <5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>)
  call void @printOpen()
  %18 = extractelement <5 x float> %17, i64 0
  call void @printF32(float %18)
  call void @printComma()
  %19 = extractelement <5 x float> %17, i64 1
  call void @printF32(float %19)
  call void @printComma()
  %20 = extractelement <5 x float> %17, i64 2
  call void @printF32(float %20)
  call void @printComma()
  %21 = extractelement <5 x float> %17, i64 3
  call void @printF32(float %21)
  call void @printComma()
  %22 = extractelement <5 x float> %17, i64 4
  call void @printF32(float %22)
  call void @printClose()
  call void @printNewline()
  %23 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = getelementptr float, float* %23, i64 5
  %25 = getelementptr float, float* %24, <4 x i8> <i8 -5, i8 -1, i8 0, i8 2>
  %26 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %25, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, <4 x float> <float 9.5, float 9.5, float 9.5, float 9.5>)
  call void @printOpen()
  %27 = extractelement <4 x float> %26, i64 0
  call void @printF32(float %27)
  call void @printComma()
  %28 = extractelement <4 x float> %26, i64 1
  call void @printF32(float %28)
  call void @printComma()
  %29 = extractelement <4 x float> %26, i64 2
  call void @printF32(float %29)
  call void @printComma()
  %30 = extractelement <4 x float> %26, i64 3
  call void @printF32(float %30)
  call void @printClose()
  call void @printNewline()
  %31 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %32 = getelementptr float, float* %31, i64 5
  %33 = getelementptr float, float* %32, <4 x i8> <i8 -5, i8 -1, i8 0, i8 2>
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> <float 9.5, float 9.5, float 9.5, float 9.5>, <4 x float*> %33, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 true>)
  %34 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %35 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %36 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %37 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %38 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @dump(float* %34, float* %35, i64 %36, i64 %37, i64 %38)
  %39 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %40 = getelementptr float, float* %39, i64 0
  %41 = getelementptr float, float* %40, <5 x i64> <i64 14, i64 13, i64 12, i64 11, i64 10>
  call void @llvm.masked.scatter.v5f32.v5p0f32(<5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>, <5 x float*> %41, i32 4, <5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true>)
  %42 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %43 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %44 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %45 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %46 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @dump(float* %42, float* %43, i64 %44, i64 %45, i64 %46)
  %47 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %48 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %49 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %50 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %51 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @fill(float* %47, float* %48, i64 %49, i64 %50, i64 %51)
  %52 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %53 = getelementptr float, float* %52, i64 2
  %54 = call <5 x float> @llvm.masked.expandload.v5f32(float* %53, <5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true>, <5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>)
  call void @printOpen()
  %55 = extractelement <5 x float> %54, i64 0
  call void @printF32(float %55)
  call void @printComma()
  %56 = extractelement <5 x float> %54, i64 1
  call void @printF32(float %56)
  call void @printComma()
  %57 = extractelement <5 x float> %54, i64 2
  call void @printF32(float %57)
  call void @printComma()
  %58 = extractelement <5 x float> %54, i64 3
  call void @printF32(float %58)
  call void @printComma()
  %59 = extractelement <5 x float> %54, i64 4
  call void @printF32(float %59)
  call void @printClose()
  call void @printNewline()
  %60 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %61 = getelementptr float, float* %60, i64 2
  %62 = call <5 x float> @llvm.masked.expandload.v5f32(float* %61, <5 x i1> <i1 false, i1 false, i1 false, i1 false, i1 false>, <5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>)
  call void @printOpen()
  %63 = extractelement <5 x float> %62, i64 0
  call void @printF32(float %63)
  call void @printComma()
  %64 = extractelement <5 x float> %62, i64 1
  call void @printF32(float %64)
  call void @printComma()
  %65 = extractelement <5 x float> %62, i64 2
  call void @printF32(float %65)
  call void @printComma()
  %66 = extractelement <5 x float> %62, i64 3
  call void @printF32(float %66)
  call void @printComma()
  %67 = extractelement <5 x float> %62, i64 4
  call void @printF32(float %67)
  call void @printClose()
  call void @printNewline()
  %68 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %69 = getelementptr float, float* %68, i64 1
  call void @llvm.masked.compressstore.v5f32(<5 x float> <float 100.0, float 200.0, float 300.0, float 400.0, float 500.0>, float* %69, <5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 true>)
  %70 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %71 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %72 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %73 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %74 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @dump(float* %70, float* %71, i64 %72, i64 %73, i64 %74)
  %75 = getelementptr i64, i64* null, i64 12
  %76 = ptrtoint i64* %75 to i64
  %77 = call i8* @malloc(i64 %76)
  %78 = bitcast i8* %77 to i64*
  %79 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %78, 0
  %80 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %79, i64* %78, 1
  %81 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %80, i64 0, 2
  %82 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %81, i64 3, 3, 0
  %83 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %82, i64 4, 3, 1
  %84 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %83, i64 4, 4, 0
  %85 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %84, i64 1, 4, 1
  br label %bb1

bb1:
  %86 = phi i64 [ 0, %bb0 ], [ %152, %bb5 ]
  %87 = icmp slt i64 %86, 3
  br i1 %87, label %bb3, label %bb2

bb2:
  %88 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %89 = mul i64 1, 4
  %90 = add i64 %89, 1
  %91 = getelementptr i64, i64* %88, i64 %90
  %92 = getelementptr i64, i64* %91, <4 x i64> <i64 0, i64 1, i64 4, i64 6>
  %93 = call <4 x i64> @llvm.masked.gather.v4i64.v4p0i64(<4 x i64*> %92, i32 8, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i64> <i64 -1, i64 -1, i64 -1, i64 -1>)
  call void @printOpen()
  %94 = extractelement <4 x i64> %93, i64 0
  call void @printI64(i64 %94)
  call void @printComma()
  %95 = extractelement <4 x i64> %93, i64 1
  call void @printI64(i64 %95)
  call void @printComma()
  %96 = extractelement <4 x i64> %93, i64 2
  call void @printI64(i64 %96)
  call void @printComma()
  %97 = extractelement <4 x i64> %93, i64 3
  call void @printI64(i64 %97)
  call void @printClose()
  call void @printNewline()
  %98 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %99 = mul i64 2, 4
  %100 = add i64 %99, 0
  %101 = getelementptr i64, i64* %98, i64 %100
  %102 = call <4 x i64> @llvm.masked.expandload.v4i64(i64* %101, <4 x i1> <i1 true, i1 true, i1 false, i1 true>, <4 x i64> <i64 -1, i64 -1, i64 -1, i64 -1>)
  call void @printOpen()
  %103 = extractelement <4 x i64> %102, i64 0
  call void @printI64(i64 %103)
  call void @printComma()
  %104 = extractelement <4 x i64> %102, i64 1
  call void @printI64(i64 %104)
  call void @printComma()
  %105 = extractelement <4 x i64> %102, i64 2
  call void @printI64(i64 %105)
  call void @printComma()
  %106 = extractelement <4 x i64> %102, i64 3
  call void @printI64(i64 %106)
  call void @printClose()
  call void @printNewline()
  %107 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %108 = mul i64 0, 4
  %109 = add i64 %108, 2
  %110 = getelementptr i64, i64* %107, i64 %109
  call void @llvm.masked.compressstore.v4i64(<4 x i64> <i64 70, i64 71, i64 72, i64 73>, i64* %110, <4 x i1> <i1 true, i1 true, i1 false, i1 true>)
  %111 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %112 = mul i64 2, 4
  %113 = add i64 %112, 0
  %114 = getelementptr i64, i64* %111, i64 %113
  %115 = getelementptr i64, i64* %114, <4 x i64> <i64 0, i64 1, i64 4, i64 6>
  call void @llvm.masked.scatter.v4i64.v4p0i64(<4 x i64> <i64 70, i64 71, i64 72, i64 73>, <4 x i64*> %115, i32 8, <4 x i1> <i1 true, i1 true, i1 false, i1 true>)
  %116 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %117 = mul i64 0, 4
  %118 = add i64 %117, 0
  %119 = getelementptr i64, i64* %116, i64 %118
  %120 = bitcast i64* %119 to <4 x i64>*
  %121 = load <4 x i64>, <4 x i64>* %120, align 8
  %122 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %123 = mul i64 1, 4
  %124 = add i64 %123, 0
  %125 = getelementptr i64, i64* %122, i64 %124
  %126 = bitcast i64* %125 to <4 x i64>*
  %127 = load <4 x i64>, <4 x i64>* %126, align 8
  %128 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %129 = mul i64 2, 4
  %130 = add i64 %129, 0
  %131 = getelementptr i64, i64* %128, i64 %130
  %132 = bitcast i64* %131 to <4 x i64>*
  %133 = load <4 x i64>, <4 x i64>* %132, align 8
  call void @printOpen()
  %134 = extractelement <4 x i64> %121, i64 0
  call void @printI64(i64 %134)
  call void @printComma()
  %135 = extractelement <4 x i64> %121, i64 1
  call void @printI64(i64 %135)
  call void @printComma()
  %136 = extractelement <4 x i64> %121, i64 2
  call void @printI64(i64 %136)
  call void @printComma()
  %137 = extractelement <4 x i64> %121, i64 3
  call void @printI64(i64 %137)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %138 = extractelement <4 x i64> %127, i64 0
  call void @printI64(i64 %138)
  call void @printComma()
  %139 = extractelement <4 x i64> %127, i64 1
  call void @printI64(i64 %139)
  call void @printComma()
  %140 = extractelement <4 x i64> %127, i64 2
  call void @printI64(i64 %140)
  call void @printComma()
  %141 = extractelement <4 x i64> %127, i64 3
  call void @printI64(i64 %141)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %142 = extractelement <4 x i64> %133, i64 0
  call void @printI64(i64 %142)
  call void @printComma()
  %143 = extractelement <4 x i64> %133, i64 1
  call void @printI64(i64 %143)
  call void @printComma()
  %144 = extractelement <4 x i64> %133, i64 2
  call void @printI64(i64 %144)
  call void @printComma()
  %145 = extractelement <4 x i64> %133, i64 3
  call void @printI64(i64 %145)
  call void @printClose()
  call void @printNewline()
  %146 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 0
  %147 = bitcast i64* %146 to i8*
  call void @free(i8* %147)
  %148 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %149 = bitcast float* %148 to i8*
  call void @free(i8* %149)
  ret void

bb3:
  br label %bb4

bb4:
  %150 = phi i64 [ 0, %bb3 ], [ %159, %bb6 ]
  %151 = icmp slt i64 %150, 4
  br i1 %151, label %bb6, label %bb5

bb5:
  %152 = add i64 %86, 1
  br label %bb1

bb6:
  %153 = mul i64 %86, 4
  %154 = add i64 %153, %150
  %155 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %85, 1
  %156 = mul i64 %86, 4
  %157 = add i64 %156, %150
  %158 = getelementptr i64, i64* %155, i64 %157
  store i64 %154, i64* %158
  %159 = add i64 %150, 1
  br label %bb4
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

declare i8* @malloc(i64)

declare <5 x float> @llvm.masked.expandload.v5f32(float*, <5 x i1>, <5 x float>)

declare void @llvm.masked.compressstore.v5f32(<5 x float>, float*, <5 x i1>)

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

declare <4 x i64> @llvm.masked.expandload.v4i64(i64*, <4 x i1>, <4 x i64>)

declare void @llvm.masked.compressstore.v4i64(<4 x i64>, i64*, <4 x i1>)

declare void @free(i8*)

declare <5 x float> @llvm.masked.gather.v5f32.v5p0f32(<5 x float*>, i32, <5 x i1>, <5 x float>)

declare <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*>, i32, <4 x i1>, <4 x float>)

declare void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float>, <4 x float*>, i32, <4 x i1>)

declare void @llvm.masked.scatter.v5f32.v5p0f32(<5 x float>, <5 x float*>, i32, <5 x i1>)

declare <4 x i64> @llvm.masked.gather.v4i64.v4p0i64(<4 x i64*>, i32, <4 x i1>, <4 x i64>)

declare void @llvm.masked.scatter.v4i64.v4p0i64(<4 x i64>, <4 x i64*>, i32, <4 x i1>)
