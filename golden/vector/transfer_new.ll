; ModuleID = 'transfer_new.mlir'
source_filename = "transfer_new.mlir"
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
  %0 = getelementptr float, float* null, i64 12
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 12, 3, 0
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %247, %bb9 ]
  %10 = icmp slt i64 %9, 12
  br i1 %10, label %bb9, label %bb2

bb2:
  %11 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr float, float* %11, i64 2
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
  %19 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %20 = insertelement <5 x i64> undef, i64 9, i32 0
  %21 = shufflevector <5 x i64> %20, <5 x i64> undef, <5 x i32> zeroinitializer
  %22 = add <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %21
  %23 = insertelement <5 x i64> undef, i64 %19, i32 0
  %24 = shufflevector <5 x i64> %23, <5 x i64> undef, <5 x i32> zeroinitializer
  %25 = icmp slt <5 x i64> %22, %24
  %26 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %27 = getelementptr float, float* %26, i64 9
  %28 = bitcast float* %27 to <5 x float>*
  %29 = insertelement <5 x float> undef, float -7.5, i32 0
  %30 = shufflevector <5 x float> %29, <5 x float> undef, <5 x i32> zeroinitializer
  %31 = call <5 x float> @llvm.masked.load.v5f32.p0v5f32(<5 x float>* %28, i32 4, <5 x i1> %25, <5 x float> %30)
  call void @printOpen()
  %32 = extractelement <5 x float> %31, i64 0
  call void @printF32(float %32)
  call void @printComma()
  %33 = extractelement <5 x float> %31, i64 1
  call void @printF32(float %33)
  call void @printComma()
  %34 = extractelement <5 x float> %31, i64 2
  call void @printF32(float %34)
  call void @printComma()
  %35 = extractelement <5 x float> %31, i64 3
  call void @printF32(float %35)
  call void @printComma()
  %36 = extractelement <5 x float> %31, i64 4
  call void @printF32(float %36)
  call void @printClose()
  call void @printNewline()
  %37 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %38 = insertelement <3 x i64> undef, i64 12, i32 0
  %39 = shufflevector <3 x i64> %38, <3 x i64> undef, <3 x i32> zeroinitializer
  %40 = add <3 x i64> <i64 0, i64 1, i64 2>, %39
  %41 = insertelement <3 x i64> undef, i64 %37, i32 0
  %42 = shufflevector <3 x i64> %41, <3 x i64> undef, <3 x i32> zeroinitializer
  %43 = icmp slt <3 x i64> %40, %42
  %44 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %45 = getelementptr float, float* %44, i64 12
  %46 = bitcast float* %45 to <3 x float>*
  %47 = insertelement <3 x float> undef, float -7.5, i32 0
  %48 = shufflevector <3 x float> %47, <3 x float> undef, <3 x i32> zeroinitializer
  %49 = call <3 x float> @llvm.masked.load.v3f32.p0v3f32(<3 x float>* %46, i32 4, <3 x i1> %43, <3 x float> %48)
  call void @printOpen()
  %50 = extractelement <3 x float> %49, i64 0
  call void @printF32(float %50)
  call void @printComma()
  %51 = extractelement <3 x float> %49, i64 1
  call void @printF32(float %51)
  call void @printComma()
  %52 = extractelement <3 x float> %49, i64 2
  call void @printF32(float %52)
  call void @printClose()
  call void @printNewline()
  %53 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %54 = insertelement <5 x i64> undef, i64 9, i32 0
  %55 = shufflevector <5 x i64> %54, <5 x i64> undef, <5 x i32> zeroinitializer
  %56 = add <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %55
  %57 = insertelement <5 x i64> undef, i64 %53, i32 0
  %58 = shufflevector <5 x i64> %57, <5 x i64> undef, <5 x i32> zeroinitializer
  %59 = icmp slt <5 x i64> %56, %58
  %60 = and <5 x i1> %59, <i1 true, i1 false, i1 true, i1 true, i1 false>
  %61 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %62 = getelementptr float, float* %61, i64 9
  %63 = bitcast float* %62 to <5 x float>*
  %64 = insertelement <5 x float> undef, float -7.5, i32 0
  %65 = shufflevector <5 x float> %64, <5 x float> undef, <5 x i32> zeroinitializer
  %66 = call <5 x float> @llvm.masked.load.v5f32.p0v5f32(<5 x float>* %63, i32 4, <5 x i1> %60, <5 x float> %65)
  call void @printOpen()
  %67 = extractelement <5 x float> %66, i64 0
  call void @printF32(float %67)
  call void @printComma()
  %68 = extractelement <5 x float> %66, i64 1
  call void @printF32(float %68)
  call void @printComma()
  %69 = extractelement <5 x float> %66, i64 2
  call void @printF32(float %69)
  call void @printComma()
  %70 = extractelement <5 x float> %66, i64 3
  call void @printF32(float %70)
  call void @printComma()
  %71 = extractelement <5 x float> %66, i64 4
  call void @printF32(float %71)
  call void @printClose()
  call void @printNewline()
  %72 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %73 = getelementptr float, float* %72, i64 1
  %74 = bitcast float* %73 to <5 x float>*
  %75 = insertelement <5 x float> undef, float -7.5, i32 0
  %76 = shufflevector <5 x float> %75, <5 x float> undef, <5 x i32> zeroinitializer
  %77 = call <5 x float> @llvm.masked.load.v5f32.p0v5f32(<5 x float>* %74, i32 4, <5 x i1> <i1 true, i1 false, i1 true, i1 true, i1 false>, <5 x float> %76)
  call void @printOpen()
  %78 = extractelement <5 x float> %77, i64 0
  call void @printF32(float %78)
  call void @printComma()
  %79 = extractelement <5 x float> %77, i64 1
  call void @printF32(float %79)
  call void @printComma()
  %80 = extractelement <5 x float> %77, i64 2
  call void @printF32(float %80)
  call void @printComma()
  %81 = extractelement <5 x float> %77, i64 3
  call void @printF32(float %81)
  call void @printComma()
  %82 = extractelement <5 x float> %77, i64 4
  call void @printF32(float %82)
  call void @printClose()
  call void @printNewline()
  %83 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %84 = insertelement <5 x i64> undef, i64 9, i32 0
  %85 = shufflevector <5 x i64> %84, <5 x i64> undef, <5 x i32> zeroinitializer
  %86 = add <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %85
  %87 = insertelement <5 x i64> undef, i64 %83, i32 0
  %88 = shufflevector <5 x i64> %87, <5 x i64> undef, <5 x i32> zeroinitializer
  %89 = icmp slt <5 x i64> %86, %88
  %90 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %91 = getelementptr float, float* %90, i64 9
  %92 = bitcast float* %91 to <5 x float>*
  call void @llvm.masked.store.v5f32.p0v5f32(<5 x float> <float 100.0, float 200.0, float 300.0, float 400.0, float 500.0>, <5 x float>* %92, i32 4, <5 x i1> %89)
  %93 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %94 = insertelement <5 x i64> undef, i64 0, i32 0
  %95 = shufflevector <5 x i64> %94, <5 x i64> undef, <5 x i32> zeroinitializer
  %96 = add <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %95
  %97 = insertelement <5 x i64> undef, i64 %93, i32 0
  %98 = shufflevector <5 x i64> %97, <5 x i64> undef, <5 x i32> zeroinitializer
  %99 = icmp slt <5 x i64> %96, %98
  %100 = and <5 x i1> %99, <i1 true, i1 false, i1 true, i1 true, i1 false>
  %101 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %102 = getelementptr float, float* %101, i64 0
  %103 = bitcast float* %102 to <5 x float>*
  call void @llvm.masked.store.v5f32.p0v5f32(<5 x float> <float 100.0, float 200.0, float 300.0, float 400.0, float 500.0>, <5 x float>* %103, i32 4, <5 x i1> %100)
  %104 = shufflevector <5 x float> <float 100.0, float 200.0, float 300.0, float 400.0, float 500.0>, <5 x float> <float 100.0, float 200.0, float 300.0, float 400.0, float 500.0>, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  %105 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %106 = getelementptr float, float* %105, i64 4
  %107 = bitcast float* %106 to <4 x float>*
  store <4 x float> %104, <4 x float>* %107, align 4
  %108 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %109 = insertelement <14 x i64> undef, i64 0, i32 0
  %110 = shufflevector <14 x i64> %109, <14 x i64> undef, <14 x i32> zeroinitializer
  %111 = add <14 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13>, %110
  %112 = insertelement <14 x i64> undef, i64 %108, i32 0
  %113 = shufflevector <14 x i64> %112, <14 x i64> undef, <14 x i32> zeroinitializer
  %114 = icmp slt <14 x i64> %111, %113
  %115 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %116 = getelementptr float, float* %115, i64 0
  %117 = bitcast float* %116 to <14 x float>*
  %118 = insertelement <14 x float> undef, float -7.5, i32 0
  %119 = shufflevector <14 x float> %118, <14 x float> undef, <14 x i32> zeroinitializer
  %120 = call <14 x float> @llvm.masked.load.v14f32.p0v14f32(<14 x float>* %117, i32 4, <14 x i1> %114, <14 x float> %119)
  call void @printOpen()
  %121 = extractelement <14 x float> %120, i64 0
  call void @printF32(float %121)
  call void @printComma()
  %122 = extractelement <14 x float> %120, i64 1
  call void @printF32(float %122)
  call void @printComma()
  %123 = extractelement <14 x float> %120, i64 2
  call void @printF32(float %123)
  call void @printComma()
  %124 = extractelement <14 x float> %120, i64 3
  call void @printF32(float %124)
  call void @printComma()
  %125 = extractelement <14 x float> %120, i64 4
  call void @printF32(float %125)
  call void @printComma()
  %126 = extractelement <14 x float> %120, i64 5
  call void @printF32(float %126)
  call void @printComma()
  %127 = extractelement <14 x float> %120, i64 6
  call void @printF32(float %127)
  call void @printComma()
  %128 = extractelement <14 x float> %120, i64 7
  call void @printF32(float %128)
  call void @printComma()
  %129 = extractelement <14 x float> %120, i64 8
  call void @printF32(float %129)
  call void @printComma()
  %130 = extractelement <14 x float> %120, i64 9
  call void @printF32(float %130)
  call void @printComma()
  %131 = extractelement <14 x float> %120, i64 10
  call void @printF32(float %131)
  call void @printComma()
  %132 = extractelement <14 x float> %120, i64 11
  call void @printF32(float %132)
  call void @printComma()
  %133 = extractelement <14 x float> %120, i64 12
  call void @printF32(float %133)
  call void @printComma()
  %134 = extractelement <14 x float> %120, i64 13
  call void @printF32(float %134)
  call void @printClose()
  call void @printNewline()
  %135 = mul i64 6, 2
  %136 = getelementptr i64, i64* null, i64 %135
  %137 = ptrtoint i64* %136 to i64
  %138 = call i8* @malloc(i64 %137)
  %139 = bitcast i8* %138 to i64*
  %140 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %139, 0
  %141 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %140, i64* %139, 1
  %142 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %141, i64 0, 2
  %143 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %142, i64 2, 3, 0
  %144 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %143, i64 6, 3, 1
  %145 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %144, i64 6, 4, 0
  %146 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %145, i64 1, 4, 1
  br label %bb3

