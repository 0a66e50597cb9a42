; ModuleID = 'transfer_nd_new.mlir'
source_filename = "transfer_nd_new.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_5 = private constant [2 x i8] c"\0A\00", align 1

define void @show(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %15 = mul i64 0, 5
  %16 = add i64 %15, 0
  %17 = getelementptr float, float* %14, i64 %16
  %18 = bitcast float* %17 to <5 x float>*
  %19 = load <5 x float>, <5 x float>* %18, align 4
  %20 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %21 = mul i64 1, 5
  %22 = add i64 %21, 0
  %23 = getelementptr float, float* %20, i64 %22
  %24 = bitcast float* %23 to <5 x float>*
  %25 = load <5 x float>, <5 x float>* %24, align 4
  %26 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %13, 1
  %27 = mul i64 2, 5
  %28 = add i64 %27, 0
  %29 = getelementptr float, float* %26, i64 %28
  %30 = bitcast float* %29 to <5 x float>*
  %31 = load <5 x float>, <5 x float>* %30, align 4
  call void @printOpen()
  %32 = extractelement <5 x float> %19, i64 0
  call void @printF32(float %32)
  call void @printComma()
  %33 = extractelement <5 x float> %19, i64 1
  call void @printF32(float %33)
  call void @printComma()
  %34 = extractelement <5 x float> %19, i64 2
  call void @printF32(float %34)
  call void @printComma()
  %35 = extractelement <5 x float> %19, i64 3
  call void @printF32(float %35)
  call void @printComma()
  %36 = extractelement <5 x float> %19, i64 4
  call void @printF32(float %36)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %37 = extractelement <5 x float> %25, i64 0
  call void @printF32(float %37)
  call void @printComma()
  %38 = extractelement <5 x float> %25, i64 1
  call void @printF32(float %38)
  call void @printComma()
  %39 = extractelement <5 x float> %25, i64 2
  call void @printF32(float %39)
  call void @printComma()
  %40 = extractelement <5 x float> %25, i64 3
  call void @printF32(float %40)
  call void @printComma()
  %41 = extractelement <5 x float> %25, i64 4
  call void @printF32(float %41)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %42 = extractelement <5 x float> %31, i64 0
  call void @printF32(float %42)
  call void @printComma()
  %43 = extractelement <5 x float> %31, i64 1
  call void @printF32(float %43)
  call void @printComma()
  %44 = extractelement <5 x float> %31, i64 2
  call void @printF32(float %44)
  call void @printComma()
  %45 = extractelement <5 x float> %31, i64 3
  call void @printF32(float %45)
  call void @printComma()
  %46 = extractelement <5 x float> %31, i64 4
  call void @printF32(float %46)
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 15
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 5, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 5, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %694, %bb5 ]
  %12 = icmp slt i64 %11, 3
  br i1 %12, label %bb3, label %bb2

