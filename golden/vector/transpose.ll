; ModuleID = 'transpose.mlir'
source_filename = "transpose.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define void @t([2 x <3 x i32>] %0, [2 x [3 x <4 x float>]] %1, <6 x i32> %2) {
bb0:
  %3 = extractvalue [2 x <3 x i32>] %0, 0
  %4 = extractelement <3 x i32> %3, i64 0
  %5 = extractelement <3 x i32> %3, i64 1
  %6 = extractelement <3 x i32> %3, i64 2
  %7 = extractvalue [2 x <3 x i32>] %0, 1
  %8 = extractelement <3 x i32> %7, i64 0
  %9 = extractelement <3 x i32> %7, i64 1
  %10 = extractelement <3 x i32> %7, i64 2
  %11 = insertelement <2 x i32> undef, i32 %4, i64 0
  %12 = insertelement <2 x i32> %11, i32 %8, i64 1
  %13 = insertvalue [3 x <2 x i32>] undef, <2 x i32> %12, 0
  %14 = insertelement <2 x i32> undef, i32 %5, i64 0
  %15 = insertelement <2 x i32> %14, i32 %9, i64 1
  %16 = insertvalue [3 x <2 x i32>] %13, <2 x i32> %15, 1
  %17 = insertelement <2 x i32> undef, i32 %6, i64 0
  %18 = insertelement <2 x i32> %17, i32 %10, i64 1
  %19 = insertvalue [3 x <2 x i32>] %16, <2 x i32> %18, 2
  call void @printOpen()
  %20 = extractvalue [3 x <2 x i32>] %19, 0
  call void @printOpen()
  %21 = extractelement <2 x i32> %20, i64 0
  %22 = sext i32 %21 to i64
  call void @printI64(i64 %22)
  call void @printComma()
  %23 = extractelement <2 x i32> %20, i64 1
  %24 = sext i32 %23 to i64
  call void @printI64(i64 %24)
  call void @printClose()
  call void @printComma()
  %25 = extractvalue [3 x <2 x i32>] %19, 1
  call void @printOpen()
  %26 = extractelement <2 x i32> %25, i64 0
  %27 = sext i32 %26 to i64
  call void @printI64(i64 %27)
  call void @printComma()
  %28 = extractelement <2 x i32> %25, i64 1
  %29 = sext i32 %28 to i64
  call void @printI64(i64 %29)
  call void @printClose()
  call void @printComma()
  %30 = extractvalue [3 x <2 x i32>] %19, 2
  call void @printOpen()
  %31 = extractelement <2 x i32> %30, i64 0
  %32 = sext i32 %31 to i64
  call void @printI64(i64 %32)
  call void @printComma()
  %33 = extractelement <2 x i32> %30, i64 1
  %34 = sext i32 %33 to i64
  call void @printI64(i64 %34)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %35 = extractvalue [2 x [3 x <4 x float>]] %1, 0
  %36 = extractvalue [3 x <4 x float>] %35, 0
  %37 = extractelement <4 x float> %36, i64 0
  %38 = extractelement <4 x float> %36, i64 1
  %39 = extractelement <4 x float> %36, i64 2
  %40 = extractelement <4 x float> %36, i64 3
  %41 = extractvalue [3 x <4 x float>] %35, 1
  %42 = extractelement <4 x float> %41, i64 0
  %43 = extractelement <4 x float> %41, i64 1
  %44 = extractelement <4 x float> %41, i64 2
  %45 = extractelement <4 x float> %41, i64 3
  %46 = extractvalue [3 x <4 x float>] %35, 2
  %47 = extractelement <4 x float> %46, i64 0
  %48 = extractelement <4 x float> %46, i64 1
  %49 = extractelement <4 x float> %46, i64 2
  %50 = extractelement <4 x float> %46, i64 3
  %51 = extractvalue [2 x [3 x <4 x float>]] %1, 1
  %52 = extractvalue [3 x <4 x float>] %51, 0
  %53 = extractelement <4 x float> %52, i64 0
  %54 = extractelement <4 x float> %52, i64 1
  %55 = extractelement <4 x float> %52, i64 2
  %56 = extractelement <4 x float> %52, i64 3
  %57 = extractvalue [3 x <4 x float>] %51, 1
  %58 = extractelement <4 x float> %57, i64 0
  %59 = extractelement <4 x float> %57, i64 1
  %60 = extractelement <4 x float> %57, i64 2
  %61 = extractelement <4 x float> %57, i64 3
  %62 = extractvalue [3 x <4 x float>] %51, 2
  %63 = extractelement <4 x float> %62, i64 0
  %64 = extractelement <4 x float> %62, i64 1
  %65 = extractelement <4 x float> %62, i64 2
  %66 = extractelement <4 x float> %62, i64 3
  %67 = insertelement <3 x float> undef, float %37, i64 0
  %68 = insertelement <3 x float> %67, float %42, i64 1
  %69 = insertelement <3 x float> %68, float %47, i64 2
  %70 = insertvalue [2 x <3 x float>] undef, <3 x float> %69, 0
  %71 = insertelement <3 x float> undef, float %53, i64 0
  %72 = insertelement <3 x float> %71, float %58, i64 1
  %73 = insertelement <3 x float> %72, float %63, i64 2
  %74 = insertvalue [2 x <3 x float>] %70, <3 x float> %73, 1
  %75 = insertvalue [4 x [2 x <3 x float>]] undef, [2 x <3 x float>] %74, 0
  %76 = insertelement <3 x float> undef, float %38, i64 0
  %77 = insertelement <3 x float> %76, float %43, i64 1
  %78 = insertelement <3 x float> %77, float %48, i64 2
  %79 = insertvalue [2 x <3 x float>] undef, <3 x float> %78, 0
  %80 = insertelement <3 x float> undef, float %54, i64 0
  %81 = insertelement <3 x float> %80, float %59, i64 1
  %82 = insertelement <3 x float> %81, float %64, i64 2
  %83 = insertvalue [2 x <3 x float>] %79, <3 x float> %82, 1
  %84 = insertvalue [4 x [2 x <3 x float>]] %75, [2 x <3 x float>] %83, 1
  %85 = insertelement <3 x float> undef, float %39, i64 0
  %86 = insertelement <3 x float> %85, float %44, i64 1
  %87 = insertelement <3 x float> %86, float %49, i64 2
  %88 = insertvalue [2 x <3 x float>] undef, <3 x float> %87, 0
  %89 = insertelement <3 x float> undef, float %55, i64 0
  %90 = insertelement <3 x float> %89, float %60, i64 1
  %91 = insertelement <3 x float> %90, float %65, i64 2
  %92 = insertvalue [2 x <3 x float>] %88, <3 x float> %91, 1
  %93 = insertvalue [4 x [2 x <3 x float>]] %84, [2 x <3 x float>] %92, 2
  %94 = insertelement <3 x float> undef, float %40, i64 0
  %95 = insertelement <3 x float> %94, float %45, i64 1
  %96 = insertelement <3 x float> %95, float %50, i64 2
  %97 = insertvalue [2 x <3 x float>] undef, <3 x float> %96, 0
  %98 = insertelement <3 x float> undef, float %56, i64 0
  %99 = insertelement <3 x float> %98, float %61, i64 1
  %100 = insertelement <3 x float> %99, float %66, i64 2
  %101 = insertvalue [2 x <3 x float>] %97, <3 x float> %100, 1
  %102 = insertvalue [4 x [2 x <3 x float>]] %93, [2 x <3 x float>] %101, 3
  call void @printOpen()
  %103 = extractvalue [4 x [2 x <3 x float>]] %102, 0
  call void @printOpen()
  %104 = extractvalue [2 x <3 x float>] %103, 0
  call void @printOpen()
  %105 = extractelement <3 x float> %104, i64 0
  call void @printF32(float %105)
  call void @printComma()
  %106 = extractelement <3 x float> %104, i64 1
  call void @printF32(float %106)
  call void @printComma()
  %107 = extractelement <3 x float> %104, i64 2
  call void @printF32(float %107)
  call void @printClose()
  call void @printComma()
  %108 = extractvalue [2 x <3 x float>] %103, 1
  call void @printOpen()
  %109 = extractelement <3 x float> %108, i64 0
  call void @printF32(float %109)
  call void @printComma()
  %110 = extractelement <3 x float> %108, i64 1
  call void @printF32(float %110)
  call void @printComma()
  %111 = extractelement <3 x float> %108, i64 2
  call void @printF32(float %111)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %112 = extractvalue [4 x [2 x <3 x float>]] %102, 1
  call void @printOpen()
  %113 = extractvalue [2 x <3 x float>] %112, 0
  call void @printOpen()
  %114 = extractelement <3 x float> %113, i64 0
  call void @printF32(float %114)
  call void @printComma()
  %115 = extractelement <3 x float> %113, i64 1
  call void @printF32(float %115)
  call void @printComma()
  %116 = extractelement <3 x float> %113, i64 2
  call void @printF32(float %116)
  call void @printClose()
  call void @printComma()
  %117 = extractvalue [2 x <3 x float>] %112, 1
  call void @printOpen()
  %118 = extractelement <3 x float> %117, i64 0
  call void @printF32(float %118)
  call void @printComma()
  %119 = extractelement <3 x float> %117, i64 1
  call void @printF32(float %119)
  call void @printComma()
  %120 = extractelement <3 x float> %117, i64 2
  call void @printF32(float %120)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %121 = extractvalue [4 x [2 x <3 x float>]] %102, 2
  call void @printOpen()
  %122 = extractvalue [2 x <3 x float>] %121, 0
  call void @printOpen()
  %123 = extractelement <3 x float> %122, i64 0
  call void @printF32(float %123)
  call void @printComma()
  %124 = extractelement <3 x float> %122, i64 1
  call void @printF32(float %124)
  call void @printComma()
  %125 = extractelement <3 x float> %122, i64 2
  call void @printF32(float %125)
  call void @printClose()
  call void @printComma()
  %126 = extractvalue [2 x <3 x float>] %121, 1
  call void @printOpen()
  %127 = extractelement <3 x float> %126, i64 0
  call void @printF32(float %127)
  call void @printComma()
  %128 = extractelement <3 x float> %126, i64 1
  call void @printF32(float %128)
  call void @printComma()
  %129 = extractelement <3 x float> %126, i64 2
  call void @printF32(float %129)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %130 = extractvalue [4 x [2 x <3 x float>]] %102, 3
  call void @printOpen()
  %131 = extractvalue [2 x <3 x float>] %130, 0
  call void @printOpen()
  %132 = extractelement <3 x float> %131, i64 0
  call void @printF32(float %132)
  call void @printComma()
  %133 = extractelement <3 x float> %131, i64 1
  call void @printF32(float %133)
  call void @printComma()
  %134 = extractelement <3 x float> %131, i64 2
  call void @printF32(float %134)
  call void @printClose()
  call void @printComma()
  %135 = extractvalue [2 x <3 x float>] %130, 1
  call void @printOpen()
  %136 = extractelement <3 x float> %135, i64 0
  call void @printF32(float %136)
  call void @printComma()
  %137 = extractelement <3 x float> %135, i64 1
  call void @printF32(float %137)
  call void @printComma()
  %138 = extractelement <3 x float> %135, i64 2
  call void @printF32(float %138)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %139 = extractvalue [2 x [3 x <4 x float>]] %1, 0
  %140 = extractvalue [3 x <4 x float>] %139, 0
  %141 = extractelement <4 x float> %140, i64 0
  %142 = extractelement <4 x float> %140, i64 1
  %143 = extractelement <4 x float> %140, i64 2
  %144 = extractelement <4 x float> %140, i64 3
  %145 = extractvalue [3 x <4 x float>] %139, 1
  %146 = extractelement <4 x float> %145, i64 0
  %147 = extractelement <4 x float> %145, i64 1
  %148 = extractelement <4 x float> %145, i64 2
  %149 = extractelement <4 x float> %145, i64 3
  %150 = extractvalue [3 x <4 x float>] %139, 2
  %151 = extractelement <4 x float> %150, i64 0
  %152 = extractelement <4 x float> %150, i64 1
  %153 = extractelement <4 x float> %150, i64 2
  %154 = extractelement <4 x float> %150, i64 3
  %155 = extractvalue [2 x [3 x <4 x float>]] %1, 1
  %156 = extractvalue [3 x <4 x float>] %155, 0
  %157 = extractelement <4 x float> %156, i64 0
  %158 = extractelement <4 x float> %156, i64 1
  %159 = extractelement <4 x float> %156, i64 2
  %160 = extractelement <4 x float> %156, i64 3
  %161 = extractvalue [3 x <4 x float>] %155, 1
  %162 = extractelement <4 x float> %161, i64 0
  %163 = extractelement <4 x float> %161, i64 1
  %164 = extractelement <4 x float> %161, i64 2
  %165 = extractelement <4 x float> %161, i64 3
  %166 = extractvalue [3 x <4 x float>] %155, 2
  %167 = extractelement <4 x float> %166, i64 0
  %168 = extractelement <4 x float> %166, i64 1
  %169 = extractelement <4 x float> %166, i64 2
  %170 = extractelement <4 x float> %166, i64 3
  %171 = insertelement <2 x float> undef, float %141, i64 0
  %172 = insertelement <2 x float> %171, float %157, i64 1
  %173 = insertvalue [4 x <2 x float>] undef, <2 x float> %172, 0
  %174 = insertelement <2 x float> undef, float %142, i64 0
  %175 = insertelement <2 x float> %174, float %158, i64 1
  %176 = insertvalue [4 x <2 x float>] %173, <2 x float> %175, 1
  %177 = insertelement <2 x float> undef, float %143, i64 0
  %178 = insertelement <2 x float> %177, float %159, i64 1
  %179 = insertvalue [4 x <2 x float>] %176, <2 x float> %178, 2
  %180 = insertelement <2 x float> undef, float %144, i64 0
  %181 = insertelement <2 x float> %180, float %160, i64 1
  %182 = insertvalue [4 x <2 x float>] %179, <2 x float> %181, 3
  %183 = insertvalue [3 x [4 x <2 x float>]] undef, [4 x <2 x float>] %182, 0
  %184 = insertelement <2 x float> undef, float %146, i64 0
  %185 = insertelement <2 x float> %184, float %162, i64 1
  %186 = insertvalue [4 x <2 x float>] undef, <2 x float> %185, 0
  %187 = insertelement <2 x float> undef, float %147, i64 0
  %188 = insertelement <2 x float> %187, float %163, i64 1
  %189 = insertvalue [4 x <2 x float>] %186, <2 x float> %188, 1
  %190 = insertelement <2 x float> undef, float %148, i64 0
  %191 = insertelement <2 x float> %190, float %164, i64 1
  %192 = insertvalue [4 x <2 x float>] %189, <2 x float> %191, 2
  %193 = insertelement <2 x float> undef, float %149, i64 0
  %194 = insertelement <2 x float> %193, float %165, i64 1
  %195 = insertvalue [4 x <2 x float>] %192, <2 x float> %194, 3
  %196 = insertvalue [3 x [4 x <2 x float>]] %183, [4 x <2 x float>] %195, 1
  %197 = insertelement <2 x float> undef, float %151, i64 0
  %198 = insertelement <2 x float> %197, float %167, i64 1
  %199 = insertvalue [4 x <2 x float>] undef, <2 x float> %198, 0
  %200 = insertelement <2 x float> undef, float %152, i64 0
  %201 = insertelement <2 x float> %200, float %168, i64 1
  %202 = insertvalue [4 x <2 x float>] %199, <2 x float> %201, 1
  %203 = insertelement <2 x float> undef, float %153, i64 0
  %204 = insertelement <2 x float> %203, float %169, i64 1
  %205 = insertvalue [4 x <2 x float>] %202, <2 x float> %204, 2
  %206 = insertelement <2 x float> undef, float %154, i64 0
  %207 = insertelement <2 x float> %206, float %170, i64 1
  %208 = insertvalue [4 x <2 x float>] %205, <2 x float> %207, 3
  %209 = insertvalue [3 x [4 x <2 x float>]] %196, [4 x <2 x float>] %208, 2
  call void @printOpen()
  %210 = extractvalue [3 x [4 x <2 x float>]] %209, 0
  call void @printOpen()
  %211 = extractvalue [4 x <2 x float>] %210, 0
  call void @printOpen()
  %212 = extractelement <2 x float> %211, i64 0
  call void @printF32(float %212)
  call void @printComma()
  %213 = extractelement <2 x float> %211, i64 1
  call void @printF32(float %213)
  call void @printClose()
  call void @printComma()
  %214 = extractvalue [4 x <2 x float>] %210, 1
  call void @printOpen()
  %215 = extractelement <2 x float> %214, i64 0
  call void @printF32(float %215)
  call void @printComma()
  %216 = extractelement <2 x float> %214, i64 1
  call void @printF32(float %216)
  call void @printClose()
  call void @printComma()
  %217 = extractvalue [4 x <2 x float>] %210, 2
  call void @printOpen()
  %218 = extractelement <2 x float> %217, i64 0
  call void @printF32(float %218)
  call void @printComma()
  %219 = extractelement <2 x float> %217, i64 1
  call void @printF32(float %219)
  call void @printClose()
  call void @printComma()
  %220 = extractvalue [4 x <2 x float>] %210, 3
  call void @printOpen()
  %221 = extractelement <2 x float> %220, i64 0
  call void @printF32(float %221)
  call void @printComma()
  %222 = extractelement <2 x float> %220, i64 1
  call void @printF32(float %222)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %223 = extractvalue [3 x [4 x <2 x float>]] %209, 1
  call void @printOpen()
  %224 = extractvalue [4 x <2 x float>] %223, 0
  call void @printOpen()
  %225 = extractelement <2 x float> %224, i64 0
  call void @printF32(float %225)
  call void @printComma()
  %226 = extractelement <2 x float> %224, i64 1
  call void @printF32(float %226)
  call void @printClose()
  call void @printComma()
  %227 = extractvalue [4 x <2 x float>] %223, 1
  call void @printOpen()
  %228 = extractelement <2 x float> %227, i64 0
  call void @printF32(float %228)
  call void @printComma()
  %229 = extractelement <2 x float> %227, i64 1
  call void @printF32(float %229)
  call void @printClose()
  call void @printComma()
  %230 = extractvalue [4 x <2 x float>] %223, 2
  call void @printOpen()
  %231 = extractelement <2 x float> %230, i64 0
  call void @printF32(float %231)
  call void @printComma()
  %232 = extractelement <2 x float> %230, i64 1
  call void @printF32(float %232)
  call void @printClose()
  call void @printComma()
  %233 = extractvalue [4 x <2 x float>] %223, 3
  call void @printOpen()
  %234 = extractelement <2 x float> %233, i64 0
  call void @printF32(float %234)
  call void @printComma()
  %235 = extractelement <2 x float> %233, i64 1
  call void @printF32(float %235)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %236 = extractvalue [3 x [4 x <2 x float>]] %209, 2
  call void @printOpen()
  %237 = extractvalue [4 x <2 x float>] %236, 0
  call void @printOpen()
  %238 = extractelement <2 x float> %237, i64 0
  call void @printF32(float %238)
  call void @printComma()
  %239 = extractelement <2 x float> %237, i64 1
  call void @printF32(float %239)
  call void @printClose()
  call void @printComma()
  %240 = extractvalue [4 x <2 x float>] %236, 1
  call void @printOpen()
  %241 = extractelement <2 x float> %240, i64 0
  call void @printF32(float %241)
  call void @printComma()
  %242 = extractelement <2 x float> %240, i64 1
  call void @printF32(float %242)
  call void @printClose()
  call void @printComma()
  %243 = extractvalue [4 x <2 x float>] %236, 2
  call void @printOpen()
  %244 = extractelement <2 x float> %243, i64 0
  call void @printF32(float %244)
  call void @printComma()
  %245 = extractelement <2 x float> %243, i64 1
  call void @printF32(float %245)
  call void @printClose()
  call void @printComma()
  %246 = extractvalue [4 x <2 x float>] %236, 3
  call void @printOpen()
  %247 = extractelement <2 x float> %246, i64 0
  call void @printF32(float %247)
  call void @printComma()
  %248 = extractelement <2 x float> %246, i64 1
  call void @printF32(float %248)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %249 = extractvalue [2 x <3 x i32>] %0, 0
  %250 = extractelement <3 x i32> %249, i64 0
  %251 = extractelement <3 x i32> %249, i64 1
  %252 = extractelement <3 x i32> %249, i64 2
  %253 = extractvalue [2 x <3 x i32>] %0, 1
  %254 = extractelement <3 x i32> %253, i64 0
  %255 = extractelement <3 x i32> %253, i64 1
  %256 = extractelement <3 x i32> %253, i64 2
  %257 = insertelement <3 x i32> undef, i32 %250, i64 0
  %258 = insertelement <3 x i32> %257, i32 %251, i64 1
  %259 = insertelement <3 x i32> %258, i32 %252, i64 2
  %260 = insertvalue [2 x <3 x i32>] undef, <3 x i32> %259, 0
  %261 = insertelement <3 x i32> undef, i32 %254, i64 0
  %262 = insertelement <3 x i32> %261, i32 %255, i64 1
  %263 = insertelement <3 x i32> %262, i32 %256, i64 2
  %264 = insertvalue [2 x <3 x i32>] %260, <3 x i32> %263, 1
  call void @printOpen()
  %265 = extractvalue [2 x <3 x i32>] %264, 0
  call void @printOpen()
  %266 = extractelement <3 x i32> %265, i64 0
  %267 = sext i32 %266 to i64
  call void @printI64(i64 %267)
  call void @printComma()
  %268 = extractelement <3 x i32> %265, i64 1
  %269 = sext i32 %268 to i64
  call void @printI64(i64 %269)
  call void @printComma()
  %270 = extractelement <3 x i32> %265, i64 2
  %271 = sext i32 %270 to i64
  call void @printI64(i64 %271)
  call void @printClose()
  call void @printComma()
  %272 = extractvalue [2 x <3 x i32>] %264, 1
  call void @printOpen()
  %273 = extractelement <3 x i32> %272, i64 0
  %274 = sext i32 %273 to i64
  call void @printI64(i64 %274)
  call void @printComma()
  %275 = extractelement <3 x i32> %272, i64 1
  %276 = sext i32 %275 to i64
  call void @printI64(i64 %276)
  call void @printComma()
  %277 = extractelement <3 x i32> %272, i64 2
  %278 = sext i32 %277 to i64
  call void @printI64(i64 %278)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %279 = extractvalue [2 x <3 x i32>] %0, 0
  %280 = extractelement <3 x i32> %279, i64 0
  %281 = extractelement <3 x i32> %279, i64 1
  %282 = extractelement <3 x i32> %279, i64 2
  %283 = extractvalue [2 x <3 x i32>] %0, 1
  %284 = extractelement <3 x i32> %283, i64 0
  %285 = extractelement <3 x i32> %283, i64 1
  %286 = extractelement <3 x i32> %283, i64 2
  %287 = insertelement <6 x i32> undef, i32 %280, i64 0
  %288 = insertelement <6 x i32> %287, i32 %281, i64 1
  %289 = insertelement <6 x i32> %288, i32 %282, i64 2
  %290 = insertelement <6 x i32> %289, i32 %284, i64 3
  %291 = insertelement <6 x i32> %290, i32 %285, i64 4
  %292 = insertelement <6 x i32> %291, i32 %286, i64 5
  call void @printOpen()
  %293 = extractelement <6 x i32> %292, i64 0
  %294 = sext i32 %293 to i64
  call void @printI64(i64 %294)
  call void @printComma()
  %295 = extractelement <6 x i32> %292, i64 1
  %296 = sext i32 %295 to i64
  call void @printI64(i64 %296)
  call void @printComma()
  %297 = extractelement <6 x i32> %292, i64 2
  %298 = sext i32 %297 to i64
  call void @printI64(i64 %298)
  call void @printComma()
  %299 = extractelement <6 x i32> %292, i64 3
  %300 = sext i32 %299 to i64
  call void @printI64(i64 %300)
  call void @printComma()
  %301 = extractelement <6 x i32> %292, i64 4
  %302 = sext i32 %301 to i64
  call void @printI64(i64 %302)
  call void @printComma()
  %303 = extractelement <6 x i32> %292, i64 5
  %304 = sext i32 %303 to i64
  call void @printI64(i64 %304)
  call void @printClose()
  call void @printNewline()
  %305 = extractelement <6 x i32> %2, i64 0
  %306 = extractelement <6 x i32> %2, i64 1
  %307 = extractelement <6 x i32> %2, i64 2
  %308 = extractelement <6 x i32> %2, i64 3
  %309 = extractelement <6 x i32> %2, i64 4
  %310 = extractelement <6 x i32> %2, i64 5
  %311 = insertelement <2 x i32> undef, i32 %305, i64 0
  %312 = insertelement <2 x i32> %311, i32 %306, i64 1
  %313 = insertvalue [3 x <2 x i32>] undef, <2 x i32> %312, 0
  %314 = insertelement <2 x i32> undef, i32 %307, i64 0
  %315 = insertelement <2 x i32> %314, i32 %308, i64 1
  %316 = insertvalue [3 x <2 x i32>] %313, <2 x i32> %315, 1
  %317 = insertelement <2 x i32> undef, i32 %309, i64 0
  %318 = insertelement <2 x i32> %317, i32 %310, i64 1
  %319 = insertvalue [3 x <2 x i32>] %316, <2 x i32> %318, 2
  call void @printOpen()
  %320 = extractvalue [3 x <2 x i32>] %319, 0
  call void @printOpen()
  %321 = extractelement <2 x i32> %320, i64 0
  %322 = sext i32 %321 to i64
  call void @printI64(i64 %322)
  call void @printComma()
  %323 = extractelement <2 x i32> %320, i64 1
  %324 = sext i32 %323 to i64
  call void @printI64(i64 %324)
  call void @printClose()
  call void @printComma()
  %325 = extractvalue [3 x <2 x i32>] %319, 1
  call void @printOpen()
  %326 = extractelement <2 x i32> %325, i64 0
  %327 = sext i32 %326 to i64
  call void @printI64(i64 %327)
  call void @printComma()
  %328 = extractelement <2 x i32> %325, i64 1
  %329 = sext i32 %328 to i64
  call void @printI64(i64 %329)
  call void @printClose()
  call void @printComma()
  %330 = extractvalue [3 x <2 x i32>] %319, 2
  call void @printOpen()
  %331 = extractelement <2 x i32> %330, i64 0
  %332 = sext i32 %331 to i64
  call void @printI64(i64 %332)
  call void @printComma()
  %333 = extractelement <2 x i32> %330, i64 1
  %334 = sext i32 %333 to i64
  call void @printI64(i64 %334)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %335 = extractvalue [2 x [3 x <4 x float>]] %1, 0
  %336 = extractvalue [3 x <4 x float>] %335, 0
  %337 = extractelement <4 x float> %336, i64 0
  %338 = extractelement <4 x float> %336, i64 1
  %339 = extractelement <4 x float> %336, i64 2
  %340 = extractelement <4 x float> %336, i64 3
  %341 = extractvalue [3 x <4 x float>] %335, 1
  %342 = extractelement <4 x float> %341, i64 0
  %343 = extractelement <4 x float> %341, i64 1
  %344 = extractelement <4 x float> %341, i64 2
  %345 = extractelement <4 x float> %341, i64 3
  %346 = extractvalue [3 x <4 x float>] %335, 2
  %347 = extractelement <4 x float> %346, i64 0
  %348 = extractelement <4 x float> %346, i64 1
  %349 = extractelement <4 x float> %346, i64 2
  %350 = extractelement <4 x float> %346, i64 3
  %351 = extractvalue [2 x [3 x <4 x float>]] %1, 1
  %352 = extractvalue [3 x <4 x float>] %351, 0
  %353 = extractelement <4 x float> %352, i64 0
  %354 = extractelement <4 x float> %352, i64 1
  %355 = extractelement <4 x float> %352, i64 2
  %356 = extractelement <4 x float> %352, i64 3
  %357 = extractvalue [3 x <4 x float>] %351, 1
  %358 = extractelement <4 x float> %357, i64 0
  %359 = extractelement <4 x float> %357, i64 1
  %360 = extractelement <4 x float> %357, i64 2
  %361 = extractelement <4 x float> %357, i64 3
  %362 = extractvalue [3 x <4 x float>] %351, 2
  %363 = extractelement <4 x float> %362, i64 0
  %364 = extractelement <4 x float> %362, i64 1
  %365 = extractelement <4 x float> %362, i64 2
  %366 = extractelement <4 x float> %362, i64 3
  %367 = insertelement <4 x float> undef, float %337, i64 0
  %368 = insertelement <4 x float> %367, float %338, i64 1
  %369 = insertelement <4 x float> %368, float %339, i64 2
  %370 = insertelement <4 x float> %369, float %340, i64 3
  %371 = insertvalue [6 x <4 x float>] undef, <4 x float> %370, 0
  %372 = insertelement <4 x float> undef, float %342, i64 0
  %373 = insertelement <4 x float> %372, float %343, i64 1
  %374 = insertelement <4 x float> %373, float %344, i64 2
  %375 = insertelement <4 x float> %374, float %345, i64 3
  %376 = insertvalue [6 x <4 x float>] %371, <4 x float> %375, 1
  %377 = insertelement <4 x float> undef, float %347, i64 0
  %378 = insertelement <4 x float> %377, float %348, i64 1
  %379 = insertelement <4 x float> %378, float %349, i64 2
  %380 = insertelement <4 x float> %379, float %350, i64 3
  %381 = insertvalue [6 x <4 x float>] %376, <4 x float> %380, 2
  %382 = insertelement <4 x float> undef, float %353, i64 0
  %383 = insertelement <4 x float> %382, float %354, i64 1
  %384 = insertelement <4 x float> %383, float %355, i64 2
  %385 = insertelement <4 x float> %384, float %356, i64 3
  %386 = insertvalue [6 x <4 x float>] %381, <4 x float> %385, 3
  %387 = insertelement <4 x float> undef, float %358, i64 0
  %388 = insertelement <4 x float> %387, float %359, i64 1
  %389 = insertelement <4 x float> %388, float %360, i64 2
  %390 = insertelement <4 x float> %389, float %361, i64 3
  %391 = insertvalue [6 x <4 x float>] %386, <4 x float> %390, 4
  %392 = insertelement <4 x float> undef, float %363, i64 0
  %393 = insertelement <4 x float> %392, float %364, i64 1
  %394 = insertelement <4 x float> %393, float %365, i64 2
  %395 = insertelement <4 x float> %394, float %366, i64 3
  %396 = insertvalue [6 x <4 x float>] %391, <4 x float> %395, 5
  call void @printOpen()
  %397 = extractvalue [6 x <4 x float>] %396, 0
  call void @printOpen()
  %398 = extractelement <4 x float> %397, i64 0
  call void @printF32(float %398)
  call void @printComma()
  %399 = extractelement <4 x float> %397, i64 1
  call void @printF32(float %399)
  call void @printComma()
  %400 = extractelement <4 x float> %397, i64 2
  call void @printF32(float %400)
  call void @printComma()
  %401 = extractelement <4 x float> %397, i64 3
  call void @printF32(float %401)
  call void @printClose()
  call void @printComma()
  %402 = extractvalue [6 x <4 x float>] %396, 1
  call void @printOpen()
  %403 = extractelement <4 x float> %402, i64 0
  call void @printF32(float %403)
  call void @printComma()
  %404 = extractelement <4 x float> %402, i64 1
  call void @printF32(float %404)
  call void @printComma()
  %405 = extractelement <4 x float> %402, i64 2
  call void @printF32(float %405)
  call void @printComma()
  %406 = extractelement <4 x float> %402, i64 3
  call void @printF32(float %406)
  call void @printClose()
  call void @printComma()
  %407 = extractvalue [6 x <4 x float>] %396, 2
  call void @printOpen()
  %408 = extractelement <4 x float> %407, i64 0
  call void @printF32(float %408)
  call void @printComma()
  %409 = extractelement <4 x float> %407, i64 1
  call void @printF32(float %409)
  call void @printComma()
  %410 = extractelement <4 x float> %407, i64 2
  call void @printF32(float %410)
  call void @printComma()
  %411 = extractelement <4 x float> %407, i64 3
  call void @printF32(float %411)
  call void @printClose()
  call void @printComma()
  %412 = extractvalue [6 x <4 x float>] %396, 3
  call void @printOpen()
  %413 = extractelement <4 x float> %412, i64 0
  call void @printF32(float %413)
  call void @printComma()
  %414 = extractelement <4 x float> %412, i64 1
  call void @printF32(float %414)
  call void @printComma()
  %415 = extractelement <4 x float> %412, i64 2
  call void @printF32(float %415)
  call void @printComma()
  %416 = extractelement <4 x float> %412, i64 3
  call void @printF32(float %416)
  call void @printClose()
  call void @printComma()
  %417 = extractvalue [6 x <4 x float>] %396, 4
  call void @printOpen()
  %418 = extractelement <4 x float> %417, i64 0
  call void @printF32(float %418)
  call void @printComma()
  %419 = extractelement <4 x float> %417, i64 1
  call void @printF32(float %419)
  call void @printComma()
  %420 = extractelement <4 x float> %417, i64 2
  call void @printF32(float %420)
  call void @printComma()
  %421 = extractelement <4 x float> %417, i64 3
  call void @printF32(float %421)
  call void @printClose()
  call void @printComma()
  %422 = extractvalue [6 x <4 x float>] %396, 5
  call void @printOpen()
  %423 = extractelement <4 x float> %422, i64 0
  call void @printF32(float %423)
  call void @printComma()
  %424 = extractelement <4 x float> %422, i64 1
  call void @printF32(float %424)
  call void @printComma()
  %425 = extractelement <4 x float> %422, i64 2
  call void @printF32(float %425)
  call void @printComma()
  %426 = extractelement <4 x float> %422, i64 3
  call void @printF32(float %426)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @t([2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], [2 x [3 x <4 x float>]] [[3 x <4 x float>] [<4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, <4 x float> <float 4.0, float 5.0, float 6.0, float 7.0>, <4 x float> <float 8.0, float 9.0, float 10.0, float 11.0>], [3 x <4 x float>] [<4 x float> <float 12.0, float 13.0, float 14.0, float 15.0>, <4 x float> <float 16.0, float 17.0, float 18.0, float 19.0>, <4 x float> <float 20.0, float 21.0, float 22.0, float 23.0>]], <6 x i32> <i32 10, i32 20, i32 30, i32 40, i32 50, i32 60>)
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