bb3:
  %147 = phi i64 [ 0, %bb2 ], [ %234, %bb7 ]
  %148 = icmp slt i64 %147, 2
  br i1 %148, label %bb5, label %bb4

bb4:
  %149 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 3, 1
  %150 = insertelement <4 x i64> undef, i64 4, i32 0
  %151 = shufflevector <4 x i64> %150, <4 x i64> undef, <4 x i32> zeroinitializer
  %152 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %151
  %153 = insertelement <4 x i64> undef, i64 %149, i32 0
  %154 = shufflevector <4 x i64> %153, <4 x i64> undef, <4 x i32> zeroinitializer
  %155 = icmp slt <4 x i64> %152, %154
  %156 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 1
  %157 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 4, 0
  %158 = mul i64 1, %157
  %159 = add i64 %158, 4
  %160 = getelementptr i64, i64* %156, i64 %159
  %161 = bitcast i64* %160 to <4 x i64>*
  %162 = insertelement <4 x i64> undef, i64 -1, i32 0
  %163 = shufflevector <4 x i64> %162, <4 x i64> undef, <4 x i32> zeroinitializer
  %164 = call <4 x i64> @llvm.masked.load.v4i64.p0v4i64(<4 x i64>* %161, i32 8, <4 x i1> %155, <4 x i64> %163)
  call void @printOpen()
  %165 = extractelement <4 x i64> %164, i64 0
  call void @printI64(i64 %165)
  call void @printComma()
  %166 = extractelement <4 x i64> %164, i64 1
  call void @printI64(i64 %166)
  call void @printComma()
  %167 = extractelement <4 x i64> %164, i64 2
  call void @printI64(i64 %167)
  call void @printComma()
  %168 = extractelement <4 x i64> %164, i64 3
  call void @printI64(i64 %168)
  call void @printClose()
  call void @printNewline()
  %169 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 3, 1
  %170 = insertelement <4 x i64> undef, i64 4, i32 0
  %171 = shufflevector <4 x i64> %170, <4 x i64> undef, <4 x i32> zeroinitializer
  %172 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %171
  %173 = insertelement <4 x i64> undef, i64 %169, i32 0
  %174 = shufflevector <4 x i64> %173, <4 x i64> undef, <4 x i32> zeroinitializer
  %175 = icmp slt <4 x i64> %172, %174
  %176 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 1
  %177 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 4, 0
  %178 = mul i64 0, %177
  %179 = add i64 %178, 4
  %180 = getelementptr i64, i64* %176, i64 %179
  %181 = bitcast i64* %180 to <4 x i64>*
  call void @llvm.masked.store.v4i64.p0v4i64(<4 x i64> <i64 50, i64 51, i64 52, i64 53>, <4 x i64>* %181, i32 8, <4 x i1> %175)
  %182 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 3, 1
  %183 = insertelement <8 x i64> undef, i64 0, i32 0
  %184 = shufflevector <8 x i64> %183, <8 x i64> undef, <8 x i32> zeroinitializer
  %185 = add <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %184
  %186 = insertelement <8 x i64> undef, i64 %182, i32 0
  %187 = shufflevector <8 x i64> %186, <8 x i64> undef, <8 x i32> zeroinitializer
  %188 = icmp slt <8 x i64> %185, %187
  %189 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 1
  %190 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 4, 0
  %191 = mul i64 0, %190
  %192 = add i64 %191, 0
  %193 = getelementptr i64, i64* %189, i64 %192
  %194 = bitcast i64* %193 to <8 x i64>*
  %195 = insertelement <8 x i64> undef, i64 -1, i32 0
  %196 = shufflevector <8 x i64> %195, <8 x i64> undef, <8 x i32> zeroinitializer
  %197 = call <8 x i64> @llvm.masked.load.v8i64.p0v8i64(<8 x i64>* %194, i32 8, <8 x i1> %188, <8 x i64> %196)
  call void @printOpen()
  %198 = extractelement <8 x i64> %197, i64 0
  call void @printI64(i64 %198)
  call void @printComma()
  %199 = extractelement <8 x i64> %197, i64 1
  call void @printI64(i64 %199)
  call void @printComma()
  %200 = extractelement <8 x i64> %197, i64 2
  call void @printI64(i64 %200)
  call void @printComma()
  %201 = extractelement <8 x i64> %197, i64 3
  call void @printI64(i64 %201)
  call void @printComma()
  %202 = extractelement <8 x i64> %197, i64 4
  call void @printI64(i64 %202)
  call void @printComma()
  %203 = extractelement <8 x i64> %197, i64 5
  call void @printI64(i64 %203)
  call void @printComma()
  %204 = extractelement <8 x i64> %197, i64 6
  call void @printI64(i64 %204)
  call void @printComma()
  %205 = extractelement <8 x i64> %197, i64 7
  call void @printI64(i64 %205)
  call void @printClose()
  call void @printNewline()
  %206 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 3, 1
  %207 = insertelement <6 x i64> undef, i64 0, i32 0
  %208 = shufflevector <6 x i64> %207, <6 x i64> undef, <6 x i32> zeroinitializer
  %209 = add <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, %208
  %210 = insertelement <6 x i64> undef, i64 %206, i32 0
  %211 = shufflevector <6 x i64> %210, <6 x i64> undef, <6 x i32> zeroinitializer
  %212 = icmp slt <6 x i64> %209, %211
  %213 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 1
  %214 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 4, 0
  %215 = mul i64 1, %214
  %216 = add i64 %215, 0
  %217 = getelementptr i64, i64* %213, i64 %216
  %218 = bitcast i64* %217 to <6 x i64>*
  %219 = insertelement <6 x i64> undef, i64 -1, i32 0
  %220 = shufflevector <6 x i64> %219, <6 x i64> undef, <6 x i32> zeroinitializer
  %221 = call <6 x i64> @llvm.masked.load.v6i64.p0v6i64(<6 x i64>* %218, i32 8, <6 x i1> %212, <6 x i64> %220)
  call void @printOpen()
  %222 = extractelement <6 x i64> %221, i64 0
  call void @printI64(i64 %222)
  call void @printComma()
  %223 = extractelement <6 x i64> %221, i64 1
  call void @printI64(i64 %223)
  call void @printComma()
  %224 = extractelement <6 x i64> %221, i64 2
  call void @printI64(i64 %224)
  call void @printComma()
  %225 = extractelement <6 x i64> %221, i64 3
  call void @printI64(i64 %225)
  call void @printComma()
  %226 = extractelement <6 x i64> %221, i64 4
  call void @printI64(i64 %226)
  call void @printComma()
  %227 = extractelement <6 x i64> %221, i64 5
  call void @printI64(i64 %227)
  call void @printClose()
  call void @printNewline()
  %228 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 0
  %229 = bitcast i64* %228 to i8*
  call void @free(i8* %229)
  %230 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %231 = bitcast float* %230 to i8*
  call void @free(i8* %231)
  ret void