bb2:
  %13 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %14 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %15 = insertelement <4 x float> undef, float -1.0, i32 0
  %16 = shufflevector <4 x float> %15, <4 x float> undef, <4 x i32> zeroinitializer
  %17 = add i64 1, 0
  %18 = icmp slt i64 %17, %13
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = mul i64 %17, 5
  %21 = add i64 %20, 2
  %22 = getelementptr float, float* %19, i64 %21
  %23 = insertelement <4 x i64> undef, i64 1, i32 0
  %24 = shufflevector <4 x i64> %23, <4 x i64> undef, <4 x i32> zeroinitializer
  %25 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %24
  %26 = insertelement <4 x i64> undef, i64 2, i32 0
  %27 = shufflevector <4 x i64> %26, <4 x i64> undef, <4 x i32> zeroinitializer
  %28 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %27
  %29 = insertelement <4 x i64> undef, i64 %14, i32 0
  %30 = shufflevector <4 x i64> %29, <4 x i64> undef, <4 x i32> zeroinitializer
  %31 = icmp slt <4 x i64> %28, %30
  %32 = getelementptr float, float* %22, <4 x i64> %25
  %33 = insertelement <4 x i1> undef, i1 %18, i32 0
  %34 = shufflevector <4 x i1> %33, <4 x i1> undef, <4 x i32> zeroinitializer
  %35 = and <4 x i1> %31, %34
  %36 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %32, i32 4, <4 x i1> %35, <4 x float> %16)
  %37 = insertvalue [3 x <4 x float>] undef, <4 x float> %36, 0
  %38 = add i64 1, 1
  %39 = icmp slt i64 %38, %13
  %40 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %41 = mul i64 %38, 5
  %42 = add i64 %41, 2
  %43 = getelementptr float, float* %40, i64 %42
  %44 = insertelement <4 x i64> undef, i64 1, i32 0
  %45 = shufflevector <4 x i64> %44, <4 x i64> undef, <4 x i32> zeroinitializer
  %46 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %45
  %47 = insertelement <4 x i64> undef, i64 2, i32 0
  %48 = shufflevector <4 x i64> %47, <4 x i64> undef, <4 x i32> zeroinitializer
  %49 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %48
  %50 = insertelement <4 x i64> undef, i64 %14, i32 0
  %51 = shufflevector <4 x i64> %50, <4 x i64> undef, <4 x i32> zeroinitializer
  %52 = icmp slt <4 x i64> %49, %51
  %53 = getelementptr float, float* %43, <4 x i64> %46
  %54 = insertelement <4 x i1> undef, i1 %39, i32 0
  %55 = shufflevector <4 x i1> %54, <4 x i1> undef, <4 x i32> zeroinitializer
  %56 = and <4 x i1> %52, %55
  %57 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %53, i32 4, <4 x i1> %56, <4 x float> %16)
  %58 = insertvalue [3 x <4 x float>] %37, <4 x float> %57, 1
  %59 = add i64 1, 2
  %60 = icmp slt i64 %59, %13
  %61 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %62 = mul i64 %59, 5
  %63 = add i64 %62, 2
  %64 = getelementptr float, float* %61, i64 %63
  %65 = insertelement <4 x i64> undef, i64 1, i32 0
  %66 = shufflevector <4 x i64> %65, <4 x i64> undef, <4 x i32> zeroinitializer
  %67 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %66
  %68 = insertelement <4 x i64> undef, i64 2, i32 0
  %69 = shufflevector <4 x i64> %68, <4 x i64> undef, <4 x i32> zeroinitializer
  %70 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %69
  %71 = insertelement <4 x i64> undef, i64 %14, i32 0
  %72 = shufflevector <4 x i64> %71, <4 x i64> undef, <4 x i32> zeroinitializer
  %73 = icmp slt <4 x i64> %70, %72
  %74 = getelementptr float, float* %64, <4 x i64> %67
  %75 = insertelement <4 x i1> undef, i1 %60, i32 0
  %76 = shufflevector <4 x i1> %75, <4 x i1> undef, <4 x i32> zeroinitializer
  %77 = and <4 x i1> %73, %76
  %78 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %74, i32 4, <4 x i1> %77, <4 x float> %16)
  %79 = insertvalue [3 x <4 x float>] %58, <4 x float> %78, 2
  call void @printOpen()
  %80 = extractvalue [3 x <4 x float>] %79, 0
  call void @printOpen()
  %81 = extractelement <4 x float> %80, i64 0
  call void @printF32(float %81)
  call void @printComma()
  %82 = extractelement <4 x float> %80, i64 1
  call void @printF32(float %82)
  call void @printComma()
  %83 = extractelement <4 x float> %80, i64 2
  call void @printF32(float %83)
  call void @printComma()
  %84 = extractelement <4 x float> %80, i64 3
  call void @printF32(float %84)
  call void @printClose()
  call void @printComma()
  %85 = extractvalue [3 x <4 x float>] %79, 1
  call void @printOpen()
  %86 = extractelement <4 x float> %85, i64 0
  call void @printF32(float %86)
  call void @printComma()
  %87 = extractelement <4 x float> %85, i64 1
  call void @printF32(float %87)
  call void @printComma()
  %88 = extractelement <4 x float> %85, i64 2
  call void @printF32(float %88)
  call void @printComma()
  %89 = extractelement <4 x float> %85, i64 3
  call void @printF32(float %89)
  call void @printClose()
  call void @printComma()
  %90 = extractvalue [3 x <4 x float>] %79, 2
  call void @printOpen()
  %91 = extractelement <4 x float> %90, i64 0
  call void @printF32(float %91)
  call void @printComma()
  %92 = extractelement <4 x float> %90, i64 1
  call void @printF32(float %92)
  call void @printComma()
  %93 = extractelement <4 x float> %90, i64 2
  call void @printF32(float %93)
  call void @printComma()
  %94 = extractelement <4 x float> %90, i64 3
  call void @printF32(float %94)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %95 = insertelement <5 x float> undef, float -1.0, i32 0
  %96 = shufflevector <5 x float> %95, <5 x float> undef, <5 x i32> zeroinitializer
  %97 = add i64 0, 0
  %98 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %99 = mul i64 %97, 5
  %100 = add i64 %99, 0
  %101 = getelementptr float, float* %98, i64 %100
  %102 = insertelement <5 x i64> undef, i64 1, i32 0
  %103 = shufflevector <5 x i64> %102, <5 x i64> undef, <5 x i32> zeroinitializer
  %104 = mul <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %103
  %105 = getelementptr float, float* %101, <5 x i64> %104
  %106 = insertelement <5 x i1> undef, i1 true, i32 0
  %107 = shufflevector <5 x i1> %106, <5 x i1> undef, <5 x i32> zeroinitializer
  %108 = call <5 x float> @llvm.masked.gather.v5f32.v5p0f32(<5 x float*> %105, i32 4, <5 x i1> %107, <5 x float> %96)
  %109 = insertvalue [2 x <5 x float>] undef, <5 x float> %108, 0
  %110 = add i64 0, 1
  %111 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %112 = mul i64 %110, 5
  %113 = add i64 %112, 0
  %114 = getelementptr float, float* %111, i64 %113
  %115 = insertelement <5 x i64> undef, i64 1, i32 0
  %116 = shufflevector <5 x i64> %115, <5 x i64> undef, <5 x i32> zeroinitializer
  %117 = mul <5 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4>, %116
  %118 = getelementptr float, float* %114, <5 x i64> %117
  %119 = insertelement <5 x i1> undef, i1 true, i32 0
  %120 = shufflevector <5 x i1> %119, <5 x i1> undef, <5 x i32> zeroinitializer
  %121 = call <5 x float> @llvm.masked.gather.v5f32.v5p0f32(<5 x float*> %118, i32 4, <5 x i1> %120, <5 x float> %96)
  %122 = insertvalue [2 x <5 x float>] %109, <5 x float> %121, 1
  call void @printOpen()
  %123 = extractvalue [2 x <5 x float>] %122, 0
  call void @printOpen()
  %124 = extractelement <5 x float> %123, i64 0
  call void @printF32(float %124)
  call void @printComma()
  %125 = extractelement <5 x float> %123, i64 1
  call void @printF32(float %125)
  call void @printComma()
  %126 = extractelement <5 x float> %123, i64 2
  call void @printF32(float %126)
  call void @printComma()
  %127 = extractelement <5 x float> %123, i64 3
  call void @printF32(float %127)
  call void @printComma()
  %128 = extractelement <5 x float> %123, i64 4
  call void @printF32(float %128)
  call void @printClose()
  call void @printComma()
  %129 = extractvalue [2 x <5 x float>] %122, 1
  call void @printOpen()
  %130 = extractelement <5 x float> %129, i64 0
  call void @printF32(float %130)
  call void @printComma()
  %131 = extractelement <5 x float> %129, i64 1
  call void @printF32(float %131)
  call void @printComma()
  %132 = extractelement <5 x float> %129, i64 2
  call void @printF32(float %132)
  call void @printComma()
  %133 = extractelement <5 x float> %129, i64 3
  call void @printF32(float %133)
  call void @printComma()
  %134 = extractelement <5 x float> %129, i64 4
  call void @printF32(float %134)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %135 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %136 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %137 = insertelement <4 x float> undef, float -1.0, i32 0
  %138 = shufflevector <4 x float> %137, <4 x float> undef, <4 x i32> zeroinitializer
  %139 = add i64 1, 0
  %140 = icmp slt i64 %139, %135
  %141 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %142 = mul i64 0, 5
  %143 = add i64 %142, %139
  %144 = getelementptr float, float* %141, i64 %143
  %145 = insertelement <4 x i64> undef, i64 5, i32 0
  %146 = shufflevector <4 x i64> %145, <4 x i64> undef, <4 x i32> zeroinitializer
  %147 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %146
  %148 = insertelement <4 x i64> undef, i64 0, i32 0
  %149 = shufflevector <4 x i64> %148, <4 x i64> undef, <4 x i32> zeroinitializer
  %150 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %149
  %151 = insertelement <4 x i64> undef, i64 %136, i32 0
  %152 = shufflevector <4 x i64> %151, <4 x i64> undef, <4 x i32> zeroinitializer
  %153 = icmp slt <4 x i64> %150, %152
  %154 = getelementptr float, float* %144, <4 x i64> %147
  %155 = insertelement <4 x i1> undef, i1 %140, i32 0
  %156 = shufflevector <4 x i1> %155, <4 x i1> undef, <4 x i32> zeroinitializer
  %157 = and <4 x i1> %153, %156
  %158 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %154, i32 4, <4 x i1> %157, <4 x float> %138)
  %159 = insertvalue [3 x <4 x float>] undef, <4 x float> %158, 0
  %160 = add i64 1, 1
  %161 = icmp slt i64 %160, %135
  %162 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %163 = mul i64 0, 5
  %164 = add i64 %163, %160
  %165 = getelementptr float, float* %162, i64 %164
  %166 = insertelement <4 x i64> undef, i64 5, i32 0
  %167 = shufflevector <4 x i64> %166, <4 x i64> undef, <4 x i32> zeroinitializer
  %168 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %167
  %169 = insertelement <4 x i64> undef, i64 0, i32 0
  %170 = shufflevector <4 x i64> %169, <4 x i64> undef, <4 x i32> zeroinitializer
  %171 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %170
  %172 = insertelement <4 x i64> undef, i64 %136, i32 0
  %173 = shufflevector <4 x i64> %172, <4 x i64> undef, <4 x i32> zeroinitializer
  %174 = icmp slt <4 x i64> %171, %173
  %175 = getelementptr float, float* %165, <4 x i64> %168
  %176 = insertelement <4 x i1> undef, i1 %161, i32 0
  %177 = shufflevector <4 x i1> %176, <4 x i1> undef, <4 x i32> zeroinitializer
  %178 = and <4 x i1> %174, %177
  %179 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %175, i32 4, <4 x i1> %178, <4 x float> %138)
  %180 = insertvalue [3 x <4 x float>] %159, <4 x float> %179, 1
  %181 = add i64 1, 2
  %182 = icmp slt i64 %181, %135
  %183 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %184 = mul i64 0, 5
  %185 = add i64 %184, %181
  %186 = getelementptr float, float* %183, i64 %185
  %187 = insertelement <4 x i64> undef, i64 5, i32 0
  %188 = shufflevector <4 x i64> %187, <4 x i64> undef, <4 x i32> zeroinitializer
  %189 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %188
  %190 = insertelement <4 x i64> undef, i64 0, i32 0
  %191 = shufflevector <4 x i64> %190, <4 x i64> undef, <4 x i32> zeroinitializer
  %192 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %191
  %193 = insertelement <4 x i64> undef, i64 %136, i32 0
  %194 = shufflevector <4 x i64> %193, <4 x i64> undef, <4 x i32> zeroinitializer
  %195 = icmp slt <4 x i64> %192, %194
  %196 = getelementptr float, float* %186, <4 x i64> %189
  %197 = insertelement <4 x i1> undef, i1 %182, i32 0
  %198 = shufflevector <4 x i1> %197, <4 x i1> undef, <4 x i32> zeroinitializer
  %199 = and <4 x i1> %195, %198
  %200 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %196, i32 4, <4 x i1> %199, <4 x float> %138)
  %201 = insertvalue [3 x <4 x float>] %180, <4 x float> %200, 2
  call void @printOpen()
  %202 = extractvalue [3 x <4 x float>] %201, 0
  call void @printOpen()
  %203 = extractelement <4 x float> %202, i64 0
  call void @printF32(float %203)
  call void @printComma()
  %204 = extractelement <4 x float> %202, i64 1
  call void @printF32(float %204)
  call void @printComma()
  %205 = extractelement <4 x float> %202, i64 2
  call void @printF32(float %205)
  call void @printComma()
  %206 = extractelement <4 x float> %202, i64 3
  call void @printF32(float %206)
  call void @printClose()
  call void @printComma()
  %207 = extractvalue [3 x <4 x float>] %201, 1
  call void @printOpen()
  %208 = extractelement <4 x float> %207, i64 0
  call void @printF32(float %208)
  call void @printComma()
  %209 = extractelement <4 x float> %207, i64 1
  call void @printF32(float %209)
  call void @printComma()
  %210 = extractelement <4 x float> %207, i64 2
  call void @printF32(float %210)
  call void @printComma()
  %211 = extractelement <4 x float> %207, i64 3
  call void @printF32(float %211)
  call void @printClose()
  call void @printComma()
  %212 = extractvalue [3 x <4 x float>] %201, 2
  call void @printOpen()
  %213 = extractelement <4 x float> %212, i64 0
  call void @printF32(float %213)
  call void @printComma()
  %214 = extractelement <4 x float> %212, i64 1
  call void @printF32(float %214)
  call void @printComma()
  %215 = extractelement <4 x float> %212, i64 2
  call void @printF32(float %215)
  call void @printComma()
  %216 = extractelement <4 x float> %212, i64 3
  call void @printF32(float %216)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %217 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %218 = insertelement <3 x float> undef, float -1.0, i32 0
  %219 = shufflevector <3 x float> %218, <3 x float> undef, <3 x i32> zeroinitializer
  %220 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %221 = mul i64 1, 5
  %222 = add i64 %221, 3
  %223 = getelementptr float, float* %220, i64 %222
  %224 = insertelement <3 x i64> undef, i64 1, i32 0
  %225 = shufflevector <3 x i64> %224, <3 x i64> undef, <3 x i32> zeroinitializer
  %226 = mul <3 x i64> <i64 0, i64 1, i64 2>, %225
  %227 = insertelement <3 x i64> undef, i64 3, i32 0
  %228 = shufflevector <3 x i64> %227, <3 x i64> undef, <3 x i32> zeroinitializer
  %229 = add <3 x i64> <i64 0, i64 1, i64 2>, %228
  %230 = insertelement <3 x i64> undef, i64 %217, i32 0
  %231 = shufflevector <3 x i64> %230, <3 x i64> undef, <3 x i32> zeroinitializer
  %232 = icmp slt <3 x i64> %229, %231
  %233 = getelementptr float, float* %223, <3 x i64> %226
  %234 = call <3 x float> @llvm.masked.gather.v3f32.v3p0f32(<3 x float*> %233, i32 4, <3 x i1> %232, <3 x float> %219)
  %235 = insertvalue [2 x <3 x float>] undef, <3 x float> %234, 0
  %236 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %237 = mul i64 1, 5
  %238 = add i64 %237, 3
  %239 = getelementptr float, float* %236, i64 %238
  %240 = insertelement <3 x i64> undef, i64 1, i32 0
  %241 = shufflevector <3 x i64> %240, <3 x i64> undef, <3 x i32> zeroinitializer
  %242 = mul <3 x i64> <i64 0, i64 1, i64 2>, %241
  %243 = insertelement <3 x i64> undef, i64 3, i32 0
  %244 = shufflevector <3 x i64> %243, <3 x i64> undef, <3 x i32> zeroinitializer
  %245 = add <3 x i64> <i64 0, i64 1, i64 2>, %244
  %246 = insertelement <3 x i64> undef, i64 %217, i32 0
  %247 = shufflevector <3 x i64> %246, <3 x i64> undef, <3 x i32> zeroinitializer
  %248 = icmp slt <3 x i64> %245, %247
  %249 = getelementptr float, float* %239, <3 x i64> %242
  %250 = call <3 x float> @llvm.masked.gather.v3f32.v3p0f32(<3 x float*> %249, i32 4, <3 x i1> %248, <3 x float> %219)
  %251 = insertvalue [2 x <3 x float>] %235, <3 x float> %250, 1
  call void @printOpen()
  %252 = extractvalue [2 x <3 x float>] %251, 0
  call void @printOpen()
  %253 = extractelement <3 x float> %252, i64 0
  call void @printF32(float %253)
  call void @printComma()
  %254 = extractelement <3 x float> %252, i64 1
  call void @printF32(float %254)
  call void @printComma()
  %255 = extractelement <3 x float> %252, i64 2
  call void @printF32(float %255)
  call void @printClose()
  call void @printComma()
  %256 = extractvalue [2 x <3 x float>] %251, 1
  call void @printOpen()
  %257 = extractelement <3 x float> %256, i64 0
  call void @printF32(float %257)
  call void @printComma()
  %258 = extractelement <3 x float> %256, i64 1
  call void @printF32(float %258)
  call void @printComma()
  %259 = extractelement <3 x float> %256, i64 2
  call void @printF32(float %259)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %260 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %261 = insertelement <2 x float> undef, float -1.0, i32 0
  %262 = shufflevector <2 x float> %261, <2 x float> undef, <2 x i32> zeroinitializer
  %263 = add i64 1, 0
  %264 = icmp slt i64 %263, %260
  %265 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %266 = mul i64 %263, 5
  %267 = add i64 %266, 3
  %268 = getelementptr float, float* %265, i64 %267
  %269 = getelementptr float, float* %268, <2 x i64> <i64 0, i64 0>
  %270 = insertelement <2 x i1> undef, i1 %264, i32 0
  %271 = shufflevector <2 x i1> %270, <2 x i1> undef, <2 x i32> zeroinitializer
  %272 = call <2 x float> @llvm.masked.gather.v2f32.v2p0f32(<2 x float*> %269, i32 4, <2 x i1> %271, <2 x float> %262)
  %273 = insertvalue [3 x <2 x float>] undef, <2 x float> %272, 0
  %274 = add i64 1, 1
  %275 = icmp slt i64 %274, %260
  %276 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %277 = mul i64 %274, 5
  %278 = add i64 %277, 3
  %279 = getelementptr float, float* %276, i64 %278
  %280 = getelementptr float, float* %279, <2 x i64> <i64 0, i64 0>
  %281 = insertelement <2 x i1> undef, i1 %275, i32 0
  %282 = shufflevector <2 x i1> %281, <2 x i1> undef, <2 x i32> zeroinitializer
  %283 = call <2 x float> @llvm.masked.gather.v2f32.v2p0f32(<2 x float*> %280, i32 4, <2 x i1> %282, <2 x float> %262)
  %284 = insertvalue [3 x <2 x float>] %273, <2 x float> %283, 1
  %285 = add i64 1, 2
  %286 = icmp slt i64 %285, %260
  %287 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %288 = mul i64 %285, 5
  %289 = add i64 %288, 3
  %290 = getelementptr float, float* %287, i64 %289
  %291 = getelementptr float, float* %290, <2 x i64> <i64 0, i64 0>
  %292 = insertelement <2 x i1> undef, i1 %286, i32 0
  %293 = shufflevector <2 x i1> %292, <2 x i1> undef, <2 x i32> zeroinitializer
  %294 = call <2 x float> @llvm.masked.gather.v2f32.v2p0f32(<2 x float*> %291, i32 4, <2 x i1> %293, <2 x float> %262)
  %295 = insertvalue [3 x <2 x float>] %284, <2 x float> %294, 2
  call void @printOpen()
  %296 = extractvalue [3 x <2 x float>] %295, 0
  call void @printOpen()
  %297 = extractelement <2 x float> %296, i64 0
  call void @printF32(float %297)
  call void @printComma()
  %298 = extractelement <2 x float> %296, i64 1
  call void @printF32(float %298)
  call void @printClose()
  call void @printComma()
  %299 = extractvalue [3 x <2 x float>] %295, 1
  call void @printOpen()
  %300 = extractelement <2 x float> %299, i64 0
  call void @printF32(float %300)
  call void @printComma()
  %301 = extractelement <2 x float> %299, i64 1
  call void @printF32(float %301)
  call void @printClose()
  call void @printComma()
  %302 = extractvalue [3 x <2 x float>] %295, 2
  call void @printOpen()
  %303 = extractelement <2 x float> %302, i64 0
  call void @printF32(float %303)
  call void @printComma()
  %304 = extractelement <2 x float> %302, i64 1
  call void @printF32(float %304)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %305 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %306 = insertelement <4 x float> undef, float -1.0, i32 0
  %307 = shufflevector <4 x float> %306, <4 x float> undef, <4 x i32> zeroinitializer
  %308 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %309 = mul i64 1, 5
  %310 = add i64 %309, 3
  %311 = getelementptr float, float* %308, i64 %310
  %312 = insertelement <4 x i64> undef, i64 5, i32 0
  %313 = shufflevector <4 x i64> %312, <4 x i64> undef, <4 x i32> zeroinitializer
  %314 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %313
  %315 = insertelement <4 x i64> undef, i64 1, i32 0
  %316 = shufflevector <4 x i64> %315, <4 x i64> undef, <4 x i32> zeroinitializer
  %317 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %316
  %318 = insertelement <4 x i64> undef, i64 %305, i32 0
  %319 = shufflevector <4 x i64> %318, <4 x i64> undef, <4 x i32> zeroinitializer
  %320 = icmp slt <4 x i64> %317, %319
  %321 = getelementptr float, float* %311, <4 x i64> %314
  %322 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %321, i32 4, <4 x i1> %320, <4 x float> %307)
  call void @printOpen()
  %323 = extractelement <4 x float> %322, i64 0
  call void @printF32(float %323)
  call void @printComma()
  %324 = extractelement <4 x float> %322, i64 1
  call void @printF32(float %324)
  call void @printComma()
  %325 = extractelement <4 x float> %322, i64 2
  call void @printF32(float %325)
  call void @printComma()
  %326 = extractelement <4 x float> %322, i64 3
  call void @printF32(float %326)
  call void @printClose()
  call void @printNewline()
  %327 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %328 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %329 = insertelement <4 x float> undef, float -1.0, i32 0
  %330 = shufflevector <4 x float> %329, <4 x float> undef, <4 x i32> zeroinitializer
  %331 = add i64 1, 0
  %332 = icmp slt i64 %331, %327
  %333 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %334 = mul i64 %331, 5
  %335 = add i64 %334, 2
  %336 = getelementptr float, float* %333, i64 %335
  %337 = insertelement <4 x i64> undef, i64 1, i32 0
  %338 = shufflevector <4 x i64> %337, <4 x i64> undef, <4 x i32> zeroinitializer
  %339 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %338
  %340 = insertelement <4 x i64> undef, i64 2, i32 0
  %341 = shufflevector <4 x i64> %340, <4 x i64> undef, <4 x i32> zeroinitializer
  %342 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %341
  %343 = insertelement <4 x i64> undef, i64 %328, i32 0
  %344 = shufflevector <4 x i64> %343, <4 x i64> undef, <4 x i32> zeroinitializer
  %345 = icmp slt <4 x i64> %342, %344
  %346 = getelementptr float, float* %336, <4 x i64> %339
  %347 = insertelement <4 x i1> undef, i1 %332, i32 0
  %348 = shufflevector <4 x i1> %347, <4 x i1> undef, <4 x i32> zeroinitializer
  %349 = and <4 x i1> %345, %348
  %350 = extractvalue [3 x <4 x i1>] [<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i1> <i1 true, i1 true, i1 true, i1 false>], 0
  %351 = and <4 x i1> %349, %350
  %352 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %346, i32 4, <4 x i1> %351, <4 x float> %330)
  %353 = insertvalue [3 x <4 x float>] undef, <4 x float> %352, 0
  %354 = add i64 1, 1
  %355 = icmp slt i64 %354, %327
  %356 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %357 = mul i64 %354, 5
  %358 = add i64 %357, 2
  %359 = getelementptr float, float* %356, i64 %358
  %360 = insertelement <4 x i64> undef, i64 1, i32 0
  %361 = shufflevector <4 x i64> %360, <4 x i64> undef, <4 x i32> zeroinitializer
  %362 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %361
  %363 = insertelement <4 x i64> undef, i64 2, i32 0
  %364 = shufflevector <4 x i64> %363, <4 x i64> undef, <4 x i32> zeroinitializer
  %365 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %364
  %366 = insertelement <4 x i64> undef, i64 %328, i32 0
  %367 = shufflevector <4 x i64> %366, <4 x i64> undef, <4 x i32> zeroinitializer
  %368 = icmp slt <4 x i64> %365, %367
  %369 = getelementptr float, float* %359, <4 x i64> %362
  %370 = insertelement <4 x i1> undef, i1 %355, i32 0
  %371 = shufflevector <4 x i1> %370, <4 x i1> undef, <4 x i32> zeroinitializer
  %372 = and <4 x i1> %368, %371
  %373 = extractvalue [3 x <4 x i1>] [<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i1> <i1 true, i1 true, i1 true, i1 false>], 1
  %374 = and <4 x i1> %372, %373
  %375 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %369, i32 4, <4 x i1> %374, <4 x float> %330)
  %376 = insertvalue [3 x <4 x float>] %353, <4 x float> %375, 1
  %377 = add i64 1, 2
  %378 = icmp slt i64 %377, %327
  %379 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %380 = mul i64 %377, 5
  %381 = add i64 %380, 2
  %382 = getelementptr float, float* %379, i64 %381
  %383 = insertelement <4 x i64> undef, i64 1, i32 0
  %384 = shufflevector <4 x i64> %383, <4 x i64> undef, <4 x i32> zeroinitializer
  %385 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %384
  %386 = insertelement <4 x i64> undef, i64 2, i32 0
  %387 = shufflevector <4 x i64> %386, <4 x i64> undef, <4 x i32> zeroinitializer
  %388 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %387
  %389 = insertelement <4 x i64> undef, i64 %328, i32 0
  %390 = shufflevector <4 x i64> %389, <4 x i64> undef, <4 x i32> zeroinitializer
  %391 = icmp slt <4 x i64> %388, %390
  %392 = getelementptr float, float* %382, <4 x i64> %385
  %393 = insertelement <4 x i1> undef, i1 %378, i32 0
  %394 = shufflevector <4 x i1> %393, <4 x i1> undef, <4 x i32> zeroinitializer
  %395 = and <4 x i1> %391, %394
  %396 = extractvalue [3 x <4 x i1>] [<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i1> <i1 true, i1 true, i1 true, i1 false>], 2
  %397 = and <4 x i1> %395, %396
  %398 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %392, i32 4, <4 x i1> %397, <4 x float> %330)
  %399 = insertvalue [3 x <4 x float>] %376, <4 x float> %398, 2
  call void @printOpen()
  %400 = extractvalue [3 x <4 x float>] %399, 0
  call void @printOpen()
  %401 = extractelement <4 x float> %400, i64 0
  call void @printF32(float %401)
  call void @printComma()
  %402 = extractelement <4 x float> %400, i64 1
  call void @printF32(float %402)
  call void @printComma()
  %403 = extractelement <4 x float> %400, i64 2
  call void @printF32(float %403)
  call void @printComma()
  %404 = extractelement <4 x float> %400, i64 3
  call void @printF32(float %404)
  call void @printClose()
  call void @printComma()
  %405 = extractvalue [3 x <4 x float>] %399, 1
  call void @printOpen()
  %406 = extractelement <4 x float> %405, i64 0
  call void @printF32(float %406)
  call void @printComma()
  %407 = extractelement <4 x float> %405, i64 1
  call void @printF32(float %407)
  call void @printComma()
  %408 = extractelement <4 x float> %405, i64 2
  call void @printF32(float %408)
  call void @printComma()
  %409 = extractelement <4 x float> %405, i64 3
  call void @printF32(float %409)
  call void @printClose()
  call void @printComma()
  %410 = extractvalue [3 x <4 x float>] %399, 2
  call void @printOpen()
  %411 = extractelement <4 x float> %410, i64 0
  call void @printF32(float %411)
  call void @printComma()
  %412 = extractelement <4 x float> %410, i64 1
  call void @printF32(float %412)
  call void @printComma()
  %413 = extractelement <4 x float> %410, i64 2
  call void @printF32(float %413)
  call void @printComma()
  %414 = extractelement <4 x float> %410, i64 3
  call void @printF32(float %414)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %415 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %416 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %417 = add i64 2, 0
  %418 = icmp slt i64 %417, %415
  %419 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %420 = mul i64 %417, 5
  %421 = add i64 %420, 3
  %422 = getelementptr float, float* %419, i64 %421
  %423 = insertelement <4 x i64> undef, i64 1, i32 0
  %424 = shufflevector <4 x i64> %423, <4 x i64> undef, <4 x i32> zeroinitializer
  %425 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %424
  %426 = insertelement <4 x i64> undef, i64 3, i32 0
  %427 = shufflevector <4 x i64> %426, <4 x i64> undef, <4 x i32> zeroinitializer
  %428 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %427
  %429 = insertelement <4 x i64> undef, i64 %416, i32 0
  %430 = shufflevector <4 x i64> %429, <4 x i64> undef, <4 x i32> zeroinitializer
  %431 = icmp slt <4 x i64> %428, %430
  %432 = getelementptr float, float* %422, <4 x i64> %425
  %433 = insertelement <4 x i1> undef, i1 %418, i32 0
  %434 = shufflevector <4 x i1> %433, <4 x i1> undef, <4 x i32> zeroinitializer
  %435 = and <4 x i1> %431, %434
  %436 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 0
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %436, <4 x float*> %432, i32 4, <4 x i1> %435)
  %437 = add i64 2, 1
  %438 = icmp slt i64 %437, %415
  %439 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %440 = mul i64 %437, 5
  %441 = add i64 %440, 3
  %442 = getelementptr float, float* %439, i64 %441
  %443 = insertelement <4 x i64> undef, i64 1, i32 0
  %444 = shufflevector <4 x i64> %443, <4 x i64> undef, <4 x i32> zeroinitializer
  %445 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %444
  %446 = insertelement <4 x i64> undef, i64 3, i32 0
  %447 = shufflevector <4 x i64> %446, <4 x i64> undef, <4 x i32> zeroinitializer
  %448 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %447
  %449 = insertelement <4 x i64> undef, i64 %416, i32 0
  %450 = shufflevector <4 x i64> %449, <4 x i64> undef, <4 x i32> zeroinitializer
  %451 = icmp slt <4 x i64> %448, %450
  %452 = getelementptr float, float* %442, <4 x i64> %445
  %453 = insertelement <4 x i1> undef, i1 %438, i32 0
  %454 = shufflevector <4 x i1> %453, <4 x i1> undef, <4 x i32> zeroinitializer
  %455 = and <4 x i1> %451, %454
  %456 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 1
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %456, <4 x float*> %452, i32 4, <4 x i1> %455)
  %457 = add i64 2, 2
  %458 = icmp slt i64 %457, %415
  %459 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %460 = mul i64 %457, 5
  %461 = add i64 %460, 3
  %462 = getelementptr float, float* %459, i64 %461
  %463 = insertelement <4 x i64> undef, i64 1, i32 0
  %464 = shufflevector <4 x i64> %463, <4 x i64> undef, <4 x i32> zeroinitializer
  %465 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %464
  %466 = insertelement <4 x i64> undef, i64 3, i32 0
  %467 = shufflevector <4 x i64> %466, <4 x i64> undef, <4 x i32> zeroinitializer
  %468 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %467
  %469 = insertelement <4 x i64> undef, i64 %416, i32 0
  %470 = shufflevector <4 x i64> %469, <4 x i64> undef, <4 x i32> zeroinitializer
  %471 = icmp slt <4 x i64> %468, %470
  %472 = getelementptr float, float* %462, <4 x i64> %465
  %473 = insertelement <4 x i1> undef, i1 %458, i32 0
  %474 = shufflevector <4 x i1> %473, <4 x i1> undef, <4 x i32> zeroinitializer
  %475 = and <4 x i1> %471, %474
  %476 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 2
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %476, <4 x float*> %472, i32 4, <4 x i1> %475)
  %477 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %478 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %479 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %480 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %481 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %482 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %483 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @show(float* %477, float* %478, i64 %479, i64 %480, i64 %481, i64 %482, i64 %483)
  %484 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %485 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %486 = add i64 0, 0
  %487 = icmp slt i64 %486, %484
  %488 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %489 = mul i64 %486, 5
  %490 = add i64 %489, 0
  %491 = getelementptr float, float* %488, i64 %490
  %492 = insertelement <4 x i64> undef, i64 1, i32 0
  %493 = shufflevector <4 x i64> %492, <4 x i64> undef, <4 x i32> zeroinitializer
  %494 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %493
  %495 = insertelement <4 x i64> undef, i64 0, i32 0
  %496 = shufflevector <4 x i64> %495, <4 x i64> undef, <4 x i32> zeroinitializer
  %497 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %496
  %498 = insertelement <4 x i64> undef, i64 %485, i32 0
  %499 = shufflevector <4 x i64> %498, <4 x i64> undef, <4 x i32> zeroinitializer
  %500 = icmp slt <4 x i64> %497, %499
  %501 = getelementptr float, float* %491, <4 x i64> %494
  %502 = insertelement <4 x i1> undef, i1 %487, i32 0
  %503 = shufflevector <4 x i1> %502, <4 x i1> undef, <4 x i32> zeroinitializer
  %504 = and <4 x i1> %500, %503
  %505 = extractvalue [3 x <4 x i1>] [<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i1> <i1 true, i1 true, i1 true, i1 false>], 0
  %506 = and <4 x i1> %504, %505
  %507 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 0
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %507, <4 x float*> %501, i32 4, <4 x i1> %506)
  %508 = add i64 0, 1
  %509 = icmp slt i64 %508, %484
  %510 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %511 = mul i64 %508, 5
  %512 = add i64 %511, 0
  %513 = getelementptr float, float* %510, i64 %512
  %514 = insertelement <4 x i64> undef, i64 1, i32 0
  %515 = shufflevector <4 x i64> %514, <4 x i64> undef, <4 x i32> zeroinitializer
  %516 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %515
  %517 = insertelement <4 x i64> undef, i64 0, i32 0
  %518 = shufflevector <4 x i64> %517, <4 x i64> undef, <4 x i32> zeroinitializer
  %519 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %518
  %520 = insertelement <4 x i64> undef, i64 %485, i32 0
  %521 = shufflevector <4 x i64> %520, <4 x i64> undef, <4 x i32> zeroinitializer
  %522 = icmp slt <4 x i64> %519, %521
  %523 = getelementptr float, float* %513, <4 x i64> %516
  %524 = insertelement <4 x i1> undef, i1 %509, i32 0
  %525 = shufflevector <4 x i1> %524, <4 x i1> undef, <4 x i32> zeroinitializer
  %526 = and <4 x i1> %522, %525
  %527 = extractvalue [3 x <4 x i1>] [<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i1> <i1 true, i1 true, i1 true, i1 false>], 1
  %528 = and <4 x i1> %526, %527
  %529 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 1
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %529, <4 x float*> %523, i32 4, <4 x i1> %528)
  %530 = add i64 0, 2
  %531 = icmp slt i64 %530, %484
  %532 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %533 = mul i64 %530, 5
  %534 = add i64 %533, 0
  %535 = getelementptr float, float* %532, i64 %534
  %536 = insertelement <4 x i64> undef, i64 1, i32 0
  %537 = shufflevector <4 x i64> %536, <4 x i64> undef, <4 x i32> zeroinitializer
  %538 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %537
  %539 = insertelement <4 x i64> undef, i64 0, i32 0
  %540 = shufflevector <4 x i64> %539, <4 x i64> undef, <4 x i32> zeroinitializer
  %541 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %540
  %542 = insertelement <4 x i64> undef, i64 %485, i32 0
  %543 = shufflevector <4 x i64> %542, <4 x i64> undef, <4 x i32> zeroinitializer
  %544 = icmp slt <4 x i64> %541, %543
  %545 = getelementptr float, float* %535, <4 x i64> %538
  %546 = insertelement <4 x i1> undef, i1 %531, i32 0
  %547 = shufflevector <4 x i1> %546, <4 x i1> undef, <4 x i32> zeroinitializer
  %548 = and <4 x i1> %544, %547
  %549 = extractvalue [3 x <4 x i1>] [<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x i1> <i1 true, i1 true, i1 true, i1 false>], 2
  %550 = and <4 x i1> %548, %549
  %551 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 2
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %551, <4 x float*> %545, i32 4, <4 x i1> %550)
  %552 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %553 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %554 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %555 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %556 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %557 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %558 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @show(float* %552, float* %553, i64 %554, i64 %555, i64 %556, i64 %557, i64 %558)
  %559 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %560 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %561 = add i64 3, 0
  %562 = icmp slt i64 %561, %559
  %563 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %564 = mul i64 0, 5
  %565 = add i64 %564, %561
  %566 = getelementptr float, float* %563, i64 %565
  %567 = insertelement <4 x i64> undef, i64 5, i32 0
  %568 = shufflevector <4 x i64> %567, <4 x i64> undef, <4 x i32> zeroinitializer
  %569 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %568
  %570 = insertelement <4 x i64> undef, i64 0, i32 0
  %571 = shufflevector <4 x i64> %570, <4 x i64> undef, <4 x i32> zeroinitializer
  %572 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %571
  %573 = insertelement <4 x i64> undef, i64 %560, i32 0
  %574 = shufflevector <4 x i64> %573, <4 x i64> undef, <4 x i32> zeroinitializer
  %575 = icmp slt <4 x i64> %572, %574
  %576 = getelementptr float, float* %566, <4 x i64> %569
  %577 = insertelement <4 x i1> undef, i1 %562, i32 0
  %578 = shufflevector <4 x i1> %577, <4 x i1> undef, <4 x i32> zeroinitializer
  %579 = and <4 x i1> %575, %578
  %580 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 0
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %580, <4 x float*> %576, i32 4, <4 x i1> %579)
  %581 = add i64 3, 1
  %582 = icmp slt i64 %581, %559
  %583 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %584 = mul i64 0, 5
  %585 = add i64 %584, %581
  %586 = getelementptr float, float* %583, i64 %585
  %587 = insertelement <4 x i64> undef, i64 5, i32 0
  %588 = shufflevector <4 x i64> %587, <4 x i64> undef, <4 x i32> zeroinitializer
  %589 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %588
  %590 = insertelement <4 x i64> undef, i64 0, i32 0
  %591 = shufflevector <4 x i64> %590, <4 x i64> undef, <4 x i32> zeroinitializer
  %592 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %591
  %593 = insertelement <4 x i64> undef, i64 %560, i32 0
  %594 = shufflevector <4 x i64> %593, <4 x i64> undef, <4 x i32> zeroinitializer
  %595 = icmp slt <4 x i64> %592, %594
  %596 = getelementptr float, float* %586, <4 x i64> %589
  %597 = insertelement <4 x i1> undef, i1 %582, i32 0
  %598 = shufflevector <4 x i1> %597, <4 x i1> undef, <4 x i32> zeroinitializer
  %599 = and <4 x i1> %595, %598
  %600 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 1
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %600, <4 x float*> %596, i32 4, <4 x i1> %599)
  %601 = add i64 3, 2
  %602 = icmp slt i64 %601, %559
  %603 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %604 = mul i64 0, 5
  %605 = add i64 %604, %601
  %606 = getelementptr float, float* %603, i64 %605
  %607 = insertelement <4 x i64> undef, i64 5, i32 0
  %608 = shufflevector <4 x i64> %607, <4 x i64> undef, <4 x i32> zeroinitializer
  %609 = mul <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %608
  %610 = insertelement <4 x i64> undef, i64 0, i32 0
  %611 = shufflevector <4 x i64> %610, <4 x i64> undef, <4 x i32> zeroinitializer
  %612 = add <4 x i64> <i64 0, i64 1, i64 2, i64 3>, %611
  %613 = insertelement <4 x i64> undef, i64 %560, i32 0
  %614 = shufflevector <4 x i64> %613, <4 x i64> undef, <4 x i32> zeroinitializer
  %615 = icmp slt <4 x i64> %612, %614
  %616 = getelementptr float, float* %606, <4 x i64> %609
  %617 = insertelement <4 x i1> undef, i1 %602, i32 0
  %618 = shufflevector <4 x i1> %617, <4 x i1> undef, <4 x i32> zeroinitializer
  %619 = and <4 x i1> %615, %618
  %620 = extractvalue [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>], 2
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %620, <4 x float*> %616, i32 4, <4 x i1> %619)
  %621 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %622 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %623 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %624 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %625 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %626 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %627 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @show(float* %621, float* %622, i64 %623, i64 %624, i64 %625, i64 %626, i64 %627)
  %628 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %629 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %630 = insertelement <6 x float> undef, float -1.0, i32 0
  %631 = shufflevector <6 x float> %630, <6 x float> undef, <6 x i32> zeroinitializer
  %632 = add i64 2, 0
  %633 = icmp slt i64 %632, %628
  %634 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %635 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %636 = mul i64 %632, %635
  %637 = add i64 %636, 1
  %638 = getelementptr float, float* %634, i64 %637
  %639 = insertelement <6 x i64> undef, i64 1, i32 0
  %640 = shufflevector <6 x i64> %639, <6 x i64> undef, <6 x i32> zeroinitializer
  %641 = mul <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, %640
  %642 = insertelement <6 x i64> undef, i64 1, i32 0
  %643 = shufflevector <6 x i64> %642, <6 x i64> undef, <6 x i32> zeroinitializer
  %644 = add <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, %643
  %645 = insertelement <6 x i64> undef, i64 %629, i32 0
  %646 = shufflevector <6 x i64> %645, <6 x i64> undef, <6 x i32> zeroinitializer
  %647 = icmp slt <6 x i64> %644, %646
  %648 = getelementptr float, float* %638, <6 x i64> %641
  %649 = insertelement <6 x i1> undef, i1 %633, i32 0
  %650 = shufflevector <6 x i1> %649, <6 x i1> undef, <6 x i32> zeroinitializer
  %651 = and <6 x i1> %647, %650
  %652 = call <6 x float> @llvm.masked.gather.v6f32.v6p0f32(<6 x float*> %648, i32 4, <6 x i1> %651, <6 x float> %631)
  %653 = insertvalue [2 x <6 x float>] undef, <6 x float> %652, 0
  %654 = add i64 2, 1
  %655 = icmp slt i64 %654, %628
  %656 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %657 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %658 = mul i64 %654, %657
  %659 = add i64 %658, 1
  %660 = getelementptr float, float* %656, i64 %659
  %661 = insertelement <6 x i64> undef, i64 1, i32 0
  %662 = shufflevector <6 x i64> %661, <6 x i64> undef, <6 x i32> zeroinitializer
  %663 = mul <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, %662
  %664 = insertelement <6 x i64> undef, i64 1, i32 0
  %665 = shufflevector <6 x i64> %664, <6 x i64> undef, <6 x i32> zeroinitializer
  %666 = add <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, %665
  %667 = insertelement <6 x i64> undef, i64 %629, i32 0
  %668 = shufflevector <6 x i64> %667, <6 x i64> undef, <6 x i32> zeroinitializer
  %669 = icmp slt <6 x i64> %666, %668
  %670 = getelementptr float, float* %660, <6 x i64> %663
  %671 = insertelement <6 x i1> undef, i1 %655, i32 0
  %672 = shufflevector <6 x i1> %671, <6 x i1> undef, <6 x i32> zeroinitializer
  %673 = and <6 x i1> %669, %672
  %674 = call <6 x float> @llvm.masked.gather.v6f32.v6p0f32(<6 x float*> %670, i32 4, <6 x i1> %673, <6 x float> %631)
  %675 = insertvalue [2 x <6 x float>] %653, <6 x float> %674, 1
  call void @printOpen()
  %676 = extractvalue [2 x <6 x float>] %675, 0
  call void @printOpen()
  %677 = extractelement <6 x float> %676, i64 0
  call void @printF32(float %677)
  call void @printComma()
  %678 = extractelement <6 x float> %676, i64 1
  call void @printF32(float %678)
  call void @printComma()
  %679 = extractelement <6 x float> %676, i64 2
  call void @printF32(float %679)
  call void @printComma()
  %680 = extractelement <6 x float> %676, i64 3
  call void @printF32(float %680)
  call void @printComma()
  %681 = extractelement <6 x float> %676, i64 4
  call void @printF32(float %681)
  call void @printComma()
  %682 = extractelement <6 x float> %676, i64 5
  call void @printF32(float %682)
  call void @printClose()
  call void @printComma()
  %683 = extractvalue [2 x <6 x float>] %675, 1
  call void @printOpen()
  %684 = extractelement <6 x float> %683, i64 0
  call void @printF32(float %684)
  call void @printComma()
  %685 = extractelement <6 x float> %683, i64 1
  call void @printF32(float %685)
  call void @printComma()
  %686 = extractelement <6 x float> %683, i64 2
  call void @printF32(float %686)
  call void @printComma()
  %687 = extractelement <6 x float> %683, i64 3
  call void @printF32(float %687)
  call void @printComma()
  %688 = extractelement <6 x float> %683, i64 4
  call void @printF32(float %688)
  call void @printComma()
  %689 = extractelement <6 x float> %683, i64 5
  call void @printF32(float %689)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %690 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %691 = bitcast float* %690 to i8*
  call void @free(i8* %691)
  ret void

