; ModuleID = 'load_store_new.mlir'
source_filename = "load_store_new.mlir"
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
  %0 = getelementptr float, float* null, i64 16
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 16, 3, 0
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %277, %bb6 ]
  %10 = icmp slt i64 %9, 16
  br i1 %10, label %bb6, label %bb2

bb2:
  %11 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr float, float* %11, i64 3
  %13 = bitcast float* %12 to <4 x float>*
  %14 = load <4 x float>, <4 x float>* %13, align 4
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
  %19 = fadd <4 x float> %14, %14
  %20 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr float, float* %20, i64 5
  %22 = bitcast float* %21 to <4 x float>*
  store <4 x float> %19, <4 x float>* %22, align 4
  %23 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = getelementptr float, float* %23, i64 2
  %25 = bitcast float* %24 to <8 x float>*
  %26 = load <8 x float>, <8 x float>* %25, align 4
  call void @printOpen()
  %27 = extractelement <8 x float> %26, i64 0
  call void @printF32(float %27)
  call void @printComma()
  %28 = extractelement <8 x float> %26, i64 1
  call void @printF32(float %28)
  call void @printComma()
  %29 = extractelement <8 x float> %26, i64 2
  call void @printF32(float %29)
  call void @printComma()
  %30 = extractelement <8 x float> %26, i64 3
  call void @printF32(float %30)
  call void @printComma()
  %31 = extractelement <8 x float> %26, i64 4
  call void @printF32(float %31)
  call void @printComma()
  %32 = extractelement <8 x float> %26, i64 5
  call void @printF32(float %32)
  call void @printComma()
  %33 = extractelement <8 x float> %26, i64 6
  call void @printF32(float %33)
  call void @printComma()
  %34 = extractelement <8 x float> %26, i64 7
  call void @printF32(float %34)
  call void @printClose()
  call void @printNewline()
  %35 = getelementptr i32, i32* null, i64 32
  %36 = ptrtoint i32* %35 to i64
  %37 = call i8* @malloc(i64 %36)
  %38 = bitcast i8* %37 to i32*
  %39 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %38, 0
  %40 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %39, i32* %38, 1
  %41 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %40, i64 0, 2
  %42 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %41, i64 4, 3, 0
  %43 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %42, i64 8, 3, 1
  %44 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %43, i64 8, 4, 0
  %45 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %44, i64 1, 4, 1
  br label %bb3

bb3:
  %46 = phi i64 [ 0, %bb2 ], [ %272, %bb5 ]
  %47 = icmp slt i64 %46, 3
  br i1 %47, label %bb5, label %bb4

