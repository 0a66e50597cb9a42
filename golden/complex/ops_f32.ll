; ModuleID = 'ops_f32.mlir'
source_filename = "ops_f32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_i32(i32)

define void @show({ float, float } %0) {
bb0:
  %1 = extractvalue { float, float } %0, 0
  %2 = extractvalue { float, float } %0, 1
  %3 = extractvalue { float, float } %0, 0
  %4 = extractvalue { float, float } %0, 1
  call void @print_f32(float %1)
  call void @print_f32(float %4)
  ret void
}

define void @ops(float %0, float %1, float %2, float %3) {
bb0:
  %4 = insertvalue { float, float } undef, float %0, 0
  %5 = insertvalue { float, float } %4, float %1, 1
  %6 = insertvalue { float, float } undef, float %2, 0
  %7 = insertvalue { float, float } %6, float %3, 1
  %8 = extractvalue { float, float } %5, 0
  %9 = extractvalue { float, float } %5, 1
  %10 = fneg float %8
  %11 = fneg float %9
  %12 = insertvalue { float, float } undef, float %10, 0
  %13 = insertvalue { float, float } %12, float %11, 1
  call void @show({ float, float } %13)
  %14 = extractvalue { float, float } %5, 0
  %15 = extractvalue { float, float } %5, 1
  %16 = fneg float %15
  %17 = insertvalue { float, float } undef, float %14, 0
  %18 = insertvalue { float, float } %17, float %16, 1
  call void @show({ float, float } %18)
  %19 = extractvalue { float, float } %5, 0
  %20 = extractvalue { float, float } %5, 1
  %21 = call float @llvm.exp.f32(float %19)
  %22 = fmul float %19, 0.5
  %23 = call float @llvm.exp.f32(float %22)
  %24 = call float @llvm.cos.f32(float %20)
  %25 = call float @llvm.sin.f32(float %20)
  %26 = fcmp oeq float %21, 0x7FF0000000000000
  %27 = fcmp oeq float %20, 0.0
  %28 = fmul float %21, %24
  %29 = fmul float %23, %24
  %30 = fmul float %29, %23
  %31 = select i1 %26, float %30, float %28
  %32 = fmul float %21, %25
  %33 = fmul float %23, %25
  %34 = fmul float %33, %23
  %35 = select i1 %26, float %34, float %32
  %36 = select i1 %27, float 0.0, float %35
  %37 = insertvalue { float, float } undef, float %31, 0
  %38 = insertvalue { float, float } %37, float %36, 1
  call void @show({ float, float } %38)
  %39 = extractvalue { float, float } %5, 0
  %40 = extractvalue { float, float } %5, 1
  %41 = call float @llvm.fabs.f32(float %39)
  %42 = call float @llvm.fabs.f32(float %40)
  %43 = fcmp uno float %41, %42
  %44 = fcmp oeq float %41, %42
  %45 = fcmp oeq float %41, 0.0
  %46 = and i1 %44, %45
  %47 = or i1 %43, %46
  %48 = fadd float %41, %42
  %49 = fcmp ogt float %41, %42
  %50 = select i1 %49, float %41, float %42
  %51 = select i1 %47, float %48, float %50
  %52 = fcmp uno float %41, %42
  %53 = fcmp oeq float %41, %42
  %54 = fcmp oeq float %41, 0.0
  %55 = and i1 %53, %54
  %56 = or i1 %52, %55
  %57 = fneg float %41
  %58 = fneg float %42
  %59 = fadd float %57, %58
  %60 = fneg float %59
  %61 = fcmp olt float %41, %42
  %62 = select i1 %61, float %41, float %42
  %63 = select i1 %56, float %60, float %62
  %64 = fdiv float %63, %51
  %65 = fmul float %64, %64
  %66 = fadd float %65, 1.0
  %67 = call float @llvm.sqrt.f32(float %66)
  %68 = fmul float %51, %67
  %69 = fcmp uno float %68, %68
  %70 = select i1 %69, float %63, float %68
  %71 = call float @llvm.log.f32(float %70)
  %72 = call float @atan2f(float %40, float %39)
  %73 = insertvalue { float, float } undef, float %71, 0
  %74 = insertvalue { float, float } %73, float %72, 1
  call void @show({ float, float } %74)
  %75 = extractvalue { float, float } %5, 0
  %76 = extractvalue { float, float } %5, 1
  %77 = fadd float %75, 1.0
  %78 = call float @llvm.fabs.f32(float %77)
  %79 = call float @llvm.fabs.f32(float %76)
  %80 = fcmp uno float %78, %79
  %81 = fcmp oeq float %78, %79
  %82 = fcmp oeq float %78, 0.0
  %83 = and i1 %81, %82
  %84 = or i1 %80, %83
  %85 = fadd float %78, %79
  %86 = fcmp ogt float %78, %79
  %87 = select i1 %86, float %78, float %79
  %88 = select i1 %84, float %85, float %87
  %89 = fcmp uno float %78, %79
  %90 = fcmp oeq float %78, %79
  %91 = fcmp oeq float %78, 0.0
  %92 = and i1 %90, %91
  %93 = or i1 %89, %92
  %94 = fneg float %78
  %95 = fneg float %79
  %96 = fadd float %94, %95
  %97 = fneg float %96
  %98 = fcmp olt float %78, %79
  %99 = select i1 %98, float %78, float %79
  %100 = select i1 %93, float %97, float %99
  %101 = fcmp ogt float %77, %79
  %102 = fsub float %88, 1.0
  %103 = select i1 %101, float %75, float %102
  %104 = fdiv float %100, %88
  %105 = fadd float 1.0, %103
  %106 = call float @llvm.log.f32(float %105)
  %107 = fmul float %104, %104
  %108 = fadd float 1.0, %107
  %109 = call float @llvm.log.f32(float %108)
  %110 = fmul float 0.5, %109
  %111 = fadd float %110, %106
  %112 = fcmp uno float %111, %111
  %113 = select i1 %112, float %100, float %111
  %114 = call float @atan2f(float %76, float %77)
  %115 = insertvalue { float, float } undef, float %113, 0
  %116 = insertvalue { float, float } %115, float %114, 1
  call void @show({ float, float } %116)
  %117 = extractvalue { float, float } %5, 0
  %118 = extractvalue { float, float } %5, 1
  %119 = call float @llvm.exp.f32(float %117)
  %120 = fsub float %119, 1.0
  %121 = fadd float %120, 1.0
  %122 = call float @llvm.sin.f32(float %118)
  %123 = call float @llvm.cos.f32(float %118)
  %124 = fadd float %123, -1.0
  %125 = fmul float %118, %118
  %126 = fmul float %125, %125
  %127 = call float @llvm.fma.f32(float 4.737750719085304e-14, float %125, float -1.1470284791426089e-11)
  %128 = call float @llvm.fma.f32(float %127, float %125, float 2.0876753659138103e-9)
  %129 = call float @llvm.fma.f32(float %128, float %125, float -2.755731998149713e-7)
  %130 = call float @llvm.fma.f32(float %129, float %125, float 2.4801587642286904e-5)
  %131 = call float @llvm.fma.f32(float %130, float %125, float -0.0013888889225199819)
  %132 = call float @llvm.fma.f32(float %131, float %125, float 0.0416666679084301)
  %133 = fmul float %126, %132
  %134 = fmul float -0.5, %125
  %135 = fadd float %133, %134
  %136 = fcmp oge float %125, 0.6168500185012817
  %137 = select i1 %136, float %124, float %135
  %138 = fadd float %137, 1.0
  %139 = fmul float %120, %138
  %140 = fadd float %139, %137
  %141 = fcmp oeq float %118, 0.0
  %142 = fmul float %121, %122
  %143 = select i1 %141, float 0.0, float %142
  %144 = insertvalue { float, float } undef, float %140, 0
  %145 = insertvalue { float, float } %144, float %143, 1
  call void @show({ float, float } %145)
  %146 = extractvalue { float, float } %5, 0
  %147 = extractvalue { float, float } %5, 1
  %148 = call float @llvm.exp.f32(float %147)
  %149 = fmul float 0.5, %148
  %150 = fdiv float 0.5, %148
  %151 = call float @llvm.sin.f32(float %146)
  %152 = call float @llvm.cos.f32(float %146)
  %153 = fadd float %149, %150
  %154 = fmul float %153, %151
  %155 = fsub float %149, %150
  %156 = fmul float %155, %152
  %157 = insertvalue { float, float } undef, float %154, 0
  %158 = insertvalue { float, float } %157, float %156, 1
  call void @show({ float, float } %158)
  %159 = extractvalue { float, float } %5, 0
  %160 = extractvalue { float, float } %5, 1
  %161 = call float @llvm.exp.f32(float %160)
  %162 = fmul float 0.5, %161
  %163 = fdiv float 0.5, %161
  %164 = call float @llvm.sin.f32(float %159)
  %165 = call float @llvm.cos.f32(float %159)
  %166 = fadd float %163, %162
  %167 = fmul float %166, %165
  %168 = fsub float %163, %162
  %169 = fmul float %168, %164
  %170 = insertvalue { float, float } undef, float %167, 0
  %171 = insertvalue { float, float } %170, float %169, 1
  call void @show({ float, float } %171)
  %172 = extractvalue { float, float } %5, 0
  %173 = extractvalue { float, float } %5, 1
  %174 = fmul float %173, -1.0
  %175 = fadd float %174, %174
  %176 = fmul float -1.0, %175
  %177 = call float @llvm.exp.f32(float %175)
  %178 = fsub float %177, 1.0
  %179 = call float @llvm.exp.f32(float %176)
  %180 = fsub float %179, 1.0
  %181 = fsub float %178, %180
  %182 = call float @llvm.cos.f32(float %172)
  %183 = fmul float %182, %182
  %184 = fmul float %183, 4.0
  %185 = call float @llvm.sin.f32(float %172)
  %186 = fmul float %182, %185
  %187 = fmul float 4.0, %186
  %188 = fadd float %178, %180
  %189 = fadd float %188, %184
  %190 = fcmp oeq float %188, 0x7FF0000000000000
  %191 = call float @llvm.copysign.f32(float -1.0, float %174)
  %192 = fdiv float %181, %189
  %193 = select i1 %190, float %191, float %192
  %194 = fdiv float %187, %189
  %195 = call float @llvm.fabs.f32(float %174)
  %196 = fcmp oeq float %195, 0x7FF0000000000000
  %197 = fcmp oeq float %172, 0.0
  %198 = xor i1 %196, true
  %199 = fcmp uno float %187, %187
  %200 = and i1 %199, %198
  %201 = and i1 %196, %199
  %202 = or i1 %197, %201
  %203 = select i1 %200, float 0x7FF8000000000000, float %193
  %204 = select i1 %202, float 0.0, float %194
  %205 = fmul float %203, -1.0
  %206 = insertvalue { float, float } undef, float %204, 0
  %207 = insertvalue { float, float } %206, float %205, 1
  call void @show({ float, float } %207)
  %208 = extractvalue { float, float } %5, 0
  %209 = extractvalue { float, float } %5, 1
  %210 = fadd float %208, %208
  %211 = fmul float -1.0, %210
  %212 = call float @llvm.exp.f32(float %210)
  %213 = fsub float %212, 1.0
  %214 = call float @llvm.exp.f32(float %211)
  %215 = fsub float %214, 1.0
  %216 = fsub float %213, %215
  %217 = call float @llvm.cos.f32(float %209)
  %218 = fmul float %217, %217
  %219 = fmul float %218, 4.0
  %220 = call float @llvm.sin.f32(float %209)
  %221 = fmul float %217, %220
  %222 = fmul float 4.0, %221
  %223 = fadd float %213, %215
  %224 = fadd float %223, %219
  %225 = fcmp oeq float %223, 0x7FF0000000000000
  %226 = call float @llvm.copysign.f32(float -1.0, float %208)
  %227 = fdiv float %216, %224
  %228 = select i1 %225, float %226, float %227
  %229 = fdiv float %222, %224
  %230 = call float @llvm.fabs.f32(float %208)
  %231 = fcmp oeq float %230, 0x7FF0000000000000
  %232 = fcmp oeq float %209, 0.0
  %233 = xor i1 %231, true
  %234 = fcmp uno float %222, %222
  %235 = and i1 %234, %233
  %236 = and i1 %231, %234
  %237 = or i1 %232, %236
  %238 = select i1 %235, float 0x7FF8000000000000, float %228
  %239 = select i1 %237, float 0.0, float %229
  %240 = insertvalue { float, float } undef, float %238, 0
  %241 = insertvalue { float, float } %240, float %239, 1
  call void @show({ float, float } %241)
  %242 = extractvalue { float, float } %5, 0
  %243 = extractvalue { float, float } %5, 1
  %244 = call float @llvm.fabs.f32(float %242)
  %245 = call float @llvm.fabs.f32(float %243)
  %246 = fcmp uno float %244, %245
  %247 = fcmp oeq float %244, %245
  %248 = fcmp oeq float %244, 0.0
  %249 = and i1 %247, %248
  %250 = or i1 %246, %249
  %251 = fadd float %244, %245
  %252 = fcmp ogt float %244, %245
  %253 = select i1 %252, float %244, float %245
  %254 = select i1 %250, float %251, float %253
  %255 = fcmp uno float %244, %245
  %256 = fcmp oeq float %244, %245
  %257 = fcmp oeq float %244, 0.0
  %258 = and i1 %256, %257
  %259 = or i1 %255, %258
  %260 = fneg float %244
  %261 = fneg float %245
  %262 = fadd float %260, %261
  %263 = fneg float %262
  %264 = fcmp olt float %244, %245
  %265 = select i1 %264, float %244, float %245
  %266 = select i1 %259, float %263, float %265
  %267 = fdiv float %266, %254
  %268 = fmul float %267, %267
  %269 = fadd float %268, 1.0
  %270 = call float @llvm.sqrt.f32(float %254)
  %271 = call float @llvm.pow.f32(float %269, float 0.25)
  %272 = fmul float %270, %271
  %273 = fcmp uno float %272, %272
  %274 = select i1 %273, float %266, float %272
  %275 = call float @atan2f(float %243, float %242)
  %276 = fmul float %275, 0.5
  %277 = call float @llvm.cos.f32(float %276)
  %278 = call float @llvm.sin.f32(float %276)
  %279 = fcmp oeq float %278, 0.0
  %280 = fmul float %274, %277
  %281 = fmul float %274, %278
  %282 = select i1 %279, float 0.0, float %281
  %283 = call float @llvm.fabs.f32(float %243)
  %284 = fcmp oeq float %283, 0x7FF0000000000000
  %285 = fcmp one float %283, 0x7FF0000000000000
  %286 = fcmp oeq float %242, 0x7FF0000000000000
  %287 = fcmp oeq float %242, 0xFFF0000000000000
  %288 = and i1 %287, %285
  %289 = select i1 %288, float 0.0, float %280
  %290 = or i1 %284, %286
  %291 = select i1 %290, float 0x7FF0000000000000, float %289
  %292 = call float @llvm.copysign.f32(float 0x7FF0000000000000, float %243)
  %293 = fcmp uno float %274, %274
  %294 = select i1 %293, float 0x7FF8000000000000, float %282
  %295 = or i1 %284, %287
  %296 = select i1 %295, float %292, float %294
  %297 = fcmp oeq float %274, 0.0
  %298 = select i1 %297, float 0.0, float %291
  %299 = select i1 %297, float 0.0, float %296
  %300 = insertvalue { float, float } undef, float %298, 0
  %301 = insertvalue { float, float } %300, float %299, 1
  call void @show({ float, float } %301)
  %302 = extractvalue { float, float } %5, 0
  %303 = extractvalue { float, float } %5, 1
  %304 = call float @llvm.fabs.f32(float %302)
  %305 = call float @llvm.fabs.f32(float %303)
  %306 = fcmp uno float %304, %305
  %307 = fcmp oeq float %304, %305
  %308 = fcmp oeq float %304, 0.0
  %309 = and i1 %307, %308
  %310 = or i1 %306, %309
  %311 = fadd float %304, %305
  %312 = fcmp ogt float %304, %305
  %313 = select i1 %312, float %304, float %305
  %314 = select i1 %310, float %311, float %313
  %315 = fcmp uno float %304, %305
  %316 = fcmp oeq float %304, %305
  %317 = fcmp oeq float %304, 0.0
  %318 = and i1 %316, %317
  %319 = or i1 %315, %318
  %320 = fneg float %304
  %321 = fneg float %305
  %322 = fadd float %320, %321
  %323 = fneg float %322
  %324 = fcmp olt float %304, %305
  %325 = select i1 %324, float %304, float %305
  %326 = select i1 %319, float %323, float %325
  %327 = fdiv float %326, %314
  %328 = fmul float %327, %327
  %329 = fadd float %328, 1.0
  %330 = call float @llvm.sqrt.f32(float %329)
  %331 = fdiv float 1.0, %330
  %332 = call float @llvm.sqrt.f32(float %326)
  %333 = fdiv float 1.0, %332
  %334 = call float @llvm.sqrt.f32(float %314)
  %335 = fdiv float 1.0, %334
  %336 = call float @llvm.sqrt.f32(float %331)
  %337 = fmul float %335, %336
  %338 = fcmp uno float %337, %337
  %339 = select i1 %338, float %333, float %337
  %340 = call float @atan2f(float %303, float %302)
  %341 = fmul float %340, -0.5
  %342 = call float @llvm.cos.f32(float %341)
  %343 = call float @llvm.sin.f32(float %341)
  %344 = fmul float %339, %342
  %345 = fmul float %339, %343
  %346 = call float @llvm.copysign.f32(float 0.0, float %302)
  %347 = call float @llvm.copysign.f32(float 0.0, float %303)
  %348 = fmul float -1.0, %347
  %349 = call float @llvm.fabs.f32(float %302)
  %350 = call float @llvm.fabs.f32(float %303)
  %351 = fcmp oeq float %350, 0x7FF0000000000000
  %352 = fcmp uno float %302, %302
  %353 = fcmp oeq float %349, 0x7FF0000000000000
  %354 = and i1 %351, %352
  %355 = or i1 %354, %353
  %356 = select i1 %355, float %346, float %344
  %357 = select i1 %355, float %348, float %345
  %358 = fcmp oeq float %302, 0.0
  %359 = fcmp oeq float %303, 0.0
  %360 = and i1 %358, %359
  %361 = select i1 %360, float 0x7FF0000000000000, float %356
  %362 = select i1 %360, float 0x7FF8000000000000, float %357
  %363 = insertvalue { float, float } undef, float %361, 0
  %364 = insertvalue { float, float } %363, float %362, 1
  call void @show({ float, float } %364)
  %365 = extractvalue { float, float } %5, 0
  %366 = extractvalue { float, float } %5, 1
  %367 = fcmp oeq float %365, 0.0
  %368 = fcmp oeq float %366, 0.0
  %369 = and i1 %367, %368
  %370 = call float @llvm.fabs.f32(float %365)
  %371 = call float @llvm.fabs.f32(float %366)
  %372 = fcmp uno float %370, %371
  %373 = fcmp oeq float %370, %371
  %374 = fcmp oeq float %370, 0.0
  %375 = and i1 %373, %374
  %376 = or i1 %372, %375
  %377 = fadd float %370, %371
  %378 = fcmp ogt float %370, %371
  %379 = select i1 %378, float %370, float %371
  %380 = select i1 %376, float %377, float %379
  %381 = fcmp uno float %370, %371
  %382 = fcmp oeq float %370, %371
  %383 = fcmp oeq float %370, 0.0
  %384 = and i1 %382, %383
  %385 = or i1 %381, %384
  %386 = fneg float %370
  %387 = fneg float %371
  %388 = fadd float %386, %387
  %389 = fneg float %388
  %390 = fcmp olt float %370, %371
  %391 = select i1 %390, float %370, float %371
  %392 = select i1 %385, float %389, float %391
  %393 = fdiv float %392, %380
  %394 = fmul float %393, %393
  %395 = fadd float %394, 1.0
  %396 = call float @llvm.sqrt.f32(float %395)
  %397 = fmul float %380, %396
  %398 = fcmp uno float %397, %397
  %399 = select i1 %398, float %392, float %397
  %400 = fdiv float %365, %399
  %401 = fdiv float %366, %399
  %402 = select i1 %369, float %365, float %400
  %403 = select i1 %369, float %366, float %401
  %404 = insertvalue { float, float } undef, float %402, 0
  %405 = insertvalue { float, float } %404, float %403, 1
  call void @show({ float, float } %405)
  %406 = extractvalue { float, float } %5, 0
  %407 = extractvalue { float, float } %5, 1
  %408 = extractvalue { float, float } %7, 0
  %409 = extractvalue { float, float } %7, 1
  %410 = fadd float %406, %408
  %411 = fadd float %407, %409
  %412 = insertvalue { float, float } undef, float %410, 0
  %413 = insertvalue { float, float } %412, float %411, 1
  call void @show({ float, float } %413)
  %414 = extractvalue { float, float } %5, 0
  %415 = extractvalue { float, float } %5, 1
  %416 = extractvalue { float, float } %7, 0
  %417 = extractvalue { float, float } %7, 1
  %418 = fsub float %414, %416
  %419 = fsub float %415, %417
  %420 = insertvalue { float, float } undef, float %418, 0
  %421 = insertvalue { float, float } %420, float %419, 1
  call void @show({ float, float } %421)
  %422 = extractvalue { float, float } %5, 0
  %423 = extractvalue { float, float } %5, 1
  %424 = extractvalue { float, float } %7, 0
  %425 = extractvalue { float, float } %7, 1
  %426 = fmul float %422, %424
  %427 = fmul float %423, %425
  %428 = fsub float %426, %427
  %429 = fmul float %423, %424
  %430 = fmul float %422, %425
  %431 = fadd float %429, %430
  %432 = insertvalue { float, float } undef, float %428, 0
  %433 = insertvalue { float, float } %432, float %431, 1
  call void @show({ float, float } %433)
  %434 = extractvalue { float, float } %5, 0
  %435 = extractvalue { float, float } %5, 1
  %436 = extractvalue { float, float } %7, 0
  %437 = extractvalue { float, float } %7, 1
  %438 = fdiv float %436, %437
  %439 = fmul float %438, %436
  %440 = fadd float %437, %439
  %441 = fmul float %434, %438
  %442 = fadd float %441, %435
  %443 = fdiv float %442, %440
  %444 = fmul float %435, %438
  %445 = fsub float %444, %434
  %446 = fdiv float %445, %440
  %447 = fdiv float %437, %436
  %448 = fmul float %447, %437
  %449 = fadd float %436, %448
  %450 = fmul float %435, %447
  %451 = fadd float %434, %450
  %452 = fdiv float %451, %449
  %453 = fmul float %434, %447
  %454 = fsub float %435, %453
  %455 = fdiv float %454, %449
  %456 = call float @llvm.fabs.f32(float %436)
  %457 = fcmp oeq float %456, 0.0
  %458 = call float @llvm.fabs.f32(float %437)
  %459 = fcmp oeq float %458, 0.0
  %460 = fcmp ord float %434, 0.0
  %461 = fcmp ord float %435, 0.0
  %462 = or i1 %460, %461
  %463 = and i1 %457, %459
  %464 = and i1 %462, %463
  %465 = call float @llvm.copysign.f32(float 0x7FF0000000000000, float %436)
  %466 = fmul float %465, %434
  %467 = fmul float %465, %435
  %468 = fcmp one float %456, 0x7FF0000000000000
  %469 = fcmp one float %458, 0x7FF0000000000000
  %470 = and i1 %468, %469
  %471 = call float @llvm.fabs.f32(float %434)
  %472 = fcmp oeq float %471, 0x7FF0000000000000
  %473 = call float @llvm.fabs.f32(float %435)
  %474 = fcmp oeq float %473, 0x7FF0000000000000
  %475 = or i1 %472, %474
  %476 = and i1 %475, %470
  %477 = select i1 %472, float 1.0, float 0.0
  %478 = call float @llvm.copysign.f32(float %477, float %434)
  %479 = select i1 %474, float 1.0, float 0.0
  %480 = call float @llvm.copysign.f32(float %479, float %435)
  %481 = fmul float %478, %436
  %482 = fmul float %480, %437
  %483 = fadd float %481, %482
  %484 = fmul float 0x7FF0000000000000, %483
  %485 = fmul float %478, %437
  %486 = fmul float %480, %436
  %487 = fsub float %486, %485
  %488 = fmul float 0x7FF0000000000000, %487
  %489 = fcmp one float %471, 0x7FF0000000000000
  %490 = fcmp one float %473, 0x7FF0000000000000
  %491 = and i1 %489, %490
  %492 = fcmp oeq float %456, 0x7FF0000000000000
  %493 = fcmp oeq float %458, 0x7FF0000000000000
  %494 = or i1 %492, %493
  %495 = and i1 %491, %494
  %496 = select i1 %492, float 1.0, float 0.0
  %497 = call float @llvm.copysign.f32(float %496, float %436)
  %498 = select i1 %493, float 1.0, float 0.0
  %499 = call float @llvm.copysign.f32(float %498, float %437)
  %500 = fmul float %434, %497
  %501 = fmul float %435, %499
  %502 = fadd float %500, %501
  %503 = fmul float 0.0, %502
  %504 = fmul float %435, %497
  %505 = fmul float %434, %499
  %506 = fsub float %504, %505
  %507 = fmul float 0.0, %506
  %508 = fcmp olt float %456, %458
  %509 = select i1 %508, float %443, float %452
  %510 = select i1 %508, float %446, float %455
  %511 = select i1 %495, float %503, float %509
  %512 = select i1 %495, float %507, float %510
  %513 = select i1 %476, float %484, float %511
  %514 = select i1 %476, float %488, float %512
  %515 = select i1 %464, float %466, float %513
  %516 = select i1 %464, float %467, float %514
  %517 = fcmp uno float %509, 0.0
  %518 = fcmp uno float %510, 0.0
  %519 = and i1 %517, %518
  %520 = select i1 %519, float %515, float %509
  %521 = select i1 %519, float %516, float %510
  %522 = insertvalue { float, float } undef, float %520, 0
  %523 = insertvalue { float, float } %522, float %521, 1
  call void @show({ float, float } %523)
  %524 = extractvalue { float, float } %5, 0
  %525 = extractvalue { float, float } %5, 1
  %526 = extractvalue { float, float } %7, 0
  %527 = extractvalue { float, float } %7, 1
  %528 = call float @llvm.fabs.f32(float %524)
  %529 = call float @llvm.fabs.f32(float %525)
  %530 = fcmp uno float %528, %529
  %531 = fcmp oeq float %528, %529
  %532 = fcmp oeq float %528, 0.0
  %533 = and i1 %531, %532
  %534 = or i1 %530, %533
  %535 = fadd float %528, %529
  %536 = fcmp ogt float %528, %529
  %537 = select i1 %536, float %528, float %529
  %538 = select i1 %534, float %535, float %537
  %539 = fcmp uno float %528, %529
  %540 = fcmp oeq float %528, %529
  %541 = fcmp oeq float %528, 0.0
  %542 = and i1 %540, %541
  %543 = or i1 %539, %542
  %544 = fneg float %528
  %545 = fneg float %529
  %546 = fadd float %544, %545
  %547 = fneg float %546
  %548 = fcmp olt float %528, %529
  %549 = select i1 %548, float %528, float %529
  %550 = select i1 %543, float %547, float %549
  %551 = fdiv float %550, %538
  %552 = fmul float %551, %551
  %553 = fadd float %552, 1.0
  %554 = call float @llvm.sqrt.f32(float %553)
  %555 = fmul float %538, %554
  %556 = fcmp uno float %555, %555
  %557 = select i1 %556, float %550, float %555
  %558 = call float @llvm.pow.f32(float %557, float %526)
  %559 = fneg float %527
  %560 = call float @atan2f(float %525, float %524)
  %561 = fmul float %559, %560
  %562 = call float @llvm.exp.f32(float %561)
  %563 = fmul float %558, %562
  %564 = call float @llvm.log.f32(float %557)
  %565 = fmul float %526, %560
  %566 = fmul float %527, %564
  %567 = fadd float %565, %566
  %568 = call float @llvm.cos.f32(float %567)
  %569 = call float @llvm.sin.f32(float %567)
  %570 = fcmp oeq float %557, 0.0
  %571 = fcmp oeq float %527, 0.0
  %572 = fcmp oeq float %526, 0.0
  %573 = fcmp oeq float %525, 0.0
  %574 = fcmp ole float 0.0, %526
  %575 = fmul float %563, %568
  %576 = fmul float %563, %569
  %577 = select i1 %572, float 1.0, float 0.0
  %578 = and i1 %570, %571
  %579 = and i1 %578, %574
  %580 = select i1 %579, float %577, float %575
  %581 = select i1 %579, float 0.0, float %576
  %582 = and i1 %572, %571
  %583 = select i1 %582, float 1.0, float %580
  %584 = select i1 %582, float 0.0, float %581
  %585 = fcmp oeq float %524, 1.0
  %586 = and i1 %585, %573
  %587 = select i1 %586, float 1.0, float %583
  %588 = select i1 %586, float 0.0, float %584
  %589 = fcmp oeq float %524, 0x7FF0000000000000
  %590 = and i1 %589, %573
  %591 = fcmp ogt float %526, 0.0
  %592 = and i1 %571, %591
  %593 = and i1 %590, %592
  %594 = select i1 %593, float 0x7FF0000000000000, float %587
  %595 = select i1 %593, float 0.0, float %588
  %596 = fcmp olt float %526, 0.0
  %597 = and i1 %571, %596
  %598 = and i1 %590, %597
  %599 = select i1 %598, float 0.0, float %594
  %600 = select i1 %598, float 0.0, float %595
  %601 = insertvalue { float, float } undef, float %599, 0
  %602 = insertvalue { float, float } %601, float %600, 1
  call void @show({ float, float } %602)
  %603 = extractvalue { float, float } %5, 0
  %604 = extractvalue { float, float } %5, 1
  call void @print_f32(float %603)
  %605 = extractvalue { float, float } %5, 0
  %606 = extractvalue { float, float } %5, 1
  call void @print_f32(float %606)
  %607 = extractvalue { float, float } %5, 0
  %608 = extractvalue { float, float } %5, 1
  %609 = call float @llvm.fabs.f32(float %607)
  %610 = call float @llvm.fabs.f32(float %608)
  %611 = fcmp uno float %609, %610
  %612 = fcmp oeq float %609, %610
  %613 = fcmp oeq float %609, 0.0
  %614 = and i1 %612, %613
  %615 = or i1 %611, %614
  %616 = fadd float %609, %610
  %617 = fcmp ogt float %609, %610
  %618 = select i1 %617, float %609, float %610
  %619 = select i1 %615, float %616, float %618
  %620 = fcmp uno float %609, %610
  %621 = fcmp oeq float %609, %610
  %622 = fcmp oeq float %609, 0.0
  %623 = and i1 %621, %622
  %624 = or i1 %620, %623
  %625 = fneg float %609
  %626 = fneg float %610
  %627 = fadd float %625, %626
  %628 = fneg float %627
  %629 = fcmp olt float %609, %610
  %630 = select i1 %629, float %609, float %610
  %631 = select i1 %624, float %628, float %630
  %632 = fdiv float %631, %619
  %633 = fmul float %632, %632
  %634 = fadd float %633, 1.0
  %635 = call float @llvm.sqrt.f32(float %634)
  %636 = fmul float %619, %635
  %637 = fcmp uno float %636, %636
  %638 = select i1 %637, float %631, float %636
  call void @print_f32(float %638)
  %639 = extractvalue { float, float } %5, 0
  %640 = extractvalue { float, float } %5, 1
  %641 = call float @atan2f(float %640, float %639)
  call void @print_f32(float %641)
  %642 = extractvalue { float, float } %5, 0
  %643 = extractvalue { float, float } %5, 1
  %644 = extractvalue { float, float } %7, 0
  %645 = extractvalue { float, float } %7, 1
  %646 = fcmp oeq float %642, %644
  %647 = fcmp oeq float %643, %645
  %648 = and i1 %646, %647
  %649 = zext i1 %648 to i32
  call void @print_i32(i32 %649)
  %650 = extractvalue { float, float } %5, 0
  %651 = extractvalue { float, float } %5, 1
  %652 = extractvalue { float, float } %7, 0
  %653 = extractvalue { float, float } %7, 1
  %654 = fcmp une float %650, %652
  %655 = fcmp une float %651, %653
  %656 = or i1 %654, %655
  %657 = zext i1 %656 to i32
  call void @print_i32(i32 %657)
  %658 = extractvalue { float, float } %5, 0
  %659 = extractvalue { float, float } %5, 1
  %660 = extractvalue { float, float } %5, 0
  %661 = extractvalue { float, float } %5, 1
  %662 = fcmp oeq float %658, %660
  %663 = fcmp oeq float %659, %661
  %664 = and i1 %662, %663
  %665 = zext i1 %664 to i32
  call void @print_i32(i32 %665)
  %666 = extractvalue { float, float } %5, 0
  %667 = extractvalue { float, float } %5, 1
  %668 = extractvalue { float, float } %5, 0
  %669 = extractvalue { float, float } %5, 1
  %670 = fcmp une float %666, %668
  %671 = fcmp une float %667, %669
  %672 = or i1 %670, %671
  %673 = zext i1 %672 to i32
  call void @print_i32(i32 %673)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(float 1.5, float -2.0, float 0.25, float 0.75)
  call void @ops(float -0.5, float 3.0, float 2.0, float -1.0)
  call void @ops(float 9.999999933815813e36, float 9.999999933815813e36, float 1.9999999867631625e37, float 9.999999933815813e36)
  call void @ops(float 3.4028234663852886e38, float 3.4028234663852886e38, float 0.5, float 0.5)
  call void @ops(float 9.99999991097579e-38, float 2.999999973292737e-37, float 1.401298464324817e-45, float 2.000003233207595e-40)
  call void @ops(float 0.0, float 0.0, float -0.0, float 0.0)
  call void @ops(float 1.0, float 1.0, float 0.0, float 0.0)
  call void @ops(float 0x7FF0000000000000, float 1.0, float 2.0, float 3.0)
  call void @ops(float 1.0, float 0xFFF0000000000000, float 0x7FF0000000000000, float 0.0)
  call void @ops(float 0x7FF8000000000000, float 1.0, float 1.0, float 0x7FF8000000000000)
  call void @ops(float -0.0, float -2.0, float 0.0, float 0xFFF0000000000000)
  call void @ops(float 40.0, float -30.0, float 1.0, float 0.0)
  %0 = insertvalue { float, float } undef, float -1.25, 0
  %1 = insertvalue { float, float } %0, float 0.0024999999441206455, 1
  call void @show({ float, float } %1)
  ret i32 0
}

declare float @llvm.exp.f32(float)

declare float @llvm.cos.f32(float)

declare float @llvm.sin.f32(float)

declare float @llvm.fabs.f32(float)

declare float @llvm.sqrt.f32(float)

declare float @llvm.log.f32(float)

declare float @atan2f(float, float)

declare float @llvm.fma.f32(float, float, float)

declare float @llvm.copysign.f32(float, float)

declare float @llvm.pow.f32(float, float)