bb3:
  br label %bb4

bb4:
  %692 = phi i64 [ 0, %bb3 ], [ %703, %bb6 ]
  %693 = icmp slt i64 %692, 5
  br i1 %693, label %bb6, label %bb5

bb5:
  %694 = add i64 %11, 1
  br label %bb1

bb6:
  %695 = mul i64 %11, 5
  %696 = add i64 %695, %692
  %697 = trunc i64 %696 to i32
  %698 = sitofp i32 %697 to float
  %699 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %700 = mul i64 %11, 5
  %701 = add i64 %700, %692
  %702 = getelementptr float, float* %699, i64 %701
  store float %698, float* %702
  %703 = add i64 %692, 1
  br label %bb4
}

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

declare i8* @malloc(i64)

declare void @free(i8*)

declare <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*>, i32, <4 x i1>, <4 x float>)

declare <5 x float> @llvm.masked.gather.v5f32.v5p0f32(<5 x float*>, i32, <5 x i1>, <5 x float>)

declare <3 x float> @llvm.masked.gather.v3f32.v3p0f32(<3 x float*>, i32, <3 x i1>, <3 x float>)

declare <2 x float> @llvm.masked.gather.v2f32.v2p0f32(<2 x float*>, i32, <2 x i1>, <2 x float>)

declare void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float>, <4 x float*>, i32, <4 x i1>)

declare <6 x float> @llvm.masked.gather.v6f32.v6p0f32(<6 x float*>, i32, <6 x i1>, <6 x float>)