bb4:
  %48 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 1
  %49 = mul i64 1, 8
  %50 = add i64 %49, 2
  %51 = getelementptr i32, i32* %48, i64 %50
  %52 = bitcast i32* %51 to <3 x i32>*
  %53 = load <3 x i32>, <3 x i32>* %52, align 4
  call void @printOpen()
  %54 = extractelement <3 x i32> %53, i64 0
  %55 = sext i32 %54 to i64
  call void @printI64(i64 %55)
  call void @printComma()
  %56 = extractelement <3 x i32> %53, i64 1
  %57 = sext i32 %56 to i64
  call void @printI64(i64 %57)
  call void @printComma()
  %58 = extractelement <3 x i32> %53, i64 2
  %59 = sext i32 %58 to i64
  call void @printI64(i64 %59)
  call void @printClose()
  call void @printNewline()
  %60 = insertelement <5 x i64> undef, i64 3, i32 0
  %61 = shufflevector <5 x i64> %60, <5 x i64> undef, <5 x i32> zeroinitializer
  %62 = icmp slt <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %61
  call void @printOpen()
  %63 = extractelement <5 x i1> %62, i64 0
  %64 = zext i1 %63 to i64
  call void @printI64(i64 %64)
  call void @printComma()
  %65 = extractelement <5 x i1> %62, i64 1
  %66 = zext i1 %65 to i64
  call void @printI64(i64 %66)
  call void @printComma()
  %67 = extractelement <5 x i1> %62, i64 2
  %68 = zext i1 %67 to i64
  call void @printI64(i64 %68)
  call void @printComma()
  %69 = extractelement <5 x i1> %62, i64 3
  %70 = zext i1 %69 to i64
  call void @printI64(i64 %70)
  call void @printComma()
  %71 = extractelement <5 x i1> %62, i64 4
  %72 = zext i1 %71 to i64
  call void @printI64(i64 %72)
  call void @printClose()
  call void @printNewline()
  %73 = icmp slt i64 0, 2
  %74 = select i1 %73, i64 3, i64 0
  %75 = insertelement <4 x i64> undef, i64 %74, i32 0
  %76 = shufflevector <4 x i64> %75, <4 x i64> undef, <4 x i32> zeroinitializer
  %77 = icmp slt <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %76
  %78 = insertvalue [3 x <4 x i1>] undef, <4 x i1> %77, 0
  %79 = icmp slt i64 1, 2
  %80 = select i1 %79, i64 3, i64 0
  %81 = insertelement <4 x i64> undef, i64 %80, i32 0
  %82 = shufflevector <4 x i64> %81, <4 x i64> undef, <4 x i32> zeroinitializer
  %83 = icmp slt <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %82
  %84 = insertvalue [3 x <4 x i1>] %78, <4 x i1> %83, 1
  %85 = icmp slt i64 2, 2
  %86 = select i1 %85, i64 3, i64 0
  %87 = insertelement <4 x i64> undef, i64 %86, i32 0
  %88 = shufflevector <4 x i64> %87, <4 x i64> undef, <4 x i32> zeroinitializer
  %89 = icmp slt <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %88
  %90 = insertvalue [3 x <4 x i1>] %84, <4 x i1> %89, 2
  call void @printOpen()
  %91 = extractvalue [3 x <4 x i1>] %90, 0
  call void @printOpen()
  %92 = extractelement <4 x i1> %91, i64 0
  %93 = zext i1 %92 to i64
  call void @printI64(i64 %93)
  call void @printComma()
  %94 = extractelement <4 x i1> %91, i64 1
  %95 = zext i1 %94 to i64
  call void @printI64(i64 %95)
  call void @printComma()
  %96 = extractelement <4 x i1> %91, i64 2
  %97 = zext i1 %96 to i64
  call void @printI64(i64 %97)
  call void @printComma()
  %98 = extractelement <4 x i1> %91, i64 3
  %99 = zext i1 %98 to i64
  call void @printI64(i64 %99)
  call void @printClose()
  call void @printComma()
  %100 = extractvalue [3 x <4 x i1>] %90, 1
  call void @printOpen()
  %101 = extractelement <4 x i1> %100, i64 0
  %102 = zext i1 %101 to i64
  call void @printI64(i64 %102)
  call void @printComma()
  %103 = extractelement <4 x i1> %100, i64 1
  %104 = zext i1 %103 to i64
  call void @printI64(i64 %104)
  call void @printComma()
  %105 = extractelement <4 x i1> %100, i64 2
  %106 = zext i1 %105 to i64
  call void @printI64(i64 %106)
  call void @printComma()
  %107 = extractelement <4 x i1> %100, i64 3
  %108 = zext i1 %107 to i64
  call void @printI64(i64 %108)
  call void @printClose()
  call void @printComma()
  %109 = extractvalue [3 x <4 x i1>] %90, 2
  call void @printOpen()
  %110 = extractelement <4 x i1> %109, i64 0
  %111 = zext i1 %110 to i64
  call void @printI64(i64 %111)
  call void @printComma()
  %112 = extractelement <4 x i1> %109, i64 1
  %113 = zext i1 %112 to i64
  call void @printI64(i64 %113)
  call void @printComma()
  %114 = extractelement <4 x i1> %109, i64 2
  %115 = zext i1 %114 to i64
  call void @printI64(i64 %115)
  call void @printComma()
  %116 = extractelement <4 x i1> %109, i64 3
  %117 = zext i1 %116 to i64
  call void @printI64(i64 %117)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %118 = insertelement <3 x i64> undef, i64 -2, i32 0
  %119 = shufflevector <3 x i64> %118, <3 x i64> undef, <3 x i32> zeroinitializer
  %120 = icmp slt <3 x i64> <i64 0, i64 1, i64 2>, %119
  call void @printOpen()
  %121 = extractelement <3 x i1> %120, i64 0
  %122 = zext i1 %121 to i64
  call void @printI64(i64 %122)
  call void @printComma()
  %123 = extractelement <3 x i1> %120, i64 1
  %124 = zext i1 %123 to i64
  call void @printI64(i64 %124)
  call void @printComma()
  %125 = extractelement <3 x i1> %120, i64 2
  %126 = zext i1 %125 to i64
  call void @printI64(i64 %126)
  call void @printClose()
  call void @printNewline()
  %127 = insertelement <3 x i64> undef, i64 16, i32 0
  %128 = shufflevector <3 x i64> %127, <3 x i64> undef, <3 x i32> zeroinitializer
  %129 = icmp slt <3 x i64> <i64 0, i64 1, i64 2>, %128
  call void @printOpen()
  %130 = extractelement <3 x i1> %129, i64 0
  %131 = zext i1 %130 to i64
  call void @printI64(i64 %131)
  call void @printComma()
  %132 = extractelement <3 x i1> %129, i64 1
  %133 = zext i1 %132 to i64
  call void @printI64(i64 %133)
  call void @printComma()
  %134 = extractelement <3 x i1> %129, i64 2
  %135 = zext i1 %134 to i64
  call void @printI64(i64 %135)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %136 = extractelement <4 x i1> <i1 true, i1 true, i1 false, i1 false>, i64 0
  %137 = zext i1 %136 to i64
  call void @printI64(i64 %137)
  call void @printComma()
  %138 = extractelement <4 x i1> <i1 true, i1 true, i1 false, i1 false>, i64 1
  %139 = zext i1 %138 to i64
  call void @printI64(i64 %139)
  call void @printComma()
  %140 = extractelement <4 x i1> <i1 true, i1 true, i1 false, i1 false>, i64 2
  %141 = zext i1 %140 to i64
  call void @printI64(i64 %141)
  call void @printComma()
  %142 = extractelement <4 x i1> <i1 true, i1 true, i1 false, i1 false>, i64 3
  %143 = zext i1 %142 to i64
  call void @printI64(i64 %143)
  call void @printClose()
  call void @printNewline()
  %144 = insertvalue [2 x <4 x i1>] undef, <4 x i1> <i1 true, i1 true, i1 true, i1 false>, 0
  %145 = insertvalue [2 x <4 x i1>] %144, <4 x i1> <i1 false, i1 false, i1 false, i1 false>, 1
  call void @printOpen()
  %146 = extractvalue [2 x <4 x i1>] %145, 0
  call void @printOpen()
  %147 = extractelement <4 x i1> %146, i64 0
  %148 = zext i1 %147 to i64
  call void @printI64(i64 %148)
  call void @printComma()
  %149 = extractelement <4 x i1> %146, i64 1
  %150 = zext i1 %149 to i64
  call void @printI64(i64 %150)
  call void @printComma()
  %151 = extractelement <4 x i1> %146, i64 2
  %152 = zext i1 %151 to i64
  call void @printI64(i64 %152)
  call void @printComma()
  %153 = extractelement <4 x i1> %146, i64 3
  %154 = zext i1 %153 to i64
  call void @printI64(i64 %154)
  call void @printClose()
  call void @printComma()
  %155 = extractvalue [2 x <4 x i1>] %145, 1
  call void @printOpen()
  %156 = extractelement <4 x i1> %155, i64 0
  %157 = zext i1 %156 to i64
  call void @printI64(i64 %157)
  call void @printComma()
  %158 = extractelement <4 x i1> %155, i64 1
  %159 = zext i1 %158 to i64
  call void @printI64(i64 %159)
  call void @printComma()
  %160 = extractelement <4 x i1> %155, i64 2
  %161 = zext i1 %160 to i64
  call void @printI64(i64 %161)
  call void @printComma()
  %162 = extractelement <4 x i1> %155, i64 3
  %163 = zext i1 %162 to i64
  call void @printI64(i64 %163)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %164 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %165 = getelementptr float, float* %164, i64 1
  %166 = bitcast float* %165 to <5 x float>*
  %167 = call <5 x float> @llvm.masked.load.v5f32.p0v5f32(<5 x float>* %166, i32 4, <5 x i1> %62, <5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>)
  call void @printOpen()
  %168 = extractelement <5 x float> %167, i64 0
  call void @printF32(float %168)
  call void @printComma()
  %169 = extractelement <5 x float> %167, i64 1
  call void @printF32(float %169)
  call void @printComma()
  %170 = extractelement <5 x float> %167, i64 2
  call void @printF32(float %170)
  call void @printComma()
  %171 = extractelement <5 x float> %167, i64 3
  call void @printF32(float %171)
  call void @printComma()
  %172 = extractelement <5 x float> %167, i64 4
  call void @printF32(float %172)
  call void @printClose()
  call void @printNewline()
  %173 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %174 = getelementptr float, float* %173, i64 0
  %175 = bitcast float* %174 to <5 x float>*
  call void @llvm.masked.store.v5f32.p0v5f32(<5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>, <5 x float>* %175, i32 4, <5 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true>)
  %176 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %177 = getelementptr float, float* %176, i64 0
  %178 = bitcast float* %177 to <16 x float>*
  %179 = load <16 x float>, <16 x float>* %178, align 4
  call void @printOpen()
  %180 = extractelement <16 x float> %179, i64 0
  call void @printF32(float %180)
  call void @printComma()
  %181 = extractelement <16 x float> %179, i64 1
  call void @printF32(float %181)
  call void @printComma()
  %182 = extractelement <16 x float> %179, i64 2
  call void @printF32(float %182)
  call void @printComma()
  %183 = extractelement <16 x float> %179, i64 3
  call void @printF32(float %183)
  call void @printComma()
  %184 = extractelement <16 x float> %179, i64 4
  call void @printF32(float %184)
  call void @printComma()
  %185 = extractelement <16 x float> %179, i64 5
  call void @printF32(float %185)
  call void @printComma()
  %186 = extractelement <16 x float> %179, i64 6
  call void @printF32(float %186)
  call void @printComma()
  %187 = extractelement <16 x float> %179, i64 7
  call void @printF32(float %187)
  call void @printComma()
  %188 = extractelement <16 x float> %179, i64 8
  call void @printF32(float %188)
  call void @printComma()
  %189 = extractelement <16 x float> %179, i64 9
  call void @printF32(float %189)
  call void @printComma()
  %190 = extractelement <16 x float> %179, i64 10
  call void @printF32(float %190)
  call void @printComma()
  %191 = extractelement <16 x float> %179, i64 11
  call void @printF32(float %191)
  call void @printComma()
  %192 = extractelement <16 x float> %179, i64 12
  call void @printF32(float %192)
  call void @printComma()
  %193 = extractelement <16 x float> %179, i64 13
  call void @printF32(float %193)
  call void @printComma()
  %194 = extractelement <16 x float> %179, i64 14
  call void @printF32(float %194)
  call void @printComma()
  %195 = extractelement <16 x float> %179, i64 15
  call void @printF32(float %195)
  call void @printClose()
  call void @printNewline()
  %196 = insertelement <5 x i64> undef, i64 2, i32 0
  %197 = shufflevector <5 x i64> %196, <5 x i64> undef, <5 x i32> zeroinitializer
  %198 = icmp slt <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %197
  %199 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %200 = getelementptr float, float* %199, i64 14
  %201 = bitcast float* %200 to <5 x float>*
  %202 = call <5 x float> @llvm.masked.load.v5f32.p0v5f32(<5 x float>* %201, i32 4, <5 x i1> %198, <5 x float> <float -1.0, float -2.0, float -3.0, float -4.0, float -5.0>)
  call void @printOpen()
  %203 = extractelement <5 x float> %202, i64 0
  call void @printF32(float %203)
  call void @printComma()
  %204 = extractelement <5 x float> %202, i64 1
  call void @printF32(float %204)
  call void @printComma()
  %205 = extractelement <5 x float> %202, i64 2
  call void @printF32(float %205)
  call void @printComma()
  %206 = extractelement <5 x float> %202, i64 3
  call void @printF32(float %206)
  call void @printComma()
  %207 = extractelement <5 x float> %202, i64 4
  call void @printF32(float %207)
  call void @printClose()
  call void @printNewline()
  %208 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 1
  %209 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 4, 0
  %210 = mul i64 2, %209
  %211 = add i64 %210, 1
  %212 = getelementptr i32, i32* %208, i64 %211
  %213 = bitcast i32* %212 to <4 x i32>*
  %214 = load <4 x i32>, <4 x i32>* %213, align 4
  call void @printOpen()
  %215 = extractelement <4 x i32> %214, i64 0
  %216 = sext i32 %215 to i64
  call void @printI64(i64 %216)
  call void @printComma()
  %217 = extractelement <4 x i32> %214, i64 1
  %218 = sext i32 %217 to i64
  call void @printI64(i64 %218)
  call void @printComma()
  %219 = extractelement <4 x i32> %214, i64 2
  %220 = sext i32 %219 to i64
  call void @printI64(i64 %220)
  call void @printComma()
  %221 = extractelement <4 x i32> %214, i64 3
  %222 = sext i32 %221 to i64
  call void @printI64(i64 %222)
  call void @printClose()
  call void @printNewline()
  %223 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 0
  %224 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 1
  %225 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %223, 0
  %226 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %225, i32* %224, 1
  %227 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %226, i64 10, 2
  %228 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %227, i64 2, 3, 0
  %229 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %228, i64 4, 3, 1
  %230 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %229, i64 8, 4, 0
  %231 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %230, i64 1, 4, 1
  %232 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %231, 1
  %233 = mul i64 1, 8
  %234 = add i64 10, %233
  %235 = add i64 %234, 0
  %236 = getelementptr i32, i32* %232, i64 %235
  %237 = bitcast i32* %236 to <4 x i32>*
  call void @llvm.masked.store.v4i32.p0v4i32(<4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32>* %237, i32 4, <4 x i1> <i1 true, i1 true, i1 false, i1 false>)
  %238 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 1
  %239 = mul i64 2, 8
  %240 = add i64 %239, 0
  %241 = getelementptr i32, i32* %238, i64 %240
  %242 = bitcast i32* %241 to <8 x i32>*
  %243 = load <8 x i32>, <8 x i32>* %242, align 4
  call void @printOpen()
  %244 = extractelement <8 x i32> %243, i64 0
  %245 = sext i32 %244 to i64
  call void @printI64(i64 %245)
  call void @printComma()
  %246 = extractelement <8 x i32> %243, i64 1
  %247 = sext i32 %246 to i64
  call void @printI64(i64 %247)
  call void @printComma()
  %248 = extractelement <8 x i32> %243, i64 2
  %249 = sext i32 %248 to i64
  call void @printI64(i64 %249)
  call void @printComma()
  %250 = extractelement <8 x i32> %243, i64 3
  %251 = sext i32 %250 to i64
  call void @printI64(i64 %251)
  call void @printComma()
  %252 = extractelement <8 x i32> %243, i64 4
  %253 = sext i32 %252 to i64
  call void @printI64(i64 %253)
  call void @printComma()
  %254 = extractelement <8 x i32> %243, i64 5
  %255 = sext i32 %254 to i64
  call void @printI64(i64 %255)
  call void @printComma()
  %256 = extractelement <8 x i32> %243, i64 6
  %257 = sext i32 %256 to i64
  call void @printI64(i64 %257)
  call void @printComma()
  %258 = extractelement <8 x i32> %243, i64 7
  %259 = sext i32 %258 to i64
  call void @printI64(i64 %259)
  call void @printClose()
  call void @printNewline()
  %260 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 0
  %261 = bitcast i32* %260 to i8*
  call void @free(i8* %261)
  %262 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %263 = bitcast float* %262 to i8*
  call void @free(i8* %263)
  ret void

bb5:
  %264 = insertelement <8 x i64> undef, i64 %46, i32 0
  %265 = shufflevector <8 x i64> %264, <8 x i64> undef, <8 x i32> zeroinitializer
  %266 = trunc <8 x i64> %265 to <8 x i32>
  %267 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %45, 1
  %268 = mul i64 %46, 8
  %269 = add i64 %268, 0
  %270 = getelementptr i32, i32* %267, i64 %269
  %271 = bitcast i32* %270 to <8 x i32>*
  store <8 x i32> %266, <8 x i32>* %271, align 4
  %272 = add i64 %46, 1
  br label %bb3

bb6:
  %273 = trunc i64 %9 to i32
  %274 = sitofp i32 %273 to float
  %275 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %276 = getelementptr float, float* %275, i64 %9
  store float %274, float* %276
  %277 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

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

declare void @free(i8*)

declare <5 x float> @llvm.masked.load.v5f32.p0v5f32(<5 x float>*, i32, <5 x i1>, <5 x float>)

declare void @llvm.masked.store.v5f32.p0v5f32(<5 x float>, <5 x float>*, i32, <5 x i1>)

declare void @llvm.masked.store.v4i32.p0v4i32(<4 x i32>, <4 x i32>*, i32, <4 x i1>)
