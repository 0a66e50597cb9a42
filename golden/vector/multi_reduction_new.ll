; ModuleID = 'multi_reduction_new.mlir'
source_filename = "multi_reduction_new.mlir"
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
  %0 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 0
  %1 = extractelement <4 x float> %0, i64 0
  %2 = extractelement <4 x float> %0, i64 1
  %3 = extractelement <4 x float> %0, i64 2
  %4 = extractelement <4 x float> %0, i64 3
  %5 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 1
  %6 = extractelement <4 x float> %5, i64 0
  %7 = extractelement <4 x float> %5, i64 1
  %8 = extractelement <4 x float> %5, i64 2
  %9 = extractelement <4 x float> %5, i64 3
  %10 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 2
  %11 = extractelement <4 x float> %10, i64 0
  %12 = extractelement <4 x float> %10, i64 1
  %13 = extractelement <4 x float> %10, i64 2
  %14 = extractelement <4 x float> %10, i64 3
  %15 = extractelement <3 x float> <float 0.10000000149011612, float 100000000.0, float -0.0>, i64 0
  %16 = extractelement <3 x float> <float 0.10000000149011612, float 100000000.0, float -0.0>, i64 1
  %17 = extractelement <3 x float> <float 0.10000000149011612, float 100000000.0, float -0.0>, i64 2
  %18 = fadd float %15, %1
  %19 = fadd float %18, %2
  %20 = fadd float %19, %3
  %21 = fadd float %20, %4
  %22 = fadd float %16, %6
  %23 = fadd float %22, %7
  %24 = fadd float %23, %8
  %25 = fadd float %24, %9
  %26 = fadd float %17, %11
  %27 = fadd float %26, %12
  %28 = fadd float %27, %13
  %29 = fadd float %28, %14
  %30 = insertelement <3 x float> undef, float %21, i64 0
  %31 = insertelement <3 x float> %30, float %25, i64 1
  %32 = insertelement <3 x float> %31, float %29, i64 2
  call void @printOpen()
  %33 = extractelement <3 x float> %32, i64 0
  call void @printF32(float %33)
  call void @printComma()
  %34 = extractelement <3 x float> %32, i64 1
  call void @printF32(float %34)
  call void @printComma()
  %35 = extractelement <3 x float> %32, i64 2
  call void @printF32(float %35)
  call void @printClose()
  call void @printNewline()
  %36 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 0
  %37 = extractelement <4 x float> %36, i64 0
  %38 = extractelement <4 x float> %36, i64 1
  %39 = extractelement <4 x float> %36, i64 2
  %40 = extractelement <4 x float> %36, i64 3
  %41 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 1
  %42 = extractelement <4 x float> %41, i64 0
  %43 = extractelement <4 x float> %41, i64 1
  %44 = extractelement <4 x float> %41, i64 2
  %45 = extractelement <4 x float> %41, i64 3
  %46 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 2
  %47 = extractelement <4 x float> %46, i64 0
  %48 = extractelement <4 x float> %46, i64 1
  %49 = extractelement <4 x float> %46, i64 2
  %50 = extractelement <4 x float> %46, i64 3
  %51 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 0
  %52 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 1
  %53 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 2
  %54 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 3
  %55 = fadd float %51, %37
  %56 = fadd float %52, %38
  %57 = fadd float %53, %39
  %58 = fadd float %54, %40
  %59 = fadd float %55, %42
  %60 = fadd float %56, %43
  %61 = fadd float %57, %44
  %62 = fadd float %58, %45
  %63 = fadd float %59, %47
  %64 = fadd float %60, %48
  %65 = fadd float %61, %49
  %66 = fadd float %62, %50
  %67 = insertelement <4 x float> undef, float %63, i64 0
  %68 = insertelement <4 x float> %67, float %64, i64 1
  %69 = insertelement <4 x float> %68, float %65, i64 2
  %70 = insertelement <4 x float> %69, float %66, i64 3
  call void @printOpen()
  %71 = extractelement <4 x float> %70, i64 0
  call void @printF32(float %71)
  call void @printComma()
  %72 = extractelement <4 x float> %70, i64 1
  call void @printF32(float %72)
  call void @printComma()
  %73 = extractelement <4 x float> %70, i64 2
  call void @printF32(float %73)
  call void @printComma()
  %74 = extractelement <4 x float> %70, i64 3
  call void @printF32(float %74)
  call void @printClose()
  call void @printNewline()
  %75 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 0
  %76 = extractelement <4 x float> %75, i64 0
  %77 = extractelement <4 x float> %75, i64 1
  %78 = extractelement <4 x float> %75, i64 2
  %79 = extractelement <4 x float> %75, i64 3
  %80 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 1
  %81 = extractelement <4 x float> %80, i64 0
  %82 = extractelement <4 x float> %80, i64 1
  %83 = extractelement <4 x float> %80, i64 2
  %84 = extractelement <4 x float> %80, i64 3
  %85 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 2
  %86 = extractelement <4 x float> %85, i64 0
  %87 = extractelement <4 x float> %85, i64 1
  %88 = extractelement <4 x float> %85, i64 2
  %89 = extractelement <4 x float> %85, i64 3
  %90 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 0
  %91 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 1
  %92 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 2
  %93 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 3
  %94 = fmul float %90, %76
  %95 = fmul float %91, %77
  %96 = fmul float %92, %78
  %97 = fmul float %93, %79
  %98 = fmul float %94, %81
  %99 = fmul float %95, %82
  %100 = fmul float %96, %83
  %101 = fmul float %97, %84
  %102 = fmul float %98, %86
  %103 = fmul float %99, %87
  %104 = fmul float %100, %88
  %105 = fmul float %101, %89
  %106 = insertelement <4 x float> undef, float %102, i64 0
  %107 = insertelement <4 x float> %106, float %103, i64 1
  %108 = insertelement <4 x float> %107, float %104, i64 2
  %109 = insertelement <4 x float> %108, float %105, i64 3
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
  %114 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 0
  %115 = extractelement <4 x float> %114, i64 0
  %116 = extractelement <4 x float> %114, i64 1
  %117 = extractelement <4 x float> %114, i64 2
  %118 = extractelement <4 x float> %114, i64 3
  %119 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 1
  %120 = extractelement <4 x float> %119, i64 0
  %121 = extractelement <4 x float> %119, i64 1
  %122 = extractelement <4 x float> %119, i64 2
  %123 = extractelement <4 x float> %119, i64 3
  %124 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 2
  %125 = extractelement <4 x float> %124, i64 0
  %126 = extractelement <4 x float> %124, i64 1
  %127 = extractelement <4 x float> %124, i64 2
  %128 = extractelement <4 x float> %124, i64 3
  %129 = extractelement <3 x float> <float 0.10000000149011612, float 100000000.0, float -0.0>, i64 0
  %130 = extractelement <3 x float> <float 0.10000000149011612, float 100000000.0, float -0.0>, i64 1
  %131 = extractelement <3 x float> <float 0.10000000149011612, float 100000000.0, float -0.0>, i64 2
  %132 = call float @llvm.maxnum.f32(float %129, float %115)
  %133 = call float @llvm.maxnum.f32(float %132, float %116)
  %134 = call float @llvm.maxnum.f32(float %133, float %117)
  %135 = call float @llvm.maxnum.f32(float %134, float %118)
  %136 = call float @llvm.maxnum.f32(float %130, float %120)
  %137 = call float @llvm.maxnum.f32(float %136, float %121)
  %138 = call float @llvm.maxnum.f32(float %137, float %122)
  %139 = call float @llvm.maxnum.f32(float %138, float %123)
  %140 = call float @llvm.maxnum.f32(float %131, float %125)
  %141 = call float @llvm.maxnum.f32(float %140, float %126)
  %142 = call float @llvm.maxnum.f32(float %141, float %127)
  %143 = call float @llvm.maxnum.f32(float %142, float %128)
  %144 = insertelement <3 x float> undef, float %135, i64 0
  %145 = insertelement <3 x float> %144, float %139, i64 1
  %146 = insertelement <3 x float> %145, float %143, i64 2
  call void @printOpen()
  %147 = extractelement <3 x float> %146, i64 0
  call void @printF32(float %147)
  call void @printComma()
  %148 = extractelement <3 x float> %146, i64 1
  call void @printF32(float %148)
  call void @printComma()
  %149 = extractelement <3 x float> %146, i64 2
  call void @printF32(float %149)
  call void @printClose()
  call void @printNewline()
  %150 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 0
  %151 = extractelement <4 x float> %150, i64 0
  %152 = extractelement <4 x float> %150, i64 1
  %153 = extractelement <4 x float> %150, i64 2
  %154 = extractelement <4 x float> %150, i64 3
  %155 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 1
  %156 = extractelement <4 x float> %155, i64 0
  %157 = extractelement <4 x float> %155, i64 1
  %158 = extractelement <4 x float> %155, i64 2
  %159 = extractelement <4 x float> %155, i64 3
  %160 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 2
  %161 = extractelement <4 x float> %160, i64 0
  %162 = extractelement <4 x float> %160, i64 1
  %163 = extractelement <4 x float> %160, i64 2
  %164 = extractelement <4 x float> %160, i64 3
  %165 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 0
  %166 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 1
  %167 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 2
  %168 = extractelement <4 x float> <float 100000000.0, float 0.10000000149011612, float 100000000.0, float 0.30000001192092896>, i64 3
  %169 = fcmp olt float %165, %151
  %170 = select i1 %169, float %165, float %151
  %171 = bitcast float %165 to i32
  %172 = bitcast float %151 to i32
  %173 = or i32 %171, %172
  %174 = bitcast i32 %173 to float
  %175 = fcmp oeq float %165, %151
  %176 = select i1 %175, float %174, float %170
  %177 = fcmp uno float %165, %151
  %178 = fadd float %165, %151
  %179 = select i1 %177, float %178, float %176
  %180 = fcmp olt float %166, %152
  %181 = select i1 %180, float %166, float %152
  %182 = bitcast float %166 to i32
  %183 = bitcast float %152 to i32
  %184 = or i32 %182, %183
  %185 = bitcast i32 %184 to float
  %186 = fcmp oeq float %166, %152
  %187 = select i1 %186, float %185, float %181
  %188 = fcmp uno float %166, %152
  %189 = fadd float %166, %152
  %190 = select i1 %188, float %189, float %187
  %191 = fcmp olt float %167, %153
  %192 = select i1 %191, float %167, float %153
  %193 = bitcast float %167 to i32
  %194 = bitcast float %153 to i32
  %195 = or i32 %193, %194
  %196 = bitcast i32 %195 to float
  %197 = fcmp oeq float %167, %153
  %198 = select i1 %197, float %196, float %192
  %199 = fcmp uno float %167, %153
  %200 = fadd float %167, %153
  %201 = select i1 %199, float %200, float %198
  %202 = fcmp olt float %168, %154
  %203 = select i1 %202, float %168, float %154
  %204 = bitcast float %168 to i32
  %205 = bitcast float %154 to i32
  %206 = or i32 %204, %205
  %207 = bitcast i32 %206 to float
  %208 = fcmp oeq float %168, %154
  %209 = select i1 %208, float %207, float %203
  %210 = fcmp uno float %168, %154
  %211 = fadd float %168, %154
  %212 = select i1 %210, float %211, float %209
  %213 = fcmp olt float %179, %156
  %214 = select i1 %213, float %179, float %156
  %215 = bitcast float %179 to i32
  %216 = bitcast float %156 to i32
  %217 = or i32 %215, %216
  %218 = bitcast i32 %217 to float
  %219 = fcmp oeq float %179, %156
  %220 = select i1 %219, float %218, float %214
  %221 = fcmp uno float %179, %156
  %222 = fadd float %179, %156
  %223 = select i1 %221, float %222, float %220
  %224 = fcmp olt float %190, %157
  %225 = select i1 %224, float %190, float %157
  %226 = bitcast float %190 to i32
  %227 = bitcast float %157 to i32
  %228 = or i32 %226, %227
  %229 = bitcast i32 %228 to float
  %230 = fcmp oeq float %190, %157
  %231 = select i1 %230, float %229, float %225
  %232 = fcmp uno float %190, %157
  %233 = fadd float %190, %157
  %234 = select i1 %232, float %233, float %231
  %235 = fcmp olt float %201, %158
  %236 = select i1 %235, float %201, float %158
  %237 = bitcast float %201 to i32
  %238 = bitcast float %158 to i32
  %239 = or i32 %237, %238
  %240 = bitcast i32 %239 to float
  %241 = fcmp oeq float %201, %158
  %242 = select i1 %241, float %240, float %236
  %243 = fcmp uno float %201, %158
  %244 = fadd float %201, %158
  %245 = select i1 %243, float %244, float %242
  %246 = fcmp olt float %212, %159
  %247 = select i1 %246, float %212, float %159
  %248 = bitcast float %212 to i32
  %249 = bitcast float %159 to i32
  %250 = or i32 %248, %249
  %251 = bitcast i32 %250 to float
  %252 = fcmp oeq float %212, %159
  %253 = select i1 %252, float %251, float %247
  %254 = fcmp uno float %212, %159
  %255 = fadd float %212, %159
  %256 = select i1 %254, float %255, float %253
  %257 = fcmp olt float %223, %161
  %258 = select i1 %257, float %223, float %161
  %259 = bitcast float %223 to i32
  %260 = bitcast float %161 to i32
  %261 = or i32 %259, %260
  %262 = bitcast i32 %261 to float
  %263 = fcmp oeq float %223, %161
  %264 = select i1 %263, float %262, float %258
  %265 = fcmp uno float %223, %161
  %266 = fadd float %223, %161
  %267 = select i1 %265, float %266, float %264
  %268 = fcmp olt float %234, %162
  %269 = select i1 %268, float %234, float %162
  %270 = bitcast float %234 to i32
  %271 = bitcast float %162 to i32
  %272 = or i32 %270, %271
  %273 = bitcast i32 %272 to float
  %274 = fcmp oeq float %234, %162
  %275 = select i1 %274, float %273, float %269
  %276 = fcmp uno float %234, %162
  %277 = fadd float %234, %162
  %278 = select i1 %276, float %277, float %275
  %279 = fcmp olt float %245, %163
  %280 = select i1 %279, float %245, float %163
  %281 = bitcast float %245 to i32
  %282 = bitcast float %163 to i32
  %283 = or i32 %281, %282
  %284 = bitcast i32 %283 to float
  %285 = fcmp oeq float %245, %163
  %286 = select i1 %285, float %284, float %280
  %287 = fcmp uno float %245, %163
  %288 = fadd float %245, %163
  %289 = select i1 %287, float %288, float %286
  %290 = fcmp olt float %256, %164
  %291 = select i1 %290, float %256, float %164
  %292 = bitcast float %256 to i32
  %293 = bitcast float %164 to i32
  %294 = or i32 %292, %293
  %295 = bitcast i32 %294 to float
  %296 = fcmp oeq float %256, %164
  %297 = select i1 %296, float %295, float %291
  %298 = fcmp uno float %256, %164
  %299 = fadd float %256, %164
  %300 = select i1 %298, float %299, float %297
  %301 = insertelement <4 x float> undef, float %267, i64 0
  %302 = insertelement <4 x float> %301, float %278, i64 1
  %303 = insertelement <4 x float> %302, float %289, i64 2
  %304 = insertelement <4 x float> %303, float %300, i64 3
  call void @printOpen()
  %305 = extractelement <4 x float> %304, i64 0
  call void @printF32(float %305)
  call void @printComma()
  %306 = extractelement <4 x float> %304, i64 1
  call void @printF32(float %306)
  call void @printComma()
  %307 = extractelement <4 x float> %304, i64 2
  call void @printF32(float %307)
  call void @printComma()
  %308 = extractelement <4 x float> %304, i64 3
  call void @printF32(float %308)
  call void @printClose()
  call void @printNewline()
  %309 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 0
  %310 = extractelement <4 x float> %309, i64 0
  %311 = extractelement <4 x float> %309, i64 1
  %312 = extractelement <4 x float> %309, i64 2
  %313 = extractelement <4 x float> %309, i64 3
  %314 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 1
  %315 = extractelement <4 x float> %314, i64 0
  %316 = extractelement <4 x float> %314, i64 1
  %317 = extractelement <4 x float> %314, i64 2
  %318 = extractelement <4 x float> %314, i64 3
  %319 = extractvalue [3 x <4 x float>] [<4 x float> <float 100000000.0, float 0.10000000149011612, float -100000000.0, float 0.20000000298023224>, <4 x float> <float 0.30000001192092896, float 1.0, float 0.699999988079071, float -5.0>, <4 x float> <float 2.0, float 4.0, float 8.0, float 16.0>], 2
  %320 = extractelement <4 x float> %319, i64 0
  %321 = extractelement <4 x float> %319, i64 1
  %322 = extractelement <4 x float> %319, i64 2
  %323 = extractelement <4 x float> %319, i64 3
  %324 = fadd float 0.5, %310
  %325 = fadd float %324, %311
  %326 = fadd float %325, %312
  %327 = fadd float %326, %313
  %328 = fadd float %327, %315
  %329 = fadd float %328, %316
  %330 = fadd float %329, %317
  %331 = fadd float %330, %318
  %332 = fadd float %331, %320
  %333 = fadd float %332, %321
  %334 = fadd float %333, %322
  %335 = fadd float %334, %323
  call void @printF32(float %335)
  call void @printNewline()
  %336 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 0
  %337 = extractvalue [2 x <2 x i32>] %336, 0
  %338 = extractelement <2 x i32> %337, i64 0
  %339 = extractelement <2 x i32> %337, i64 1
  %340 = extractvalue [2 x <2 x i32>] %336, 1
  %341 = extractelement <2 x i32> %340, i64 0
  %342 = extractelement <2 x i32> %340, i64 1
  %343 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 1
  %344 = extractvalue [2 x <2 x i32>] %343, 0
  %345 = extractelement <2 x i32> %344, i64 0
  %346 = extractelement <2 x i32> %344, i64 1
  %347 = extractvalue [2 x <2 x i32>] %343, 1
  %348 = extractelement <2 x i32> %347, i64 0
  %349 = extractelement <2 x i32> %347, i64 1
  %350 = extractelement <2 x i32> <i32 0, i32 100>, i64 0
  %351 = extractelement <2 x i32> <i32 0, i32 100>, i64 1
  %352 = call i32 @llvm.smin.i32(i32 %350, i32 %338)
  %353 = call i32 @llvm.smin.i32(i32 %352, i32 %339)
  %354 = call i32 @llvm.smin.i32(i32 %351, i32 %341)
  %355 = call i32 @llvm.smin.i32(i32 %354, i32 %342)
  %356 = call i32 @llvm.smin.i32(i32 %353, i32 %345)
  %357 = call i32 @llvm.smin.i32(i32 %356, i32 %346)
  %358 = call i32 @llvm.smin.i32(i32 %355, i32 %348)
  %359 = call i32 @llvm.smin.i32(i32 %358, i32 %349)
  %360 = insertelement <2 x i32> undef, i32 %357, i64 0
  %361 = insertelement <2 x i32> %360, i32 %359, i64 1
  call void @printOpen()
  %362 = extractelement <2 x i32> %361, i64 0
  %363 = sext i32 %362 to i64
  call void @printI64(i64 %363)
  call void @printComma()
  %364 = extractelement <2 x i32> %361, i64 1
  %365 = sext i32 %364 to i64
  call void @printI64(i64 %365)
  call void @printClose()
  call void @printNewline()
  %366 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 0
  %367 = extractvalue [2 x <2 x i32>] %366, 0
  %368 = extractelement <2 x i32> %367, i64 0
  %369 = extractelement <2 x i32> %367, i64 1
  %370 = extractvalue [2 x <2 x i32>] %366, 1
  %371 = extractelement <2 x i32> %370, i64 0
  %372 = extractelement <2 x i32> %370, i64 1
  %373 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 1
  %374 = extractvalue [2 x <2 x i32>] %373, 0
  %375 = extractelement <2 x i32> %374, i64 0
  %376 = extractelement <2 x i32> %374, i64 1
  %377 = extractvalue [2 x <2 x i32>] %373, 1
  %378 = extractelement <2 x i32> %377, i64 0
  %379 = extractelement <2 x i32> %377, i64 1
  %380 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 4, i32 8>], 0
  %381 = extractelement <2 x i32> %380, i64 0
  %382 = extractelement <2 x i32> %380, i64 1
  %383 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 4, i32 8>], 1
  %384 = extractelement <2 x i32> %383, i64 0
  %385 = extractelement <2 x i32> %383, i64 1
  %386 = xor i32 %381, %368
  %387 = xor i32 %382, %369
  %388 = xor i32 %386, %371
  %389 = xor i32 %387, %372
  %390 = xor i32 %384, %375
  %391 = xor i32 %385, %376
  %392 = xor i32 %390, %378
  %393 = xor i32 %391, %379
  %394 = insertelement <2 x i32> undef, i32 %388, i64 0
  %395 = insertelement <2 x i32> %394, i32 %389, i64 1
  %396 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %395, 0
  %397 = insertelement <2 x i32> undef, i32 %392, i64 0
  %398 = insertelement <2 x i32> %397, i32 %393, i64 1
  %399 = insertvalue [2 x <2 x i32>] %396, <2 x i32> %398, 1
  call void @printOpen()
  %400 = extractvalue [2 x <2 x i32>] %399, 0
  call void @printOpen()
  %401 = extractelement <2 x i32> %400, i64 0
  %402 = sext i32 %401 to i64
  call void @printI64(i64 %402)
  call void @printComma()
  %403 = extractelement <2 x i32> %400, i64 1
  %404 = sext i32 %403 to i64
  call void @printI64(i64 %404)
  call void @printClose()
  call void @printComma()
  %405 = extractvalue [2 x <2 x i32>] %399, 1
  call void @printOpen()
  %406 = extractelement <2 x i32> %405, i64 0
  %407 = sext i32 %406 to i64
  call void @printI64(i64 %407)
  call void @printComma()
  %408 = extractelement <2 x i32> %405, i64 1
  %409 = sext i32 %408 to i64
  call void @printI64(i64 %409)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %410 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 0
  %411 = extractvalue [2 x <2 x i32>] %410, 0
  %412 = extractelement <2 x i32> %411, i64 0
  %413 = extractelement <2 x i32> %411, i64 1
  %414 = extractvalue [2 x <2 x i32>] %410, 1
  %415 = extractelement <2 x i32> %414, i64 0
  %416 = extractelement <2 x i32> %414, i64 1
  %417 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 1
  %418 = extractvalue [2 x <2 x i32>] %417, 0
  %419 = extractelement <2 x i32> %418, i64 0
  %420 = extractelement <2 x i32> %418, i64 1
  %421 = extractvalue [2 x <2 x i32>] %417, 1
  %422 = extractelement <2 x i32> %421, i64 0
  %423 = extractelement <2 x i32> %421, i64 1
  %424 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 4, i32 8>], 0
  %425 = extractelement <2 x i32> %424, i64 0
  %426 = extractelement <2 x i32> %424, i64 1
  %427 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 4, i32 8>], 1
  %428 = extractelement <2 x i32> %427, i64 0
  %429 = extractelement <2 x i32> %427, i64 1
  %430 = call i32 @llvm.umax.i32(i32 %425, i32 %412)
  %431 = call i32 @llvm.umax.i32(i32 %426, i32 %413)
  %432 = call i32 @llvm.umax.i32(i32 %428, i32 %415)
  %433 = call i32 @llvm.umax.i32(i32 %429, i32 %416)
  %434 = call i32 @llvm.umax.i32(i32 %430, i32 %419)
  %435 = call i32 @llvm.umax.i32(i32 %431, i32 %420)
  %436 = call i32 @llvm.umax.i32(i32 %432, i32 %422)
  %437 = call i32 @llvm.umax.i32(i32 %433, i32 %423)
  %438 = insertelement <2 x i32> undef, i32 %434, i64 0
  %439 = insertelement <2 x i32> %438, i32 %435, i64 1
  %440 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %439, 0
  %441 = insertelement <2 x i32> undef, i32 %436, i64 0
  %442 = insertelement <2 x i32> %441, i32 %437, i64 1
  %443 = insertvalue [2 x <2 x i32>] %440, <2 x i32> %442, 1
  call void @printOpen()
  %444 = extractvalue [2 x <2 x i32>] %443, 0
  call void @printOpen()
  %445 = extractelement <2 x i32> %444, i64 0
  %446 = sext i32 %445 to i64
  call void @printI64(i64 %446)
  call void @printComma()
  %447 = extractelement <2 x i32> %444, i64 1
  %448 = sext i32 %447 to i64
  call void @printI64(i64 %448)
  call void @printClose()
  call void @printComma()
  %449 = extractvalue [2 x <2 x i32>] %443, 1
  call void @printOpen()
  %450 = extractelement <2 x i32> %449, i64 0
  %451 = sext i32 %450 to i64
  call void @printI64(i64 %451)
  call void @printComma()
  %452 = extractelement <2 x i32> %449, i64 1
  %453 = sext i32 %452 to i64
  call void @printI64(i64 %453)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %454 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 0
  %455 = extractvalue [2 x <2 x i32>] %454, 0
  %456 = extractelement <2 x i32> %455, i64 0
  %457 = extractelement <2 x i32> %455, i64 1
  %458 = extractvalue [2 x <2 x i32>] %454, 1
  %459 = extractelement <2 x i32> %458, i64 0
  %460 = extractelement <2 x i32> %458, i64 1
  %461 = extractvalue [2 x [2 x <2 x i32>]] [[2 x <2 x i32>] [<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>], [2 x <2 x i32>] [<2 x i32> <i32 5, i32 6>, <2 x i32> <i32 7, i32 -8>]], 1
  %462 = extractvalue [2 x <2 x i32>] %461, 0
  %463 = extractelement <2 x i32> %462, i64 0
  %464 = extractelement <2 x i32> %462, i64 1
  %465 = extractvalue [2 x <2 x i32>] %461, 1
  %466 = extractelement <2 x i32> %465, i64 0
  %467 = extractelement <2 x i32> %465, i64 1
  %468 = extractelement <2 x i32> <i32 0, i32 100>, i64 0
  %469 = extractelement <2 x i32> <i32 0, i32 100>, i64 1
  %470 = add i32 %468, %456
  %471 = add i32 %470, %457
  %472 = add i32 %471, %459
  %473 = add i32 %472, %460
  %474 = add i32 %469, %463
  %475 = add i32 %474, %464
  %476 = add i32 %475, %466
  %477 = add i32 %476, %467
  %478 = insertelement <2 x i32> undef, i32 %473, i64 0
  %479 = insertelement <2 x i32> %478, i32 %477, i64 1
  call void @printOpen()
  %480 = extractelement <2 x i32> %479, i64 0
  %481 = sext i32 %480 to i64
  call void @printI64(i64 %481)
  call void @printComma()
  %482 = extractelement <2 x i32> %479, i64 1
  %483 = sext i32 %482 to i64
  call void @printI64(i64 %483)
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

declare float @llvm.maxnum.f32(float, float)

declare i32 @llvm.smin.i32(i32, i32)

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

declare i32 @llvm.umax.i32(i32, i32)
