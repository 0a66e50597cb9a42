; ModuleID = 'contract.mlir'
source_filename = "contract.mlir"
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
  %0 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 0
  %1 = insertelement <4 x float> undef, float %0, i32 0
  %2 = shufflevector <4 x float> %1, <4 x float> undef, <4 x i32> zeroinitializer
  %3 = fmul <4 x float> %2, <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>
  %4 = insertvalue [3 x <4 x float>] undef, <4 x float> %3, 0
  %5 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 1
  %6 = insertelement <4 x float> undef, float %5, i32 0
  %7 = shufflevector <4 x float> %6, <4 x float> undef, <4 x i32> zeroinitializer
  %8 = fmul <4 x float> %7, <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>
  %9 = insertvalue [3 x <4 x float>] %4, <4 x float> %8, 1
  %10 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 2
  %11 = insertelement <4 x float> undef, float %10, i32 0
  %12 = shufflevector <4 x float> %11, <4 x float> undef, <4 x i32> zeroinitializer
  %13 = fmul <4 x float> %12, <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>
  %14 = insertvalue [3 x <4 x float>] %9, <4 x float> %13, 2
  call void @printOpen()
  %15 = extractvalue [3 x <4 x float>] %14, 0
  call void @printOpen()
  %16 = extractelement <4 x float> %15, i64 0
  call void @printF32(float %16)
  call void @printComma()
  %17 = extractelement <4 x float> %15, i64 1
  call void @printF32(float %17)
  call void @printComma()
  %18 = extractelement <4 x float> %15, i64 2
  call void @printF32(float %18)
  call void @printComma()
  %19 = extractelement <4 x float> %15, i64 3
  call void @printF32(float %19)
  call void @printClose()
  call void @printComma()
  %20 = extractvalue [3 x <4 x float>] %14, 1
  call void @printOpen()
  %21 = extractelement <4 x float> %20, i64 0
  call void @printF32(float %21)
  call void @printComma()
  %22 = extractelement <4 x float> %20, i64 1
  call void @printF32(float %22)
  call void @printComma()
  %23 = extractelement <4 x float> %20, i64 2
  call void @printF32(float %23)
  call void @printComma()
  %24 = extractelement <4 x float> %20, i64 3
  call void @printF32(float %24)
  call void @printClose()
  call void @printComma()
  %25 = extractvalue [3 x <4 x float>] %14, 2
  call void @printOpen()
  %26 = extractelement <4 x float> %25, i64 0
  call void @printF32(float %26)
  call void @printComma()
  %27 = extractelement <4 x float> %25, i64 1
  call void @printF32(float %27)
  call void @printComma()
  %28 = extractelement <4 x float> %25, i64 2
  call void @printF32(float %28)
  call void @printComma()
  %29 = extractelement <4 x float> %25, i64 3
  call void @printF32(float %29)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %30 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 0
  %31 = insertelement <4 x float> undef, float %30, i32 0
  %32 = shufflevector <4 x float> %31, <4 x float> undef, <4 x i32> zeroinitializer
  %33 = extractvalue [3 x <4 x float>] %14, 0
  %34 = call <4 x float> @llvm.fma.v4f32(<4 x float> %32, <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, <4 x float> %33)
  %35 = insertvalue [3 x <4 x float>] undef, <4 x float> %34, 0
  %36 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 1
  %37 = insertelement <4 x float> undef, float %36, i32 0
  %38 = shufflevector <4 x float> %37, <4 x float> undef, <4 x i32> zeroinitializer
  %39 = extractvalue [3 x <4 x float>] %14, 1
  %40 = call <4 x float> @llvm.fma.v4f32(<4 x float> %38, <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, <4 x float> %39)
  %41 = insertvalue [3 x <4 x float>] %35, <4 x float> %40, 1
  %42 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 2
  %43 = insertelement <4 x float> undef, float %42, i32 0
  %44 = shufflevector <4 x float> %43, <4 x float> undef, <4 x i32> zeroinitializer
  %45 = extractvalue [3 x <4 x float>] %14, 2
  %46 = call <4 x float> @llvm.fma.v4f32(<4 x float> %44, <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, <4 x float> %45)
  %47 = insertvalue [3 x <4 x float>] %41, <4 x float> %46, 2
  call void @printOpen()
  %48 = extractvalue [3 x <4 x float>] %47, 0
  call void @printOpen()
  %49 = extractelement <4 x float> %48, i64 0
  call void @printF32(float %49)
  call void @printComma()
  %50 = extractelement <4 x float> %48, i64 1
  call void @printF32(float %50)
  call void @printComma()
  %51 = extractelement <4 x float> %48, i64 2
  call void @printF32(float %51)
  call void @printComma()
  %52 = extractelement <4 x float> %48, i64 3
  call void @printF32(float %52)
  call void @printClose()
  call void @printComma()
  %53 = extractvalue [3 x <4 x float>] %47, 1
  call void @printOpen()
  %54 = extractelement <4 x float> %53, i64 0
  call void @printF32(float %54)
  call void @printComma()
  %55 = extractelement <4 x float> %53, i64 1
  call void @printF32(float %55)
  call void @printComma()
  %56 = extractelement <4 x float> %53, i64 2
  call void @printF32(float %56)
  call void @printComma()
  %57 = extractelement <4 x float> %53, i64 3
  call void @printF32(float %57)
  call void @printClose()
  call void @printComma()
  %58 = extractvalue [3 x <4 x float>] %47, 2
  call void @printOpen()
  %59 = extractelement <4 x float> %58, i64 0
  call void @printF32(float %59)
  call void @printComma()
  %60 = extractelement <4 x float> %58, i64 1
  call void @printF32(float %60)
  call void @printComma()
  %61 = extractelement <4 x float> %58, i64 2
  call void @printF32(float %61)
  call void @printComma()
  %62 = extractelement <4 x float> %58, i64 3
  call void @printF32(float %62)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %63 = insertelement <4 x float> undef, float 0.699999988079071, i32 0
  %64 = shufflevector <4 x float> %63, <4 x float> undef, <4 x i32> zeroinitializer
  %65 = fmul <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, %64
  call void @printOpen()
  %66 = extractelement <4 x float> %65, i64 0
  call void @printF32(float %66)
  call void @printComma()
  %67 = extractelement <4 x float> %65, i64 1
  call void @printF32(float %67)
  call void @printComma()
  %68 = extractelement <4 x float> %65, i64 2
  call void @printF32(float %68)
  call void @printComma()
  %69 = extractelement <4 x float> %65, i64 3
  call void @printF32(float %69)
  call void @printClose()
  call void @printNewline()
  %70 = insertelement <4 x float> undef, float 0.699999988079071, i32 0
  %71 = shufflevector <4 x float> %70, <4 x float> undef, <4 x i32> zeroinitializer
  %72 = call <4 x float> @llvm.fma.v4f32(<4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, <4 x float> %71, <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>)
  call void @printOpen()
  %73 = extractelement <4 x float> %72, i64 0
  call void @printF32(float %73)
  call void @printComma()
  %74 = extractelement <4 x float> %72, i64 1
  call void @printF32(float %74)
  call void @printComma()
  %75 = extractelement <4 x float> %72, i64 2
  call void @printF32(float %75)
  call void @printComma()
  %76 = extractelement <4 x float> %72, i64 3
  call void @printF32(float %76)
  call void @printClose()
  call void @printNewline()
  %77 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 0
  %78 = insertelement <4 x float> undef, float %77, i32 0
  %79 = shufflevector <4 x float> %78, <4 x float> undef, <4 x i32> zeroinitializer
  %80 = extractvalue [3 x <4 x float>] %14, 0
  %81 = fmul <4 x float> %79, <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>
  %82 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %81, <4 x float> %80)
  %83 = insertvalue [3 x <4 x float>] undef, <4 x float> %82, 0
  %84 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 1
  %85 = insertelement <4 x float> undef, float %84, i32 0
  %86 = shufflevector <4 x float> %85, <4 x float> undef, <4 x i32> zeroinitializer
  %87 = extractvalue [3 x <4 x float>] %14, 1
  %88 = fmul <4 x float> %86, <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>
  %89 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %88, <4 x float> %87)
  %90 = insertvalue [3 x <4 x float>] %83, <4 x float> %89, 1
  %91 = extractelement <3 x float> <float 1.0, float 0.10000000149011612, float 3.0>, i64 2
  %92 = insertelement <4 x float> undef, float %91, i32 0
  %93 = shufflevector <4 x float> %92, <4 x float> undef, <4 x i32> zeroinitializer
  %94 = extractvalue [3 x <4 x float>] %14, 2
  %95 = fmul <4 x float> %93, <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>
  %96 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %95, <4 x float> %94)
  %97 = insertvalue [3 x <4 x float>] %90, <4 x float> %96, 2
  call void @printOpen()
  %98 = extractvalue [3 x <4 x float>] %97, 0
  call void @printOpen()
  %99 = extractelement <4 x float> %98, i64 0
  call void @printF32(float %99)
  call void @printComma()
  %100 = extractelement <4 x float> %98, i64 1
  call void @printF32(float %100)
  call void @printComma()
  %101 = extractelement <4 x float> %98, i64 2
  call void @printF32(float %101)
  call void @printComma()
  %102 = extractelement <4 x float> %98, i64 3
  call void @printF32(float %102)
  call void @printClose()
  call void @printComma()
  %103 = extractvalue [3 x <4 x float>] %97, 1
  call void @printOpen()
  %104 = extractelement <4 x float> %103, i64 0
  call void @printF32(float %104)
  call void @printComma()
  %105 = extractelement <4 x float> %103, i64 1
  call void @printF32(float %105)
  call void @printComma()
  %106 = extractelement <4 x float> %103, i64 2
  call void @printF32(float %106)
  call void @printComma()
  %107 = extractelement <4 x float> %103, i64 3
  call void @printF32(float %107)
  call void @printClose()
  call void @printComma()
  %108 = extractvalue [3 x <4 x float>] %97, 2
  call void @printOpen()
  %109 = extractelement <4 x float> %108, i64 0
  call void @printF32(float %109)
  call void @printComma()
  %110 = extractelement <4 x float> %108, i64 1
  call void @printF32(float %110)
  call void @printComma()
  %111 = extractelement <4 x float> %108, i64 2
  call void @printF32(float %111)
  call void @printComma()
  %112 = extractelement <4 x float> %108, i64 3
  call void @printF32(float %112)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %113 = extractelement <2 x i32> <i32 3, i32 -2>, i64 0
  %114 = insertelement <3 x i32> undef, i32 %113, i32 0
  %115 = shufflevector <3 x i32> %114, <3 x i32> undef, <3 x i32> zeroinitializer
  %116 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 1, i32 1>, <3 x i32> <i32 2, i32 2, i32 2>], 0
  %117 = mul <3 x i32> %115, <i32 5, i32 7, i32 2147483647>
  %118 = add <3 x i32> %117, %116
  %119 = insertvalue [2 x <3 x i32>] undef, <3 x i32> %118, 0
  %120 = extractelement <2 x i32> <i32 3, i32 -2>, i64 1
  %121 = insertelement <3 x i32> undef, i32 %120, i32 0
  %122 = shufflevector <3 x i32> %121, <3 x i32> undef, <3 x i32> zeroinitializer
  %123 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 1, i32 1>, <3 x i32> <i32 2, i32 2, i32 2>], 1
  %124 = mul <3 x i32> %122, <i32 5, i32 7, i32 2147483647>
  %125 = add <3 x i32> %124, %123
  %126 = insertvalue [2 x <3 x i32>] %119, <3 x i32> %125, 1
  call void @printOpen()
  %127 = extractvalue [2 x <3 x i32>] %126, 0
  call void @printOpen()
  %128 = extractelement <3 x i32> %127, i64 0
  %129 = sext i32 %128 to i64
  call void @printI64(i64 %129)
  call void @printComma()
  %130 = extractelement <3 x i32> %127, i64 1
  %131 = sext i32 %130 to i64
  call void @printI64(i64 %131)
  call void @printComma()
  %132 = extractelement <3 x i32> %127, i64 2
  %133 = sext i32 %132 to i64
  call void @printI64(i64 %133)
  call void @printClose()
  call void @printComma()
  %134 = extractvalue [2 x <3 x i32>] %126, 1
  call void @printOpen()
  %135 = extractelement <3 x i32> %134, i64 0
  %136 = sext i32 %135 to i64
  call void @printI64(i64 %136)
  call void @printComma()
  %137 = extractelement <3 x i32> %134, i64 1
  %138 = sext i32 %137 to i64
  call void @printI64(i64 %138)
  call void @printComma()
  %139 = extractelement <3 x i32> %134, i64 2
  %140 = sext i32 %139 to i64
  call void @printI64(i64 %140)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %141 = extractelement <2 x i32> <i32 3, i32 -2>, i64 0
  %142 = insertelement <3 x i32> undef, i32 %141, i32 0
  %143 = shufflevector <3 x i32> %142, <3 x i32> undef, <3 x i32> zeroinitializer
  %144 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 1, i32 1>, <3 x i32> <i32 2, i32 2, i32 2>], 0
  %145 = mul <3 x i32> %143, <i32 5, i32 7, i32 2147483647>
  %146 = xor <3 x i32> %145, %144
  %147 = insertvalue [2 x <3 x i32>] undef, <3 x i32> %146, 0
  %148 = extractelement <2 x i32> <i32 3, i32 -2>, i64 1
  %149 = insertelement <3 x i32> undef, i32 %148, i32 0
  %150 = shufflevector <3 x i32> %149, <3 x i32> undef, <3 x i32> zeroinitializer
  %151 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 1, i32 1>, <3 x i32> <i32 2, i32 2, i32 2>], 1
  %152 = mul <3 x i32> %150, <i32 5, i32 7, i32 2147483647>
  %153 = xor <3 x i32> %152, %151
  %154 = insertvalue [2 x <3 x i32>] %147, <3 x i32> %153, 1
  call void @printOpen()
  %155 = extractvalue [2 x <3 x i32>] %154, 0
  call void @printOpen()
  %156 = extractelement <3 x i32> %155, i64 0
  %157 = sext i32 %156 to i64
  call void @printI64(i64 %157)
  call void @printComma()
  %158 = extractelement <3 x i32> %155, i64 1
  %159 = sext i32 %158 to i64
  call void @printI64(i64 %159)
  call void @printComma()
  %160 = extractelement <3 x i32> %155, i64 2
  %161 = sext i32 %160 to i64
  call void @printI64(i64 %161)
  call void @printClose()
  call void @printComma()
  %162 = extractvalue [2 x <3 x i32>] %154, 1
  call void @printOpen()
  %163 = extractelement <3 x i32> %162, i64 0
  %164 = sext i32 %163 to i64
  call void @printI64(i64 %164)
  call void @printComma()
  %165 = extractelement <3 x i32> %162, i64 1
  %166 = sext i32 %165 to i64
  call void @printI64(i64 %166)
  call void @printComma()
  %167 = extractelement <3 x i32> %162, i64 2
  %168 = sext i32 %167 to i64
  call void @printI64(i64 %168)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %169 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 0
  %170 = extractelement <3 x float> %169, i64 0
  %171 = extractelement <3 x float> %169, i64 1
  %172 = extractelement <3 x float> %169, i64 2
  %173 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 1
  %174 = extractelement <3 x float> %173, i64 0
  %175 = extractelement <3 x float> %173, i64 1
  %176 = extractelement <3 x float> %173, i64 2
  %177 = insertelement <2 x float> undef, float %170, i64 0
  %178 = insertelement <2 x float> %177, float %174, i64 1
  %179 = insertvalue [3 x <2 x float>] undef, <2 x float> %178, 0
  %180 = insertelement <2 x float> undef, float %171, i64 0
  %181 = insertelement <2 x float> %180, float %175, i64 1
  %182 = insertvalue [3 x <2 x float>] %179, <2 x float> %181, 1
  %183 = insertelement <2 x float> undef, float %172, i64 0
  %184 = insertelement <2 x float> %183, float %176, i64 1
  %185 = insertvalue [3 x <2 x float>] %182, <2 x float> %184, 2
  %186 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %187 = extractelement <4 x float> %186, i64 0
  %188 = extractelement <4 x float> %186, i64 1
  %189 = extractelement <4 x float> %186, i64 2
  %190 = extractelement <4 x float> %186, i64 3
  %191 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %192 = extractelement <4 x float> %191, i64 0
  %193 = extractelement <4 x float> %191, i64 1
  %194 = extractelement <4 x float> %191, i64 2
  %195 = extractelement <4 x float> %191, i64 3
  %196 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %197 = extractelement <4 x float> %196, i64 0
  %198 = extractelement <4 x float> %196, i64 1
  %199 = extractelement <4 x float> %196, i64 2
  %200 = extractelement <4 x float> %196, i64 3
  %201 = insertelement <3 x float> undef, float %187, i64 0
  %202 = insertelement <3 x float> %201, float %192, i64 1
  %203 = insertelement <3 x float> %202, float %197, i64 2
  %204 = insertvalue [4 x <3 x float>] undef, <3 x float> %203, 0
  %205 = insertelement <3 x float> undef, float %188, i64 0
  %206 = insertelement <3 x float> %205, float %193, i64 1
  %207 = insertelement <3 x float> %206, float %198, i64 2
  %208 = insertvalue [4 x <3 x float>] %204, <3 x float> %207, 1
  %209 = insertelement <3 x float> undef, float %189, i64 0
  %210 = insertelement <3 x float> %209, float %194, i64 1
  %211 = insertelement <3 x float> %210, float %199, i64 2
  %212 = insertvalue [4 x <3 x float>] %208, <3 x float> %211, 2
  %213 = insertelement <3 x float> undef, float %190, i64 0
  %214 = insertelement <3 x float> %213, float %195, i64 1
  %215 = insertelement <3 x float> %214, float %200, i64 2
  %216 = insertvalue [4 x <3 x float>] %212, <3 x float> %215, 3
  %217 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 0
  %218 = extractelement <4 x float> %217, i64 0
  %219 = extractelement <4 x float> %217, i64 1
  %220 = extractelement <4 x float> %217, i64 2
  %221 = extractelement <4 x float> %217, i64 3
  %222 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 1
  %223 = extractelement <4 x float> %222, i64 0
  %224 = extractelement <4 x float> %222, i64 1
  %225 = extractelement <4 x float> %222, i64 2
  %226 = extractelement <4 x float> %222, i64 3
  %227 = insertelement <2 x float> undef, float %218, i64 0
  %228 = insertelement <2 x float> %227, float %223, i64 1
  %229 = insertvalue [4 x <2 x float>] undef, <2 x float> %228, 0
  %230 = insertelement <2 x float> undef, float %219, i64 0
  %231 = insertelement <2 x float> %230, float %224, i64 1
  %232 = insertvalue [4 x <2 x float>] %229, <2 x float> %231, 1
  %233 = insertelement <2 x float> undef, float %220, i64 0
  %234 = insertelement <2 x float> %233, float %225, i64 1
  %235 = insertvalue [4 x <2 x float>] %232, <2 x float> %234, 2
  %236 = insertelement <2 x float> undef, float %221, i64 0
  %237 = insertelement <2 x float> %236, float %226, i64 1
  %238 = insertvalue [4 x <2 x float>] %235, <2 x float> %237, 3
  %239 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 0
  %240 = extractelement <3 x float> %239, i64 0
  %241 = extractelement <3 x float> %239, i64 1
  %242 = extractelement <3 x float> %239, i64 2
  %243 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 1
  %244 = extractelement <3 x float> %243, i64 0
  %245 = extractelement <3 x float> %243, i64 1
  %246 = extractelement <3 x float> %243, i64 2
  %247 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %248 = extractelement <4 x float> %247, i64 0
  %249 = extractelement <4 x float> %247, i64 1
  %250 = extractelement <4 x float> %247, i64 2
  %251 = extractelement <4 x float> %247, i64 3
  %252 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %253 = extractelement <4 x float> %252, i64 0
  %254 = extractelement <4 x float> %252, i64 1
  %255 = extractelement <4 x float> %252, i64 2
  %256 = extractelement <4 x float> %252, i64 3
  %257 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %258 = extractelement <4 x float> %257, i64 0
  %259 = extractelement <4 x float> %257, i64 1
  %260 = extractelement <4 x float> %257, i64 2
  %261 = extractelement <4 x float> %257, i64 3
  %262 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 0
  %263 = extractelement <4 x float> %262, i64 0
  %264 = extractelement <4 x float> %262, i64 1
  %265 = extractelement <4 x float> %262, i64 2
  %266 = extractelement <4 x float> %262, i64 3
  %267 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 1
  %268 = extractelement <4 x float> %267, i64 0
  %269 = extractelement <4 x float> %267, i64 1
  %270 = extractelement <4 x float> %267, i64 2
  %271 = extractelement <4 x float> %267, i64 3
  %272 = fmul float %240, %248
  %273 = fadd float 0.0, %272
  %274 = fmul float %241, %253
  %275 = fadd float %273, %274
  %276 = fmul float %242, %258
  %277 = fadd float %275, %276
  %278 = fadd float %277, %263
  %279 = fmul float %240, %249
  %280 = fadd float 0.0, %279
  %281 = fmul float %241, %254
  %282 = fadd float %280, %281
  %283 = fmul float %242, %259
  %284 = fadd float %282, %283
  %285 = fadd float %284, %264
  %286 = fmul float %240, %250
  %287 = fadd float 0.0, %286
  %288 = fmul float %241, %255
  %289 = fadd float %287, %288
  %290 = fmul float %242, %260
  %291 = fadd float %289, %290
  %292 = fadd float %291, %265
  %293 = fmul float %240, %251
  %294 = fadd float 0.0, %293
  %295 = fmul float %241, %256
  %296 = fadd float %294, %295
  %297 = fmul float %242, %261
  %298 = fadd float %296, %297
  %299 = fadd float %298, %266
  %300 = fmul float %244, %248
  %301 = fadd float 0.0, %300
  %302 = fmul float %245, %253
  %303 = fadd float %301, %302
  %304 = fmul float %246, %258
  %305 = fadd float %303, %304
  %306 = fadd float %305, %268
  %307 = fmul float %244, %249
  %308 = fadd float 0.0, %307
  %309 = fmul float %245, %254
  %310 = fadd float %308, %309
  %311 = fmul float %246, %259
  %312 = fadd float %310, %311
  %313 = fadd float %312, %269
  %314 = fmul float %244, %250
  %315 = fadd float 0.0, %314
  %316 = fmul float %245, %255
  %317 = fadd float %315, %316
  %318 = fmul float %246, %260
  %319 = fadd float %317, %318
  %320 = fadd float %319, %270
  %321 = fmul float %244, %251
  %322 = fadd float 0.0, %321
  %323 = fmul float %245, %256
  %324 = fadd float %322, %323
  %325 = fmul float %246, %261
  %326 = fadd float %324, %325
  %327 = fadd float %326, %271
  %328 = insertelement <4 x float> undef, float %278, i64 0
  %329 = insertelement <4 x float> %328, float %285, i64 1
  %330 = insertelement <4 x float> %329, float %292, i64 2
  %331 = insertelement <4 x float> %330, float %299, i64 3
  %332 = insertvalue [2 x <4 x float>] undef, <4 x float> %331, 0
  %333 = insertelement <4 x float> undef, float %306, i64 0
  %334 = insertelement <4 x float> %333, float %313, i64 1
  %335 = insertelement <4 x float> %334, float %320, i64 2
  %336 = insertelement <4 x float> %335, float %327, i64 3
  %337 = insertvalue [2 x <4 x float>] %332, <4 x float> %336, 1
  call void @printOpen()
  %338 = extractvalue [2 x <4 x float>] %337, 0
  call void @printOpen()
  %339 = extractelement <4 x float> %338, i64 0
  call void @printF32(float %339)
  call void @printComma()
  %340 = extractelement <4 x float> %338, i64 1
  call void @printF32(float %340)
  call void @printComma()
  %341 = extractelement <4 x float> %338, i64 2
  call void @printF32(float %341)
  call void @printComma()
  %342 = extractelement <4 x float> %338, i64 3
  call void @printF32(float %342)
  call void @printClose()
  call void @printComma()
  %343 = extractvalue [2 x <4 x float>] %337, 1
  call void @printOpen()
  %344 = extractelement <4 x float> %343, i64 0
  call void @printF32(float %344)
  call void @printComma()
  %345 = extractelement <4 x float> %343, i64 1
  call void @printF32(float %345)
  call void @printComma()
  %346 = extractelement <4 x float> %343, i64 2
  call void @printF32(float %346)
  call void @printComma()
  %347 = extractelement <4 x float> %343, i64 3
  call void @printF32(float %347)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %348 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 0
  %349 = extractelement <3 x float> %348, i64 0
  %350 = extractelement <3 x float> %348, i64 1
  %351 = extractelement <3 x float> %348, i64 2
  %352 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 1
  %353 = extractelement <3 x float> %352, i64 0
  %354 = extractelement <3 x float> %352, i64 1
  %355 = extractelement <3 x float> %352, i64 2
  %356 = extractvalue [4 x <3 x float>] %216, 0
  %357 = extractelement <3 x float> %356, i64 0
  %358 = extractelement <3 x float> %356, i64 1
  %359 = extractelement <3 x float> %356, i64 2
  %360 = extractvalue [4 x <3 x float>] %216, 1
  %361 = extractelement <3 x float> %360, i64 0
  %362 = extractelement <3 x float> %360, i64 1
  %363 = extractelement <3 x float> %360, i64 2
  %364 = extractvalue [4 x <3 x float>] %216, 2
  %365 = extractelement <3 x float> %364, i64 0
  %366 = extractelement <3 x float> %364, i64 1
  %367 = extractelement <3 x float> %364, i64 2
  %368 = extractvalue [4 x <3 x float>] %216, 3
  %369 = extractelement <3 x float> %368, i64 0
  %370 = extractelement <3 x float> %368, i64 1
  %371 = extractelement <3 x float> %368, i64 2
  %372 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 0
  %373 = extractelement <4 x float> %372, i64 0
  %374 = extractelement <4 x float> %372, i64 1
  %375 = extractelement <4 x float> %372, i64 2
  %376 = extractelement <4 x float> %372, i64 3
  %377 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 1
  %378 = extractelement <4 x float> %377, i64 0
  %379 = extractelement <4 x float> %377, i64 1
  %380 = extractelement <4 x float> %377, i64 2
  %381 = extractelement <4 x float> %377, i64 3
  %382 = fmul float %349, %357
  %383 = fadd float 0.0, %382
  %384 = fmul float %350, %358
  %385 = fadd float %383, %384
  %386 = fmul float %351, %359
  %387 = fadd float %385, %386
  %388 = fadd float %387, %373
  %389 = fmul float %349, %361
  %390 = fadd float 0.0, %389
  %391 = fmul float %350, %362
  %392 = fadd float %390, %391
  %393 = fmul float %351, %363
  %394 = fadd float %392, %393
  %395 = fadd float %394, %374
  %396 = fmul float %349, %365
  %397 = fadd float 0.0, %396
  %398 = fmul float %350, %366
  %399 = fadd float %397, %398
  %400 = fmul float %351, %367
  %401 = fadd float %399, %400
  %402 = fadd float %401, %375
  %403 = fmul float %349, %369
  %404 = fadd float 0.0, %403
  %405 = fmul float %350, %370
  %406 = fadd float %404, %405
  %407 = fmul float %351, %371
  %408 = fadd float %406, %407
  %409 = fadd float %408, %376
  %410 = fmul float %353, %357
  %411 = fadd float 0.0, %410
  %412 = fmul float %354, %358
  %413 = fadd float %411, %412
  %414 = fmul float %355, %359
  %415 = fadd float %413, %414
  %416 = fadd float %415, %378
  %417 = fmul float %353, %361
  %418 = fadd float 0.0, %417
  %419 = fmul float %354, %362
  %420 = fadd float %418, %419
  %421 = fmul float %355, %363
  %422 = fadd float %420, %421
  %423 = fadd float %422, %379
  %424 = fmul float %353, %365
  %425 = fadd float 0.0, %424
  %426 = fmul float %354, %366
  %427 = fadd float %425, %426
  %428 = fmul float %355, %367
  %429 = fadd float %427, %428
  %430 = fadd float %429, %380
  %431 = fmul float %353, %369
  %432 = fadd float 0.0, %431
  %433 = fmul float %354, %370
  %434 = fadd float %432, %433
  %435 = fmul float %355, %371
  %436 = fadd float %434, %435
  %437 = fadd float %436, %381
  %438 = insertelement <4 x float> undef, float %388, i64 0
  %439 = insertelement <4 x float> %438, float %395, i64 1
  %440 = insertelement <4 x float> %439, float %402, i64 2
  %441 = insertelement <4 x float> %440, float %409, i64 3
  %442 = insertvalue [2 x <4 x float>] undef, <4 x float> %441, 0
  %443 = insertelement <4 x float> undef, float %416, i64 0
  %444 = insertelement <4 x float> %443, float %423, i64 1
  %445 = insertelement <4 x float> %444, float %430, i64 2
  %446 = insertelement <4 x float> %445, float %437, i64 3
  %447 = insertvalue [2 x <4 x float>] %442, <4 x float> %446, 1
  call void @printOpen()
  %448 = extractvalue [2 x <4 x float>] %447, 0
  call void @printOpen()
  %449 = extractelement <4 x float> %448, i64 0
  call void @printF32(float %449)
  call void @printComma()
  %450 = extractelement <4 x float> %448, i64 1
  call void @printF32(float %450)
  call void @printComma()
  %451 = extractelement <4 x float> %448, i64 2
  call void @printF32(float %451)
  call void @printComma()
  %452 = extractelement <4 x float> %448, i64 3
  call void @printF32(float %452)
  call void @printClose()
  call void @printComma()
  %453 = extractvalue [2 x <4 x float>] %447, 1
  call void @printOpen()
  %454 = extractelement <4 x float> %453, i64 0
  call void @printF32(float %454)
  call void @printComma()
  %455 = extractelement <4 x float> %453, i64 1
  call void @printF32(float %455)
  call void @printComma()
  %456 = extractelement <4 x float> %453, i64 2
  call void @printF32(float %456)
  call void @printComma()
  %457 = extractelement <4 x float> %453, i64 3
  call void @printF32(float %457)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %458 = extractvalue [3 x <2 x float>] %185, 0
  %459 = extractelement <2 x float> %458, i64 0
  %460 = extractelement <2 x float> %458, i64 1
  %461 = extractvalue [3 x <2 x float>] %185, 1
  %462 = extractelement <2 x float> %461, i64 0
  %463 = extractelement <2 x float> %461, i64 1
  %464 = extractvalue [3 x <2 x float>] %185, 2
  %465 = extractelement <2 x float> %464, i64 0
  %466 = extractelement <2 x float> %464, i64 1
  %467 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %468 = extractelement <4 x float> %467, i64 0
  %469 = extractelement <4 x float> %467, i64 1
  %470 = extractelement <4 x float> %467, i64 2
  %471 = extractelement <4 x float> %467, i64 3
  %472 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %473 = extractelement <4 x float> %472, i64 0
  %474 = extractelement <4 x float> %472, i64 1
  %475 = extractelement <4 x float> %472, i64 2
  %476 = extractelement <4 x float> %472, i64 3
  %477 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %478 = extractelement <4 x float> %477, i64 0
  %479 = extractelement <4 x float> %477, i64 1
  %480 = extractelement <4 x float> %477, i64 2
  %481 = extractelement <4 x float> %477, i64 3
  %482 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 0
  %483 = extractelement <4 x float> %482, i64 0
  %484 = extractelement <4 x float> %482, i64 1
  %485 = extractelement <4 x float> %482, i64 2
  %486 = extractelement <4 x float> %482, i64 3
  %487 = extractvalue [2 x <4 x float>] [<4 x float> <float 0.10000000149011612, float 0.20000000298023224, float 0.30000001192092896, float 0.4000000059604645>, <4 x float> <float 100000000.0, float 1.0, float 2.0, float 3.0>], 1
  %488 = extractelement <4 x float> %487, i64 0
  %489 = extractelement <4 x float> %487, i64 1
  %490 = extractelement <4 x float> %487, i64 2
  %491 = extractelement <4 x float> %487, i64 3
  %492 = fmul float %459, %468
  %493 = fadd float 0.0, %492
  %494 = fmul float %462, %473
  %495 = fadd float %493, %494
  %496 = fmul float %465, %478
  %497 = fadd float %495, %496
  %498 = fadd float %497, %483
  %499 = fmul float %459, %469
  %500 = fadd float 0.0, %499
  %501 = fmul float %462, %474
  %502 = fadd float %500, %501
  %503 = fmul float %465, %479
  %504 = fadd float %502, %503
  %505 = fadd float %504, %484
  %506 = fmul float %459, %470
  %507 = fadd float 0.0, %506
  %508 = fmul float %462, %475
  %509 = fadd float %507, %508
  %510 = fmul float %465, %480
  %511 = fadd float %509, %510
  %512 = fadd float %511, %485
  %513 = fmul float %459, %471
  %514 = fadd float 0.0, %513
  %515 = fmul float %462, %476
  %516 = fadd float %514, %515
  %517 = fmul float %465, %481
  %518 = fadd float %516, %517
  %519 = fadd float %518, %486
  %520 = fmul float %460, %468
  %521 = fadd float 0.0, %520
  %522 = fmul float %463, %473
  %523 = fadd float %521, %522
  %524 = fmul float %466, %478
  %525 = fadd float %523, %524
  %526 = fadd float %525, %488
  %527 = fmul float %460, %469
  %528 = fadd float 0.0, %527
  %529 = fmul float %463, %474
  %530 = fadd float %528, %529
  %531 = fmul float %466, %479
  %532 = fadd float %530, %531
  %533 = fadd float %532, %489
  %534 = fmul float %460, %470
  %535 = fadd float 0.0, %534
  %536 = fmul float %463, %475
  %537 = fadd float %535, %536
  %538 = fmul float %466, %480
  %539 = fadd float %537, %538
  %540 = fadd float %539, %490
  %541 = fmul float %460, %471
  %542 = fadd float 0.0, %541
  %543 = fmul float %463, %476
  %544 = fadd float %542, %543
  %545 = fmul float %466, %481
  %546 = fadd float %544, %545
  %547 = fadd float %546, %491
  %548 = insertelement <4 x float> undef, float %498, i64 0
  %549 = insertelement <4 x float> %548, float %505, i64 1
  %550 = insertelement <4 x float> %549, float %512, i64 2
  %551 = insertelement <4 x float> %550, float %519, i64 3
  %552 = insertvalue [2 x <4 x float>] undef, <4 x float> %551, 0
  %553 = insertelement <4 x float> undef, float %526, i64 0
  %554 = insertelement <4 x float> %553, float %533, i64 1
  %555 = insertelement <4 x float> %554, float %540, i64 2
  %556 = insertelement <4 x float> %555, float %547, i64 3
  %557 = insertvalue [2 x <4 x float>] %552, <4 x float> %556, 1
  call void @printOpen()
  %558 = extractvalue [2 x <4 x float>] %557, 0
  call void @printOpen()
  %559 = extractelement <4 x float> %558, i64 0
  call void @printF32(float %559)
  call void @printComma()
  %560 = extractelement <4 x float> %558, i64 1
  call void @printF32(float %560)
  call void @printComma()
  %561 = extractelement <4 x float> %558, i64 2
  call void @printF32(float %561)
  call void @printComma()
  %562 = extractelement <4 x float> %558, i64 3
  call void @printF32(float %562)
  call void @printClose()
  call void @printComma()
  %563 = extractvalue [2 x <4 x float>] %557, 1
  call void @printOpen()
  %564 = extractelement <4 x float> %563, i64 0
  call void @printF32(float %564)
  call void @printComma()
  %565 = extractelement <4 x float> %563, i64 1
  call void @printF32(float %565)
  call void @printComma()
  %566 = extractelement <4 x float> %563, i64 2
  call void @printF32(float %566)
  call void @printComma()
  %567 = extractelement <4 x float> %563, i64 3
  call void @printF32(float %567)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %568 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 0
  %569 = extractelement <3 x float> %568, i64 0
  %570 = extractelement <3 x float> %568, i64 1
  %571 = extractelement <3 x float> %568, i64 2
  %572 = extractvalue [2 x <3 x float>] [<3 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0>, <3 x float> <float 0.30000001192092896, float 0.20000000298023224, float 0.10000000149011612>], 1
  %573 = extractelement <3 x float> %572, i64 0
  %574 = extractelement <3 x float> %572, i64 1
  %575 = extractelement <3 x float> %572, i64 2
  %576 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %577 = extractelement <4 x float> %576, i64 0
  %578 = extractelement <4 x float> %576, i64 1
  %579 = extractelement <4 x float> %576, i64 2
  %580 = extractelement <4 x float> %576, i64 3
  %581 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %582 = extractelement <4 x float> %581, i64 0
  %583 = extractelement <4 x float> %581, i64 1
  %584 = extractelement <4 x float> %581, i64 2
  %585 = extractelement <4 x float> %581, i64 3
  %586 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %587 = extractelement <4 x float> %586, i64 0
  %588 = extractelement <4 x float> %586, i64 1
  %589 = extractelement <4 x float> %586, i64 2
  %590 = extractelement <4 x float> %586, i64 3
  %591 = extractvalue [4 x <2 x float>] %238, 0
  %592 = extractelement <2 x float> %591, i64 0
  %593 = extractelement <2 x float> %591, i64 1
  %594 = extractvalue [4 x <2 x float>] %238, 1
  %595 = extractelement <2 x float> %594, i64 0
  %596 = extractelement <2 x float> %594, i64 1
  %597 = extractvalue [4 x <2 x float>] %238, 2
  %598 = extractelement <2 x float> %597, i64 0
  %599 = extractelement <2 x float> %597, i64 1
  %600 = extractvalue [4 x <2 x float>] %238, 3
  %601 = extractelement <2 x float> %600, i64 0
  %602 = extractelement <2 x float> %600, i64 1
  %603 = fmul float %569, %577
  %604 = fadd float 0.0, %603
  %605 = fmul float %570, %582
  %606 = fadd float %604, %605
  %607 = fmul float %571, %587
  %608 = fadd float %606, %607
  %609 = fadd float %608, %592
  %610 = fmul float %573, %577
  %611 = fadd float 0.0, %610
  %612 = fmul float %574, %582
  %613 = fadd float %611, %612
  %614 = fmul float %575, %587
  %615 = fadd float %613, %614
  %616 = fadd float %615, %593
  %617 = fmul float %569, %578
  %618 = fadd float 0.0, %617
  %619 = fmul float %570, %583
  %620 = fadd float %618, %619
  %621 = fmul float %571, %588
  %622 = fadd float %620, %621
  %623 = fadd float %622, %595
  %624 = fmul float %573, %578
  %625 = fadd float 0.0, %624
  %626 = fmul float %574, %583
  %627 = fadd float %625, %626
  %628 = fmul float %575, %588
  %629 = fadd float %627, %628
  %630 = fadd float %629, %596
  %631 = fmul float %569, %579
  %632 = fadd float 0.0, %631
  %633 = fmul float %570, %584
  %634 = fadd float %632, %633
  %635 = fmul float %571, %589
  %636 = fadd float %634, %635
  %637 = fadd float %636, %598
  %638 = fmul float %573, %579
  %639 = fadd float 0.0, %638
  %640 = fmul float %574, %584
  %641 = fadd float %639, %640
  %642 = fmul float %575, %589
  %643 = fadd float %641, %642
  %644 = fadd float %643, %599
  %645 = fmul float %569, %580
  %646 = fadd float 0.0, %645
  %647 = fmul float %570, %585
  %648 = fadd float %646, %647
  %649 = fmul float %571, %590
  %650 = fadd float %648, %649
  %651 = fadd float %650, %601
  %652 = fmul float %573, %580
  %653 = fadd float 0.0, %652
  %654 = fmul float %574, %585
  %655 = fadd float %653, %654
  %656 = fmul float %575, %590
  %657 = fadd float %655, %656
  %658 = fadd float %657, %602
  %659 = insertelement <2 x float> undef, float %609, i64 0
  %660 = insertelement <2 x float> %659, float %616, i64 1
  %661 = insertvalue [4 x <2 x float>] undef, <2 x float> %660, 0
  %662 = insertelement <2 x float> undef, float %623, i64 0
  %663 = insertelement <2 x float> %662, float %630, i64 1
  %664 = insertvalue [4 x <2 x float>] %661, <2 x float> %663, 1
  %665 = insertelement <2 x float> undef, float %637, i64 0
  %666 = insertelement <2 x float> %665, float %644, i64 1
  %667 = insertvalue [4 x <2 x float>] %664, <2 x float> %666, 2
  %668 = insertelement <2 x float> undef, float %651, i64 0
  %669 = insertelement <2 x float> %668, float %658, i64 1
  %670 = insertvalue [4 x <2 x float>] %667, <2 x float> %669, 3
  call void @printOpen()
  %671 = extractvalue [4 x <2 x float>] %670, 0
  call void @printOpen()
  %672 = extractelement <2 x float> %671, i64 0
  call void @printF32(float %672)
  call void @printComma()
  %673 = extractelement <2 x float> %671, i64 1
  call void @printF32(float %673)
  call void @printClose()
  call void @printComma()
  %674 = extractvalue [4 x <2 x float>] %670, 1
  call void @printOpen()
  %675 = extractelement <2 x float> %674, i64 0
  call void @printF32(float %675)
  call void @printComma()
  %676 = extractelement <2 x float> %674, i64 1
  call void @printF32(float %676)
  call void @printClose()
  call void @printComma()
  %677 = extractvalue [4 x <2 x float>] %670, 2
  call void @printOpen()
  %678 = extractelement <2 x float> %677, i64 0
  call void @printF32(float %678)
  call void @printComma()
  %679 = extractelement <2 x float> %677, i64 1
  call void @printF32(float %679)
  call void @printClose()
  call void @printComma()
  %680 = extractvalue [4 x <2 x float>] %670, 3
  call void @printOpen()
  %681 = extractelement <2 x float> %680, i64 0
  call void @printF32(float %681)
  call void @printComma()
  %682 = extractelement <2 x float> %680, i64 1
  call void @printF32(float %682)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %683 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %684 = extractelement <4 x float> %683, i64 0
  %685 = extractelement <4 x float> %683, i64 1
  %686 = extractelement <4 x float> %683, i64 2
  %687 = extractelement <4 x float> %683, i64 3
  %688 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %689 = extractelement <4 x float> %688, i64 0
  %690 = extractelement <4 x float> %688, i64 1
  %691 = extractelement <4 x float> %688, i64 2
  %692 = extractelement <4 x float> %688, i64 3
  %693 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %694 = extractelement <4 x float> %693, i64 0
  %695 = extractelement <4 x float> %693, i64 1
  %696 = extractelement <4 x float> %693, i64 2
  %697 = extractelement <4 x float> %693, i64 3
  %698 = insertelement <3 x float> undef, float %684, i64 0
  %699 = insertelement <3 x float> %698, float %689, i64 1
  %700 = insertelement <3 x float> %699, float %694, i64 2
  %701 = insertvalue [4 x <3 x float>] undef, <3 x float> %700, 0
  %702 = insertelement <3 x float> undef, float %685, i64 0
  %703 = insertelement <3 x float> %702, float %690, i64 1
  %704 = insertelement <3 x float> %703, float %695, i64 2
  %705 = insertvalue [4 x <3 x float>] %701, <3 x float> %704, 1
  %706 = insertelement <3 x float> undef, float %686, i64 0
  %707 = insertelement <3 x float> %706, float %691, i64 1
  %708 = insertelement <3 x float> %707, float %696, i64 2
  %709 = insertvalue [4 x <3 x float>] %705, <3 x float> %708, 2
  %710 = insertelement <3 x float> undef, float %687, i64 0
  %711 = insertelement <3 x float> %710, float %692, i64 1
  %712 = insertelement <3 x float> %711, float %697, i64 2
  %713 = insertvalue [4 x <3 x float>] %709, <3 x float> %712, 3
  %714 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %715 = extractelement <4 x float> %714, i64 0
  %716 = extractelement <4 x float> %714, i64 1
  %717 = extractelement <4 x float> %714, i64 2
  %718 = extractelement <4 x float> %714, i64 3
  %719 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %720 = extractelement <4 x float> %719, i64 0
  %721 = extractelement <4 x float> %719, i64 1
  %722 = extractelement <4 x float> %719, i64 2
  %723 = extractelement <4 x float> %719, i64 3
  %724 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %725 = extractelement <4 x float> %724, i64 0
  %726 = extractelement <4 x float> %724, i64 1
  %727 = extractelement <4 x float> %724, i64 2
  %728 = extractelement <4 x float> %724, i64 3
  %729 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 0
  %730 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 1
  %731 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 2
  %732 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 3
  %733 = extractelement <3 x float> <float 0.5, float -100000000.0, float 0.25>, i64 0
  %734 = extractelement <3 x float> <float 0.5, float -100000000.0, float 0.25>, i64 1
  %735 = extractelement <3 x float> <float 0.5, float -100000000.0, float 0.25>, i64 2
  %736 = fmul float %715, %729
  %737 = fadd float 0.0, %736
  %738 = fmul float %716, %730
  %739 = fadd float %737, %738
  %740 = fmul float %717, %731
  %741 = fadd float %739, %740
  %742 = fmul float %718, %732
  %743 = fadd float %741, %742
  %744 = fadd float %743, %733
  %745 = fmul float %720, %729
  %746 = fadd float 0.0, %745
  %747 = fmul float %721, %730
  %748 = fadd float %746, %747
  %749 = fmul float %722, %731
  %750 = fadd float %748, %749
  %751 = fmul float %723, %732
  %752 = fadd float %750, %751
  %753 = fadd float %752, %734
  %754 = fmul float %725, %729
  %755 = fadd float 0.0, %754
  %756 = fmul float %726, %730
  %757 = fadd float %755, %756
  %758 = fmul float %727, %731
  %759 = fadd float %757, %758
  %760 = fmul float %728, %732
  %761 = fadd float %759, %760
  %762 = fadd float %761, %735
  %763 = insertelement <3 x float> undef, float %744, i64 0
  %764 = insertelement <3 x float> %763, float %753, i64 1
  %765 = insertelement <3 x float> %764, float %762, i64 2
  call void @printOpen()
  %766 = extractelement <3 x float> %765, i64 0
  call void @printF32(float %766)
  call void @printComma()
  %767 = extractelement <3 x float> %765, i64 1
  call void @printF32(float %767)
  call void @printComma()
  %768 = extractelement <3 x float> %765, i64 2
  call void @printF32(float %768)
  call void @printClose()
  call void @printNewline()
  %769 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 0
  %770 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 1
  %771 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 2
  %772 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 3
  %773 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 0
  %774 = extractelement <4 x float> %773, i64 0
  %775 = extractelement <4 x float> %773, i64 1
  %776 = extractelement <4 x float> %773, i64 2
  %777 = extractelement <4 x float> %773, i64 3
  %778 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 1
  %779 = extractelement <4 x float> %778, i64 0
  %780 = extractelement <4 x float> %778, i64 1
  %781 = extractelement <4 x float> %778, i64 2
  %782 = extractelement <4 x float> %778, i64 3
  %783 = extractvalue [3 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 0.5, float 0.25>, <4 x float> <float 3.0, float 0.10000000149011612, float 1.0, float 7.0>, <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>], 2
  %784 = extractelement <4 x float> %783, i64 0
  %785 = extractelement <4 x float> %783, i64 1
  %786 = extractelement <4 x float> %783, i64 2
  %787 = extractelement <4 x float> %783, i64 3
  %788 = extractelement <3 x float> <float 0.5, float -100000000.0, float 0.25>, i64 0
  %789 = extractelement <3 x float> <float 0.5, float -100000000.0, float 0.25>, i64 1
  %790 = extractelement <3 x float> <float 0.5, float -100000000.0, float 0.25>, i64 2
  %791 = fmul float %769, %774
  %792 = fadd float 0.0, %791
  %793 = fmul float %770, %775
  %794 = fadd float %792, %793
  %795 = fmul float %771, %776
  %796 = fadd float %794, %795
  %797 = fmul float %772, %777
  %798 = fadd float %796, %797
  %799 = fadd float %798, %788
  %800 = fmul float %769, %779
  %801 = fadd float 0.0, %800
  %802 = fmul float %770, %780
  %803 = fadd float %801, %802
  %804 = fmul float %771, %781
  %805 = fadd float %803, %804
  %806 = fmul float %772, %782
  %807 = fadd float %805, %806
  %808 = fadd float %807, %789
  %809 = fmul float %769, %784
  %810 = fadd float 0.0, %809
  %811 = fmul float %770, %785
  %812 = fadd float %810, %811
  %813 = fmul float %771, %786
  %814 = fadd float %812, %813
  %815 = fmul float %772, %787
  %816 = fadd float %814, %815
  %817 = fadd float %816, %790
  %818 = insertelement <3 x float> undef, float %799, i64 0
  %819 = insertelement <3 x float> %818, float %808, i64 1
  %820 = insertelement <3 x float> %819, float %817, i64 2
  call void @printOpen()
  %821 = extractelement <3 x float> %820, i64 0
  call void @printF32(float %821)
  call void @printComma()
  %822 = extractelement <3 x float> %820, i64 1
  call void @printF32(float %822)
  call void @printComma()
  %823 = extractelement <3 x float> %820, i64 2
  call void @printF32(float %823)
  call void @printClose()
  call void @printNewline()
  %824 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 0
  %825 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 1
  %826 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 2
  %827 = extractelement <4 x float> <float 1.0, float 0.10000000149011612, float 100000000.0, float 3.0>, i64 3
  %828 = extractelement <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, i64 0
  %829 = extractelement <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, i64 1
  %830 = extractelement <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, i64 2
  %831 = extractelement <4 x float> <float 100000000.0, float 2.0, float -0.5, float 0.30000001192092896>, i64 3
  %832 = fmul float %824, %828
  %833 = fadd float 0.0, %832
  %834 = fmul float %825, %829
  %835 = fadd float %833, %834
  %836 = fmul float %826, %830
  %837 = fadd float %835, %836
  %838 = fmul float %827, %831
  %839 = fadd float %837, %838
  %840 = fadd float %839, 100000000.0
  call void @printF32(float %840)
  call void @printNewline()
  %841 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.0, float 0.10000000149011612>, <2 x float> <float 2.0, float 100000000.0>], [2 x <2 x float>] [<2 x float> <float 0.30000001192092896, float 0.30000001192092896>, <2 x float> <float -100000000.0, float 5.0>]], 0
  %842 = extractvalue [2 x <2 x float>] %841, 0
  %843 = extractelement <2 x float> %842, i64 0
  %844 = extractelement <2 x float> %842, i64 1
  %845 = extractvalue [2 x <2 x float>] %841, 1
  %846 = extractelement <2 x float> %845, i64 0
  %847 = extractelement <2 x float> %845, i64 1
  %848 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.0, float 0.10000000149011612>, <2 x float> <float 2.0, float 100000000.0>], [2 x <2 x float>] [<2 x float> <float 0.30000001192092896, float 0.30000001192092896>, <2 x float> <float -100000000.0, float 5.0>]], 1
  %849 = extractvalue [2 x <2 x float>] %848, 0
  %850 = extractelement <2 x float> %849, i64 0
  %851 = extractelement <2 x float> %849, i64 1
  %852 = extractvalue [2 x <2 x float>] %848, 1
  %853 = extractelement <2 x float> %852, i64 0
  %854 = extractelement <2 x float> %852, i64 1
  %855 = extractvalue [2 x <2 x float>] [<2 x float> <float 0.699999988079071, float 1.0>, <2 x float> <float 1.0, float 0.10000000149011612>], 0
  %856 = extractelement <2 x float> %855, i64 0
  %857 = extractelement <2 x float> %855, i64 1
  %858 = extractvalue [2 x <2 x float>] [<2 x float> <float 0.699999988079071, float 1.0>, <2 x float> <float 1.0, float 0.10000000149011612>], 1
  %859 = extractelement <2 x float> %858, i64 0
  %860 = extractelement <2 x float> %858, i64 1
  %861 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 100000000.0>], 0
  %862 = extractelement <2 x float> %861, i64 0
  %863 = extractelement <2 x float> %861, i64 1
  %864 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 100000000.0>], 1
  %865 = extractelement <2 x float> %864, i64 0
  %866 = extractelement <2 x float> %864, i64 1
  %867 = fmul float %843, %856
  %868 = fadd float 0.0, %867
  %869 = fmul float %844, %857
  %870 = fadd float %868, %869
  %871 = fadd float %870, %862
  %872 = fmul float %846, %856
  %873 = fadd float 0.0, %872
  %874 = fmul float %847, %857
  %875 = fadd float %873, %874
  %876 = fadd float %875, %863
  %877 = fmul float %850, %859
  %878 = fadd float 0.0, %877
  %879 = fmul float %851, %860
  %880 = fadd float %878, %879
  %881 = fadd float %880, %865
  %882 = fmul float %853, %859
  %883 = fadd float 0.0, %882
  %884 = fmul float %854, %860
  %885 = fadd float %883, %884
  %886 = fadd float %885, %866
  %887 = insertelement <2 x float> undef, float %871, i64 0
  %888 = insertelement <2 x float> %887, float %876, i64 1
  %889 = insertvalue [2 x <2 x float>] undef, <2 x float> %888, 0
  %890 = insertelement <2 x float> undef, float %881, i64 0
  %891 = insertelement <2 x float> %890, float %886, i64 1
  %892 = insertvalue [2 x <2 x float>] %889, <2 x float> %891, 1
  call void @printOpen()
  %893 = extractvalue [2 x <2 x float>] %892, 0
  call void @printOpen()
  %894 = extractelement <2 x float> %893, i64 0
  call void @printF32(float %894)
  call void @printComma()
  %895 = extractelement <2 x float> %893, i64 1
  call void @printF32(float %895)
  call void @printClose()
  call void @printComma()
  %896 = extractvalue [2 x <2 x float>] %892, 1
  call void @printOpen()
  %897 = extractelement <2 x float> %896, i64 0
  call void @printF32(float %897)
  call void @printComma()
  %898 = extractelement <2 x float> %896, i64 1
  call void @printF32(float %898)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %899 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.0, float 0.5>, <2 x float> <float 2.0, float 4.0>], [2 x <2 x float>] [<2 x float> <float 0.25, float 8.0>, <2 x float> <float -3.0, float 5.0>]], 0
  %900 = extractvalue [2 x <2 x float>] %899, 0
  %901 = extractelement <2 x float> %900, i64 0
  %902 = extractelement <2 x float> %900, i64 1
  %903 = extractvalue [2 x <2 x float>] %899, 1
  %904 = extractelement <2 x float> %903, i64 0
  %905 = extractelement <2 x float> %903, i64 1
  %906 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.0, float 0.5>, <2 x float> <float 2.0, float 4.0>], [2 x <2 x float>] [<2 x float> <float 0.25, float 8.0>, <2 x float> <float -3.0, float 5.0>]], 1
  %907 = extractvalue [2 x <2 x float>] %906, 0
  %908 = extractelement <2 x float> %907, i64 0
  %909 = extractelement <2 x float> %907, i64 1
  %910 = extractvalue [2 x <2 x float>] %906, 1
  %911 = extractelement <2 x float> %910, i64 0
  %912 = extractelement <2 x float> %910, i64 1
  %913 = extractvalue [2 x <2 x float>] [<2 x float> <float 0.5, float 1.0>, <2 x float> <float 2.0, float 0.25>], 0
  %914 = extractelement <2 x float> %913, i64 0
  %915 = extractelement <2 x float> %913, i64 1
  %916 = extractvalue [2 x <2 x float>] [<2 x float> <float 0.5, float 1.0>, <2 x float> <float 2.0, float 0.25>], 1
  %917 = extractelement <2 x float> %916, i64 0
  %918 = extractelement <2 x float> %916, i64 1
  %919 = extractelement <2 x float> <float 0.5, float 16.0>, i64 0
  %920 = extractelement <2 x float> <float 0.5, float 16.0>, i64 1
  %921 = fmul float %901, %914
  %922 = fadd float 0.0, %921
  %923 = fmul float %902, %915
  %924 = fadd float %922, %923
  %925 = fadd float %924, %919
  %926 = fmul float %904, %917
  %927 = fadd float 0.0, %926
  %928 = fmul float %905, %918
  %929 = fadd float %927, %928
  %930 = fadd float %929, %925
  %931 = fmul float %908, %914
  %932 = fadd float 0.0, %931
  %933 = fmul float %909, %915
  %934 = fadd float %932, %933
  %935 = fadd float %934, %920
  %936 = fmul float %911, %917
  %937 = fadd float 0.0, %936
  %938 = fmul float %912, %918
  %939 = fadd float %937, %938
  %940 = fadd float %939, %935
  %941 = insertelement <2 x float> undef, float %930, i64 0
  %942 = insertelement <2 x float> %941, float %940, i64 1
  call void @printOpen()
  %943 = extractelement <2 x float> %942, i64 0
  call void @printF32(float %943)
  call void @printComma()
  %944 = extractelement <2 x float> %942, i64 1
  call void @printF32(float %944)
  call void @printClose()
  call void @printNewline()
  %945 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 2147483647, i32 3>], 0
  %946 = extractelement <2 x i32> %945, i64 0
  %947 = extractelement <2 x i32> %945, i64 1
  %948 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 2147483647, i32 3>], 1
  %949 = extractelement <2 x i32> %948, i64 0
  %950 = extractelement <2 x i32> %948, i64 1
  %951 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 4, i32 5>, <2 x i32> <i32 6, i32 7>], 0
  %952 = extractelement <2 x i32> %951, i64 0
  %953 = extractelement <2 x i32> %951, i64 1
  %954 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 4, i32 5>, <2 x i32> <i32 6, i32 7>], 1
  %955 = extractelement <2 x i32> %954, i64 0
  %956 = extractelement <2 x i32> %954, i64 1
  %957 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], 0
  %958 = extractelement <2 x i32> %957, i64 0
  %959 = extractelement <2 x i32> %957, i64 1
  %960 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], 1
  %961 = extractelement <2 x i32> %960, i64 0
  %962 = extractelement <2 x i32> %960, i64 1
  %963 = mul i32 %946, %952
  %964 = mul i32 %947, %955
  %965 = add i32 %963, %964
  %966 = add i32 %965, %958
  %967 = mul i32 %946, %953
  %968 = mul i32 %947, %956
  %969 = add i32 %967, %968
  %970 = add i32 %969, %959
  %971 = mul i32 %949, %952
  %972 = mul i32 %950, %955
  %973 = add i32 %971, %972
  %974 = add i32 %973, %961
  %975 = mul i32 %949, %953
  %976 = mul i32 %950, %956
  %977 = add i32 %975, %976
  %978 = add i32 %977, %962
  %979 = insertelement <2 x i32> undef, i32 %966, i64 0
  %980 = insertelement <2 x i32> %979, i32 %970, i64 1
  %981 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %980, 0
  %982 = insertelement <2 x i32> undef, i32 %974, i64 0
  %983 = insertelement <2 x i32> %982, i32 %978, i64 1
  %984 = insertvalue [2 x <2 x i32>] %981, <2 x i32> %983, 1
  call void @printOpen()
  %985 = extractvalue [2 x <2 x i32>] %984, 0
  call void @printOpen()
  %986 = extractelement <2 x i32> %985, i64 0
  %987 = sext i32 %986 to i64
  call void @printI64(i64 %987)
  call void @printComma()
  %988 = extractelement <2 x i32> %985, i64 1
  %989 = sext i32 %988 to i64
  call void @printI64(i64 %989)
  call void @printClose()
  call void @printComma()
  %990 = extractvalue [2 x <2 x i32>] %984, 1
  call void @printOpen()
  %991 = extractelement <2 x i32> %990, i64 0
  %992 = sext i32 %991 to i64
  call void @printI64(i64 %992)
  call void @printComma()
  %993 = extractelement <2 x i32> %990, i64 1
  %994 = sext i32 %993 to i64
  call void @printI64(i64 %994)
  call void @printClose()
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

declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)

declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}