bb5:
  br label %bb6

bb6:
  %232 = phi i64 [ 0, %bb5 ], [ %242, %bb8 ]
  %233 = icmp slt i64 %232, 6
  br i1 %233, label %bb8, label %bb7

bb7:
  %234 = add i64 %147, 1
  br label %bb3

bb8:
  %235 = mul i64 %147, 6
  %236 = add i64 %235, %232
  %237 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 1
  %238 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, 4, 0
  %239 = mul i64 %147, %238
  %240 = add i64 %239, %232
  %241 = getelementptr i64, i64* %237, i64 %240
  store i64 %236, i64* %241
  %242 = add i64 %232, 1
  br label %bb6

bb9:
  %243 = trunc i64 %9 to i32
  %244 = sitofp i32 %243 to float
  %245 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %246 = getelementptr float, float* %245, i64 %9
  store float %244, float* %246
  %247 = add i64 %9, 1
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

declare <3 x float> @llvm.masked.load.v3f32.p0v3f32(<3 x float>*, i32, <3 x i1>, <3 x float>)

declare void @llvm.masked.store.v5f32.p0v5f32(<5 x float>, <5 x float>*, i32, <5 x i1>)

declare <14 x float> @llvm.masked.load.v14f32.p0v14f32(<14 x float>*, i32, <14 x i1>, <14 x float>)

declare <4 x i64> @llvm.masked.load.v4i64.p0v4i64(<4 x i64>*, i32, <4 x i1>, <4 x i64>)

declare void @llvm.masked.store.v4i64.p0v4i64(<4 x i64>, <4 x i64>*, i32, <4 x i1>)

declare <8 x i64> @llvm.masked.load.v8i64.p0v8i64(<8 x i64>*, i32, <8 x i1>, <8 x i64>)

declare <6 x i64> @llvm.masked.load.v6i64.p0v6i64(<6 x i64>*, i32, <6 x i1>, <6 x i64>)
