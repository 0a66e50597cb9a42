; ModuleID = 'ops_f64.mlir'
source_filename = "ops_f64.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

declare void @print_i32(i32)

define void @show({ double, double } %0) {
bb0:
  %1 = extractvalue { double, double } %0, 0
  %2 = extractvalue { double, double } %0, 1
  %3 = extractvalue { double, double } %0, 0
  %4 = extractvalue { double, double } %0, 1
  call void @print_f64(double %1)
  call void @print_f64(double %4)
  ret void
}

define void @ops(double %0, double %1, double %2, double %3) {
bb0:
  %4 = insertvalue { double, double } undef, double %0, 0
  %5 = insertvalue { double, double } %4, double %1, 1
  %6 = insertvalue { double, double } undef, double %2, 0
  %7 = insertvalue { double, double } %6, double %3, 1
  %8 = extractvalue { double, double } %5, 0
  %9 = extractvalue { double, double } %5, 1
  %10 = fneg double %8
  %11 = fneg double %9
  %12 = insertvalue { double, double } undef, double %10, 0
  %13 = insertvalue { double, double } %12, double %11, 1
  call void @show({ double, double } %13)
  %14 = extractvalue { double, double } %5, 0
  %15 = extractvalue { double, double } %5, 1
  %16 = fneg double %15
  %17 = insertvalue { double, double } undef, double %14, 0
  %18 = insertvalue { double, double } %17, double %16, 1
  call void @show({ double, double } %18)
  %19 = extractvalue { double, double } %5, 0
  %20 = extractvalue { double, double } %5, 1
  %21 = call double @llvm.exp.f64(double %19)
  %22 = fmul double %19, 0.5
  %23 = call double @llvm.exp.f64(double %22)
  %24 = call double @llvm.cos.f64(double %20)
  %25 = call double @llvm.sin.f64(double %20)
  %26 = fcmp oeq double %21, 0x7FF0000000000000
  %27 = fcmp oeq double %20, 0.0
  %28 = fmul double %21, %24
  %29 = fmul double %23, %24
  %30 = fmul double %29, %23
  %31 = select i1 %26, double %30, double %28
  %32 = fmul double %21, %25
  %33 = fmul double %23, %25
  %34 = fmul double %33, %23
  %35 = select i1 %26, double %34, double %32
  %36 = select i1 %27, double 0.0, double %35
  %37 = insertvalue { double, double } undef, double %31, 0
  %38 = insertvalue { double, double } %37, double %36, 1
  call void @show({ double, double } %38)
  %39 = extractvalue { double, double } %5, 0
  %40 = extractvalue { double, double } %5, 1
  %41 = call double @llvm.fabs.f64(double %39)
  %42 = call double @llvm.fabs.f64(double %40)
  %43 = fcmp uno double %41, %42
  %44 = fcmp oeq double %41, %42
  %45 = fcmp oeq double %41, 0.0
  %46 = and i1 %44, %45
  %47 = or i1 %43, %46
  %48 = fadd double %41, %42
  %49 = fcmp ogt double %41, %42
  %50 = select i1 %49, double %41, double %42
  %51 = select i1 %47, double %48, double %50
  %52 = fcmp uno double %41, %42
  %53 = fcmp oeq double %41, %42
  %54 = fcmp oeq double %41, 0.0
  %55 = and i1 %53, %54
  %56 = or i1 %52, %55
  %57 = fneg double %41
  %58 = fneg double %42
  %59 = fadd double %57, %58
  %60 = fneg double %59
  %61 = fcmp olt double %41, %42
  %62 = select i1 %61, double %41, double %42
  %63 = select i1 %56, double %60, double %62
  %64 = fdiv double %63, %51
  %65 = fmul double %64, %64
  %66 = fadd double %65, 1.0
  %67 = call double @llvm.sqrt.f64(double %66)
  %68 = fmul double %51, %67
  %69 = fcmp uno double %68, %68
  %70 = select i1 %69, double %63, double %68
  %71 = call double @llvm.log.f64(double %70)
  %72 = call double @atan2(double %40, double %39)
  %73 = insertvalue { double, double } undef, double %71, 0
  %74 = insertvalue { double, double } %73, double %72, 1
  call void @show({ double, double } %74)
  %75 = extractvalue { double, double } %5, 0
  %76 = extractvalue { double, double } %5, 1
  %77 = fadd double %75, 1.0
  %78 = call double @llvm.fabs.f64(double %77)
  %79 = call double @llvm.fabs.f64(double %76)
  %80 = fcmp uno double %78, %79
  %81 = fcmp oeq double %78, %79
  %82 = fcmp oeq double %78, 0.0
  %83 = and i1 %81, %82
  %84 = or i1 %80, %83
  %85 = fadd double %78, %79
  %86 = fcmp ogt double %78, %79
  %87 = select i1 %86, double %78, double %79
  %88 = select i1 %84, double %85, double %87
  %89 = fcmp uno double %78, %79
  %90 = fcmp oeq double %78, %79
  %91 = fcmp oeq double %78, 0.0
  %92 = and i1 %90, %91
  %93 = or i1 %89, %92
  %94 = fneg double %78
  %95 = fneg double %79
  %96 = fadd double %94, %95
  %97 = fneg double %96
  %98 = fcmp olt double %78, %79
  %99 = select i1 %98, double %78, double %79
  %100 = select i1 %93, double %97, double %99
  %101 = fcmp ogt double %77, %79
  %102 = fsub double %88, 1.0
  %103 = select i1 %101, double %75, double %102
  %104 = fdiv double %100, %88
  %105 = fadd double 1.0, %103
  %106 = call double @llvm.log.f64(double %105)
  %107 = fmul double %104, %104
  %108 = fadd double 1.0, %107
  %109 = call double @llvm.log.f64(double %108)
  %110 = fmul double 0.5, %109
  %111 = fadd double %110, %106
  %112 = fcmp uno double %111, %111
  %113 = select i1 %112, double %100, double %111
  %114 = call double @atan2(double %76, double %77)
  %115 = insertvalue { double, double } undef, double %113, 0
  %116 = insertvalue { double, double } %115, double %114, 1
  call void @show({ double, double } %116)
  %117 = extractvalue { double, double } %5, 0
  %118 = extractvalue { double, double } %5, 1
  %119 = call double @llvm.exp.f64(double %117)
  %120 = fsub double %119, 1.0
  %121 = fadd double %120, 1.0
  %122 = call double @llvm.sin.f64(double %118)
  %123 = call double @llvm.cos.f64(double %118)
  %124 = fadd double %123, -1.0
  %125 = fmul double %118, %118
  %126 = fmul double %125, %125
  %127 = call double @llvm.fma.f64(double 4.737750796424621e-14, double %125, double -1.147028484342536e-11)
  %128 = call double @llvm.fma.f64(double %127, double %125, double 2.087675428708152e-9)
  %129 = call double @llvm.fma.f64(double %128, double %125, double -2.755731921499979e-7)
  %130 = call double @llvm.fma.f64(double %129, double %125, double 2.480158730157055e-5)
  %131 = call double @llvm.fma.f64(double %130, double %125, double -0.0013888888888888872)
  %132 = call double @llvm.fma.f64(double %131, double %125, double 0.041666666666666664)
  %133 = fmul double %126, %132
  %134 = fmul double -0.5, %125
  %135 = fadd double %133, %134
  %136 = fcmp oge double %125, 0.61685
  %137 = select i1 %136, double %124, double %135
  %138 = fadd double %137, 1.0
  %139 = fmul double %120, %138
  %140 = fadd double %139, %137
  %141 = fcmp oeq double %118, 0.0
  %142 = fmul double %121, %122
  %143 = select i1 %141, double 0.0, double %142
  %144 = insertvalue { double, double } undef, double %140, 0
  %145 = insertvalue { double, double } %144, double %143, 1
  call void @show({ double, double } %145)
  %146 = extractvalue { double, double } %5, 0
  %147 = extractvalue { double, double } %5, 1
  %148 = call double @llvm.exp.f64(double %147)
  %149 = fmul double 0.5, %148
  %150 = fdiv double 0.5, %148
  %151 = call double @llvm.sin.f64(double %146)
  %152 = call double @llvm.cos.f64(double %146)
  %153 = fadd double %149, %150
  %154 = fmul double %153, %151
  %155 = fsub double %149, %150
  %156 = fmul double %155, %152
  %157 = insertvalue { double, double } undef, double %154, 0
  %158 = insertvalue { double, double } %157, double %156, 1
  call void @show({ double, double } %158)
  %159 = extractvalue { double, double } %5, 0
  %160 = extractvalue { double, double } %5, 1
  %161 = call double @llvm.exp.f64(double %160)
  %162 = fmul double 0.5, %161
  %163 = fdiv double 0.5, %161
  %164 = call double @llvm.sin.f64(double %159)
  %165 = call double @llvm.cos.f64(double %159)
  %166 = fadd double %163, %162
  %167 = fmul double %166, %165
  %168 = fsub double %163, %162
  %169 = fmul double %168, %164
  %170 = insertvalue { double, double } undef, double %167, 0
  %171 = insertvalue { double, double } %170, double %169, 1
  call void @show({ double, double } %171)
  %172 = extractvalue { double, double } %5, 0
  %173 = extractvalue { double, double } %5, 1
  %174 = fmul double %173, -1.0
  %175 = fadd double %174, %174
  %176 = fmul double -1.0, %175
  %177 = call double @llvm.exp.f64(double %175)
  %178 = fsub double %177, 1.0
  %179 = call double @llvm.exp.f64(double %176)
  %180 = fsub double %179, 1.0
  %181 = fsub double %178, %180
  %182 = call double @llvm.cos.f64(double %172)
  %183 = fmul double %182, %182
  %184 = fmul double %183, 4.0
  %185 = call double @llvm.sin.f64(double %172)
  %186 = fmul double %182, %185
  %187 = fmul double 4.0, %186
  %188 = fadd double %178, %180
  %189 = fadd double %188, %184
  %190 = fcmp oeq double %188, 0x7FF0000000000000
  %191 = call double @llvm.copysign.f64(double -1.0, double %174)
  %192 = fdiv double %181, %189
  %193 = select i1 %190, double %191, double %192
  %194 = fdiv double %187, %189
  %195 = call double @llvm.fabs.f64(double %174)
  %196 = fcmp oeq double %195, 0x7FF0000000000000
  %197 = fcmp oeq double %172, 0.0
  %198 = xor i1 %196, true
  %199 = fcmp uno double %187, %187
  %200 = and i1 %199, %198
  %201 = and i1 %196, %199
  %202 = or i1 %197, %201
  %203 = select i1 %200, double 0x7FF8000000000000, double %193
  %204 = select i1 %202, double 0.0, double %194
  %205 = fmul double %203, -1.0
  %206 = insertvalue { double, double } undef, double %204, 0
  %207 = insertvalue { double, double } %206, double %205, 1
  call void @show({ double, double } %207)
  %208 = extractvalue { double, double } %5, 0
  %209 = extractvalue { double, double } %5, 1
  %210 = fadd double %208, %208
  %211 = fmul double -1.0, %210
  %212 = call double @llvm.exp.f64(double %210)
  %213 = fsub double %212, 1.0
  %214 = call double @llvm.exp.f64(double %211)
  %215 = fsub double %214, 1.0
  %216 = fsub double %213, %215
  %217 = call double @llvm.cos.f64(double %209)
  %218 = fmul double %217, %217
  %219 = fmul double %218, 4.0
  %220 = call double @llvm.sin.f64(double %209)
  %221 = fmul double %217, %220
  %222 = fmul double 4.0, %221
  %223 = fadd double %213, %215
  %224 = fadd double %223, %219
  %225 = fcmp oeq double %223, 0x7FF0000000000000
  %226 = call double @llvm.copysign.f64(double -1.0, double %208)
  %227 = fdiv double %216, %224
  %228 = select i1 %225, double %226, double %227
  %229 = fdiv double %222, %224
  %230 = call double @llvm.fabs.f64(double %208)
  %231 = fcmp oeq double %230, 0x7FF0000000000000
  %232 = fcmp oeq double %209, 0.0
  %233 = xor i1 %231, true
  %234 = fcmp uno double %222, %222
  %235 = and i1 %234, %233
  %236 = and i1 %231, %234
  %237 = or i1 %232, %236
  %238 = select i1 %235, double 0x7FF8000000000000, double %228
  %239 = select i1 %237, double 0.0, double %229
  %240 = insertvalue { double, double } undef, double %238, 0
  %241 = insertvalue { double, double } %240, double %239, 1
  call void @show({ double, double } %241)
  %242 = extractvalue { double, double } %5, 0
  %243 = extractvalue { double, double } %5, 1
  %244 = call double @llvm.fabs.f64(double %242)
  %245 = call double @llvm.fabs.f64(double %243)
  %246 = fcmp uno double %244, %245
  %247 = fcmp oeq double %244, %245
  %248 = fcmp oeq double %244, 0.0
  %249 = and i1 %247, %248
  %250 = or i1 %246, %249
  %251 = fadd double %244, %245
  %252 = fcmp ogt double %244, %245
  %253 = select i1 %252, double %244, double %245
  %254 = select i1 %250, double %251, double %253
  %255 = fcmp uno double %244, %245
  %256 = fcmp oeq double %244, %245
  %257 = fcmp oeq double %244, 0.0
  %258 = and i1 %256, %257
  %259 = or i1 %255, %258
  %260 = fneg double %244
  %261 = fneg double %245
  %262 = fadd double %260, %261
  %263 = fneg double %262
  %264 = fcmp olt double %244, %245
  %265 = select i1 %264, double %244, double %245
  %266 = select i1 %259, double %263, double %265
  %267 = fdiv double %266, %254
  %268 = fmul double %267, %267
  %269 = fadd double %268, 1.0
  %270 = call double @llvm.sqrt.f64(double %254)
  %271 = call double @llvm.pow.f64(double %269, double 0.25)
  %272 = fmul double %270, %271
  %273 = fcmp uno double %272, %272
  %274 = select i1 %273, double %266, double %272
  %275 = call double @atan2(double %243, double %242)
  %276 = fmul double %275, 0.5
  %277 = call double @llvm.cos.f64(double %276)
  %278 = call double @llvm.sin.f64(double %276)
  %279 = fcmp oeq double %278, 0.0
  %280 = fmul double %274, %277
  %281 = fmul double %274, %278
  %282 = select i1 %279, double 0.0, double %281
  %283 = call double @llvm.fabs.f64(double %243)
  %284 = fcmp oeq double %283, 0x7FF0000000000000
  %285 = fcmp one double %283, 0x7FF0000000000000
  %286 = fcmp oeq double %242, 0x7FF0000000000000
  %287 = fcmp oeq double %242, 0xFFF0000000000000
  %288 = and i1 %287, %285
  %289 = select i1 %288, double 0.0, double %280
  %290 = or i1 %284, %286
  %291 = select i1 %290, double 0x7FF0000000000000, double %289
  %292 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %243)
  %293 = fcmp uno double %274, %274
  %294 = select i1 %293, double 0x7FF8000000000000, double %282
  %295 = or i1 %284, %287
  %296 = select i1 %295, double %292, double %294
  %297 = fcmp oeq double %274, 0.0
  %298 = select i1 %297, double 0.0, double %291
  %299 = select i1 %297, double 0.0, double %296
  %300 = insertvalue { double, double } undef, double %298, 0
  %301 = insertvalue { double, double } %300, double %299, 1
  call void @show({ double, double } %301)
  %302 = extractvalue { double, double } %5, 0
  %303 = extractvalue { double, double } %5, 1
  %304 = call double @llvm.fabs.f64(double %302)
  %305 = call double @llvm.fabs.f64(double %303)
  %306 = fcmp uno double %304, %305
  %307 = fcmp oeq double %304, %305
  %308 = fcmp oeq double %304, 0.0
  %309 = and i1 %307, %308
  %310 = or i1 %306, %309
  %311 = fadd double %304, %305
  %312 = fcmp ogt double %304, %305
  %313 = select i1 %312, double %304, double %305
  %314 = select i1 %310, double %311, double %313
  %315 = fcmp uno double %304, %305
  %316 = fcmp oeq double %304, %305
  %317 = fcmp oeq double %304, 0.0
  %318 = and i1 %316, %317
  %319 = or i1 %315, %318
  %320 = fneg double %304
  %321 = fneg double %305
  %322 = fadd double %320, %321
  %323 = fneg double %322
  %324 = fcmp olt double %304, %305
  %325 = select i1 %324, double %304, double %305
  %326 = select i1 %319, double %323, double %325
  %327 = fdiv double %326, %314
  %328 = fmul double %327, %327
  %329 = fadd double %328, 1.0
  %330 = call double @llvm.sqrt.f64(double %329)
  %331 = fdiv double 1.0, %330
  %332 = call double @llvm.sqrt.f64(double %326)
  %333 = fdiv double 1.0, %332
  %334 = call double @llvm.sqrt.f64(double %314)
  %335 = fdiv double 1.0, %334
  %336 = call double @llvm.sqrt.f64(double %331)
  %337 = fmul double %335, %336
  %338 = fcmp uno double %337, %337
  %339 = select i1 %338, double %333, double %337
  %340 = call double @atan2(double %303, double %302)
  %341 = fmul double %340, -0.5
  %342 = call double @llvm.cos.f64(double %341)
  %343 = call double @llvm.sin.f64(double %341)
  %344 = fmul double %339, %342
  %345 = fmul double %339, %343
  %346 = call double @llvm.copysign.f64(double 0.0, double %302)
  %347 = call double @llvm.copysign.f64(double 0.0, double %303)
  %348 = fmul double -1.0, %347
  %349 = call double @llvm.fabs.f64(double %302)
  %350 = call double @llvm.fabs.f64(double %303)
  %351 = fcmp oeq double %350, 0x7FF0000000000000
  %352 = fcmp uno double %302, %302
  %353 = fcmp oeq double %349, 0x7FF0000000000000
  %354 = and i1 %351, %352
  %355 = or i1 %354, %353
  %356 = select i1 %355, double %346, double %344
  %357 = select i1 %355, double %348, double %345
  %358 = fcmp oeq double %302, 0.0
  %359 = fcmp oeq double %303, 0.0
  %360 = and i1 %358, %359
  %361 = select i1 %360, double 0x7FF0000000000000, double %356
  %362 = select i1 %360, double 0x7FF8000000000000, double %357
  %363 = insertvalue { double, double } undef, double %361, 0
  %364 = insertvalue { double, double } %363, double %362, 1
  call void @show({ double, double } %364)
  %365 = extractvalue { double, double } %5, 0
  %366 = extractvalue { double, double } %5, 1
  %367 = fcmp oeq double %365, 0.0
  %368 = fcmp oeq double %366, 0.0
  %369 = and i1 %367, %368
  %370 = call double @llvm.fabs.f64(double %365)
  %371 = call double @llvm.fabs.f64(double %366)
  %372 = fcmp uno double %370, %371
  %373 = fcmp oeq double %370, %371
  %374 = fcmp oeq double %370, 0.0
  %375 = and i1 %373, %374
  %376 = or i1 %372, %375
  %377 = fadd double %370, %371
  %378 = fcmp ogt double %370, %371
  %379 = select i1 %378, double %370, double %371
  %380 = select i1 %376, double %377, double %379
  %381 = fcmp uno double %370, %371
  %382 = fcmp oeq double %370, %371
  %383 = fcmp oeq double %370, 0.0
  %384 = and i1 %382, %383
  %385 = or i1 %381, %384
  %386 = fneg double %370
  %387 = fneg double %371
  %388 = fadd double %386, %387
  %389 = fneg double %388
  %390 = fcmp olt double %370, %371
  %391 = select i1 %390, double %370, double %371
  %392 = select i1 %385, double %389, double %391
  %393 = fdiv double %392, %380
  %394 = fmul double %393, %393
  %395 = fadd double %394, 1.0
  %396 = call double @llvm.sqrt.f64(double %395)
  %397 = fmul double %380, %396
  %398 = fcmp uno double %397, %397
  %399 = select i1 %398, double %392, double %397
  %400 = fdiv double %365, %399
  %401 = fdiv double %366, %399
  %402 = select i1 %369, double %365, double %400
  %403 = select i1 %369, double %366, double %401
  %404 = insertvalue { double, double } undef, double %402, 0
  %405 = insertvalue { double, double } %404, double %403, 1
  call void @show({ double, double } %405)
  %406 = extractvalue { double, double } %5, 0
  %407 = extractvalue { double, double } %5, 1
  %408 = extractvalue { double, double } %7, 0
  %409 = extractvalue { double, double } %7, 1
  %410 = fadd double %406, %408
  %411 = fadd double %407, %409
  %412 = insertvalue { double, double } undef, double %410, 0
  %413 = insertvalue { double, double } %412, double %411, 1
  call void @show({ double, double } %413)
  %414 = extractvalue { double, double } %5, 0
  %415 = extractvalue { double, double } %5, 1
  %416 = extractvalue { double, double } %7, 0
  %417 = extractvalue { double, double } %7, 1
  %418 = fsub double %414, %416
  %419 = fsub double %415, %417
  %420 = insertvalue { double, double } undef, double %418, 0
  %421 = insertvalue { double, double } %420, double %419, 1
  call void @show({ double, double } %421)
  %422 = extractvalue { double, double } %5, 0
  %423 = extractvalue { double, double } %5, 1
  %424 = extractvalue { double, double } %7, 0
  %425 = extractvalue { double, double } %7, 1
  %426 = fmul double %422, %424
  %427 = fmul double %423, %425
  %428 = fsub double %426, %427
  %429 = fmul double %423, %424
  %430 = fmul double %422, %425
  %431 = fadd double %429, %430
  %432 = insertvalue { double, double } undef, double %428, 0
  %433 = insertvalue { double, double } %432, double %431, 1
  call void @show({ double, double } %433)
  %434 = extractvalue { double, double } %5, 0
  %435 = extractvalue { double, double } %5, 1
  %436 = extractvalue { double, double } %7, 0
  %437 = extractvalue { double, double } %7, 1
  %438 = fdiv double %436, %437
  %439 = fmul double %438, %436
  %440 = fadd double %437, %439
  %441 = fmul double %434, %438
  %442 = fadd double %441, %435
  %443 = fdiv double %442, %440
  %444 = fmul double %435, %438
  %445 = fsub double %444, %434
  %446 = fdiv double %445, %440
  %447 = fdiv double %437, %436
  %448 = fmul double %447, %437
  %449 = fadd double %436, %448
  %450 = fmul double %435, %447
  %451 = fadd double %434, %450
  %452 = fdiv double %451, %449
  %453 = fmul double %434, %447
  %454 = fsub double %435, %453
  %455 = fdiv double %454, %449
  %456 = call double @llvm.fabs.f64(double %436)
  %457 = fcmp oeq double %456, 0.0
  %458 = call double @llvm.fabs.f64(double %437)
  %459 = fcmp oeq double %458, 0.0
  %460 = fcmp ord double %434, 0.0
  %461 = fcmp ord double %435, 0.0
  %462 = or i1 %460, %461
  %463 = and i1 %457, %459
  %464 = and i1 %462, %463
  %465 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %436)
  %466 = fmul double %465, %434
  %467 = fmul double %465, %435
  %468 = fcmp one double %456, 0x7FF0000000000000
  %469 = fcmp one double %458, 0x7FF0000000000000
  %470 = and i1 %468, %469
  %471 = call double @llvm.fabs.f64(double %434)
  %472 = fcmp oeq double %471, 0x7FF0000000000000
  %473 = call double @llvm.fabs.f64(double %435)
  %474 = fcmp oeq double %473, 0x7FF0000000000000
  %475 = or i1 %472, %474
  %476 = and i1 %475, %470
  %477 = select i1 %472, double 1.0, double 0.0
  %478 = call double @llvm.copysign.f64(double %477, double %434)
  %479 = select i1 %474, double 1.0, double 0.0
  %480 = call double @llvm.copysign.f64(double %479, double %435)
  %481 = fmul double %478, %436
  %482 = fmul double %480, %437
  %483 = fadd double %481, %482
  %484 = fmul double 0x7FF0000000000000, %483
  %485 = fmul double %478, %437
  %486 = fmul double %480, %436
  %487 = fsub double %486, %485
  %488 = fmul double 0x7FF0000000000000, %487
  %489 = fcmp one double %471, 0x7FF0000000000000
  %490 = fcmp one double %473, 0x7FF0000000000000
  %491 = and i1 %489, %490
  %492 = fcmp oeq double %456, 0x7FF0000000000000
  %493 = fcmp oeq double %458, 0x7FF0000000000000
  %494 = or i1 %492, %493
  %495 = and i1 %491, %494
  %496 = select i1 %492, double 1.0, double 0.0
  %497 = call double @llvm.copysign.f64(double %496, double %436)
  %498 = select i1 %493, double 1.0, double 0.0
  %499 = call double @llvm.copysign.f64(double %498, double %437)
  %500 = fmul double %434, %497
  %501 = fmul double %435, %499
  %502 = fadd double %500, %501
  %503 = fmul double 0.0, %502
  %504 = fmul double %435, %497
  %505 = fmul double %434, %499
  %506 = fsub double %504, %505
  %507 = fmul double 0.0, %506
  %508 = fcmp olt double %456, %458
  %509 = select i1 %508, double %443, double %452
  %510 = select i1 %508, double %446, double %455
  %511 = select i1 %495, double %503, double %509
  %512 = select i1 %495, double %507, double %510
  %513 = select i1 %476, double %484, double %511
  %514 = select i1 %476, double %488, double %512
  %515 = select i1 %464, double %466, double %513
  %516 = select i1 %464, double %467, double %514
  %517 = fcmp uno double %509, 0.0
  %518 = fcmp uno double %510, 0.0
  %519 = and i1 %517, %518
  %520 = select i1 %519, double %515, double %509
  %521 = select i1 %519, double %516, double %510
  %522 = insertvalue { double, double } undef, double %520, 0
  %523 = insertvalue { double, double } %522, double %521, 1
  call void @show({ double, double } %523)
  %524 = extractvalue { double, double } %5, 0
  %525 = extractvalue { double, double } %5, 1
  %526 = extractvalue { double, double } %7, 0
  %527 = extractvalue { double, double } %7, 1
  %528 = call double @llvm.fabs.f64(double %524)
  %529 = call double @llvm.fabs.f64(double %525)
  %530 = fcmp uno double %528, %529
  %531 = fcmp oeq double %528, %529
  %532 = fcmp oeq double %528, 0.0
  %533 = and i1 %531, %532
  %534 = or i1 %530, %533
  %535 = fadd double %528, %529
  %536 = fcmp ogt double %528, %529
  %537 = select i1 %536, double %528, double %529
  %538 = select i1 %534, double %535, double %537
  %539 = fcmp uno double %528, %529
  %540 = fcmp oeq double %528, %529
  %541 = fcmp oeq double %528, 0.0
  %542 = and i1 %540, %541
  %543 = or i1 %539, %542
  %544 = fneg double %528
  %545 = fneg double %529
  %546 = fadd double %544, %545
  %547 = fneg double %546
  %548 = fcmp olt double %528, %529
  %549 = select i1 %548, double %528, double %529
  %550 = select i1 %543, double %547, double %549
  %551 = fdiv double %550, %538
  %552 = fmul double %551, %551
  %553 = fadd double %552, 1.0
  %554 = call double @llvm.sqrt.f64(double %553)
  %555 = fmul double %538, %554
  %556 = fcmp uno double %555, %555
  %557 = select i1 %556, double %550, double %555
  %558 = call double @llvm.pow.f64(double %557, double %526)
  %559 = fneg double %527
  %560 = call double @atan2(double %525, double %524)
  %561 = fmul double %559, %560
  %562 = call double @llvm.exp.f64(double %561)
  %563 = fmul double %558, %562
  %564 = call double @llvm.log.f64(double %557)
  %565 = fmul double %526, %560
  %566 = fmul double %527, %564
  %567 = fadd double %565, %566
  %568 = call double @llvm.cos.f64(double %567)
  %569 = call double @llvm.sin.f64(double %567)
  %570 = fcmp oeq double %557, 0.0
  %571 = fcmp oeq double %527, 0.0
  %572 = fcmp oeq double %526, 0.0
  %573 = fcmp oeq double %525, 0.0
  %574 = fcmp ole double 0.0, %526
  %575 = fmul double %563, %568
  %576 = fmul double %563, %569
  %577 = select i1 %572, double 1.0, double 0.0
  %578 = and i1 %570, %571
  %579 = and i1 %578, %574
  %580 = select i1 %579, double %577, double %575
  %581 = select i1 %579, double 0.0, double %576
  %582 = and i1 %572, %571
  %583 = select i1 %582, double 1.0, double %580
  %584 = select i1 %582, double 0.0, double %581
  %585 = fcmp oeq double %524, 1.0
  %586 = and i1 %585, %573
  %587 = select i1 %586, double 1.0, double %583
  %588 = select i1 %586, double 0.0, double %584
  %589 = fcmp oeq double %524, 0x7FF0000000000000
  %590 = and i1 %589, %573
  %591 = fcmp ogt double %526, 0.0
  %592 = and i1 %571, %591
  %593 = and i1 %590, %592
  %594 = select i1 %593, double 0x7FF0000000000000, double %587
  %595 = select i1 %593, double 0.0, double %588
  %596 = fcmp olt double %526, 0.0
  %597 = and i1 %571, %596
  %598 = and i1 %590, %597
  %599 = select i1 %598, double 0.0, double %594
  %600 = select i1 %598, double 0.0, double %595
  %601 = insertvalue { double, double } undef, double %599, 0
  %602 = insertvalue { double, double } %601, double %600, 1
  call void @show({ double, double } %602)
  %603 = extractvalue { double, double } %5, 0
  %604 = extractvalue { double, double } %5, 1
  call void @print_f64(double %603)
  %605 = extractvalue { double, double } %5, 0
  %606 = extractvalue { double, double } %5, 1
  call void @print_f64(double %606)
  %607 = extractvalue { double, double } %5, 0
  %608 = extractvalue { double, double } %5, 1
  %609 = call double @llvm.fabs.f64(double %607)
  %610 = call double @llvm.fabs.f64(double %608)
  %611 = fcmp uno double %609, %610
  %612 = fcmp oeq double %609, %610
  %613 = fcmp oeq double %609, 0.0
  %614 = and i1 %612, %613
  %615 = or i1 %611, %614
  %616 = fadd double %609, %610
  %617 = fcmp ogt double %609, %610
  %618 = select i1 %617, double %609, double %610
  %619 = select i1 %615, double %616, double %618
  %620 = fcmp uno double %609, %610
  %621 = fcmp oeq double %609, %610
  %622 = fcmp oeq double %609, 0.0
  %623 = and i1 %621, %622
  %624 = or i1 %620, %623
  %625 = fneg double %609
  %626 = fneg double %610
  %627 = fadd double %625, %626
  %628 = fneg double %627
  %629 = fcmp olt double %609, %610
  %630 = select i1 %629, double %609, double %610
  %631 = select i1 %624, double %628, double %630
  %632 = fdiv double %631, %619
  %633 = fmul double %632, %632
  %634 = fadd double %633, 1.0
  %635 = call double @llvm.sqrt.f64(double %634)
  %636 = fmul double %619, %635
  %637 = fcmp uno double %636, %636
  %638 = select i1 %637, double %631, double %636
  call void @print_f64(double %638)
  %639 = extractvalue { double, double } %5, 0
  %640 = extractvalue { double, double } %5, 1
  %641 = call double @atan2(double %640, double %639)
  call void @print_f64(double %641)
  %642 = extractvalue { double, double } %5, 0
  %643 = extractvalue { double, double } %5, 1
  %644 = extractvalue { double, double } %7, 0
  %645 = extractvalue { double, double } %7, 1
  %646 = fcmp oeq double %642, %644
  %647 = fcmp oeq double %643, %645
  %648 = and i1 %646, %647
  %649 = zext i1 %648 to i32
  call void @print_i32(i32 %649)
  %650 = extractvalue { double, double } %5, 0
  %651 = extractvalue { double, double } %5, 1
  %652 = extractvalue { double, double } %7, 0
  %653 = extractvalue { double, double } %7, 1
  %654 = fcmp une double %650, %652
  %655 = fcmp une double %651, %653
  %656 = or i1 %654, %655
  %657 = zext i1 %656 to i32
  call void @print_i32(i32 %657)
  %658 = extractvalue { double, double } %5, 0
  %659 = extractvalue { double, double } %5, 1
  %660 = extractvalue { double, double } %5, 0
  %661 = extractvalue { double, double } %5, 1
  %662 = fcmp oeq double %658, %660
  %663 = fcmp oeq double %659, %661
  %664 = and i1 %662, %663
  %665 = zext i1 %664 to i32
  call void @print_i32(i32 %665)
  %666 = extractvalue { double, double } %5, 0
  %667 = extractvalue { double, double } %5, 1
  %668 = extractvalue { double, double } %5, 0
  %669 = extractvalue { double, double } %5, 1
  %670 = fcmp une double %666, %668
  %671 = fcmp une double %667, %669
  %672 = or i1 %670, %671
  %673 = zext i1 %672 to i32
  call void @print_i32(i32 %673)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(double 1.5, double -2.0, double 0.25, double 0.75)
  call void @ops(double -0.5, double 3.0, double 2.0, double -1.0)
  call void @ops(double 1.0e300, double 1.0e300, double 2.0e300, double 1.0e300)
  call void @ops(double 1.7976931348623157e308, double 1.7976931348623157e308, double 0.5, double 0.5)
  call void @ops(double 1.0e-300, double 3.0e-300, double 5.0e-324, double 2.0e-310)
  call void @ops(double 0.0, double 0.0, double -0.0, double 0.0)
  call void @ops(double 1.0, double 1.0, double 0.0, double 0.0)
  call void @ops(double 0x7FF0000000000000, double 1.0, double 2.0, double 3.0)
  call void @ops(double 1.0, double 0xFFF0000000000000, double 0x7FF0000000000000, double 0.0)
  call void @ops(double 0x7FF8000000000000, double 1.0, double 1.0, double 0x7FF8000000000000)
  call void @ops(double -0.0, double -2.0, double 0.0, double 0xFFF0000000000000)
  call void @ops(double 40.0, double -30.0, double 1.0, double 0.0)
  %0 = insertvalue { double, double } undef, double -1.25, 0
  %1 = insertvalue { double, double } %0, double 0.0025, 1
  call void @show({ double, double } %1)
  ret i32 0
}

declare double @llvm.exp.f64(double)

declare double @llvm.cos.f64(double)

declare double @llvm.sin.f64(double)

declare double @llvm.fabs.f64(double)

declare double @llvm.sqrt.f64(double)

declare double @llvm.log.f64(double)

declare double @atan2(double, double)

declare double @llvm.fma.f64(double, double, double)

declare double @llvm.copysign.f64(double, double)

declare double @llvm.pow.f64(double, double)
