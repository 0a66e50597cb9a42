; ModuleID = 'fastmath.mlir'
source_filename = "fastmath.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

declare void @print_f32(float)

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

define void @f64ops(double %0, double %1) {
bb0:
  %2 = insertvalue { double, double } undef, double %0, 0
  %3 = insertvalue { double, double } %2, double %1, 1
  %4 = extractvalue { double, double } %3, 0
  %5 = extractvalue { double, double } %3, 1
  %6 = call double @llvm.fabs.f64(double %4)
  %7 = call double @llvm.fabs.f64(double %5)
  %8 = fcmp uno double %6, %7
  %9 = fcmp oeq double %6, %7
  %10 = fcmp oeq double %6, 0.0
  %11 = and i1 %9, %10
  %12 = or i1 %8, %11
  %13 = fadd double %6, %7
  %14 = fcmp ogt double %6, %7
  %15 = select i1 %14, double %6, double %7
  %16 = select i1 %12, double %13, double %15
  %17 = fcmp uno double %6, %7
  %18 = fcmp oeq double %6, %7
  %19 = fcmp oeq double %6, 0.0
  %20 = and i1 %18, %19
  %21 = or i1 %17, %20
  %22 = fneg double %6
  %23 = fneg double %7
  %24 = fadd double %22, %23
  %25 = fneg double %24
  %26 = fcmp olt double %6, %7
  %27 = select i1 %26, double %6, double %7
  %28 = select i1 %21, double %25, double %27
  %29 = fdiv double %28, %16
  %30 = fmul double %29, %29
  %31 = fadd double %30, 1.0
  %32 = call double @llvm.sqrt.f64(double %16)
  %33 = call double @llvm.pow.f64(double %31, double 0.25)
  %34 = fmul double %32, %33
  %35 = fcmp uno double %34, %34
  %36 = select i1 %35, double %28, double %34
  %37 = call double @atan2(double %5, double %4)
  %38 = fmul double %37, 0.5
  %39 = call double @llvm.cos.f64(double %38)
  %40 = call double @llvm.sin.f64(double %38)
  %41 = fcmp oeq double %40, 0.0
  %42 = fmul double %36, %39
  %43 = fmul double %36, %40
  %44 = select i1 %41, double 0.0, double %43
  %45 = fcmp oeq double %36, 0.0
  %46 = select i1 %45, double 0.0, double %42
  %47 = select i1 %45, double 0.0, double %44
  %48 = insertvalue { double, double } undef, double %46, 0
  %49 = insertvalue { double, double } %48, double %47, 1
  call void @show({ double, double } %49)
  %50 = extractvalue { double, double } %3, 0
  %51 = extractvalue { double, double } %3, 1
  %52 = call double @llvm.fabs.f64(double %50)
  %53 = call double @llvm.fabs.f64(double %51)
  %54 = fcmp uno double %52, %53
  %55 = fcmp oeq double %52, %53
  %56 = fcmp oeq double %52, 0.0
  %57 = and i1 %55, %56
  %58 = or i1 %54, %57
  %59 = fadd double %52, %53
  %60 = fcmp ogt double %52, %53
  %61 = select i1 %60, double %52, double %53
  %62 = select i1 %58, double %59, double %61
  %63 = fcmp uno double %52, %53
  %64 = fcmp oeq double %52, %53
  %65 = fcmp oeq double %52, 0.0
  %66 = and i1 %64, %65
  %67 = or i1 %63, %66
  %68 = fneg double %52
  %69 = fneg double %53
  %70 = fadd double %68, %69
  %71 = fneg double %70
  %72 = fcmp olt double %52, %53
  %73 = select i1 %72, double %52, double %53
  %74 = select i1 %67, double %71, double %73
  %75 = fdiv double %74, %62
  %76 = fmul double %75, %75
  %77 = fadd double %76, 1.0
  %78 = call double @llvm.sqrt.f64(double %77)
  %79 = fdiv double 1.0, %78
  %80 = call double @llvm.sqrt.f64(double %74)
  %81 = fdiv double 1.0, %80
  %82 = call double @llvm.sqrt.f64(double %62)
  %83 = fdiv double 1.0, %82
  %84 = call double @llvm.sqrt.f64(double %79)
  %85 = fmul double %83, %84
  %86 = fcmp uno double %85, %85
  %87 = select i1 %86, double %81, double %85
  %88 = call double @atan2(double %51, double %50)
  %89 = fmul double %88, -0.5
  %90 = call double @llvm.cos.f64(double %89)
  %91 = call double @llvm.sin.f64(double %89)
  %92 = fmul double %87, %90
  %93 = fmul double %87, %91
  %94 = fcmp oeq double %50, 0.0
  %95 = fcmp oeq double %51, 0.0
  %96 = and i1 %94, %95
  %97 = select i1 %96, double 0x7FF0000000000000, double %92
  %98 = select i1 %96, double 0x7FF8000000000000, double %93
  %99 = insertvalue { double, double } undef, double %97, 0
  %100 = insertvalue { double, double } %99, double %98, 1
  call void @show({ double, double } %100)
  %101 = extractvalue { double, double } %3, 0
  %102 = extractvalue { double, double } %3, 1
  %103 = fmul double %102, -1.0
  %104 = fadd double %103, %103
  %105 = fmul double -1.0, %104
  %106 = call double @llvm.exp.f64(double %104)
  %107 = fsub double %106, 1.0
  %108 = call double @llvm.exp.f64(double %105)
  %109 = fsub double %108, 1.0
  %110 = fsub double %107, %109
  %111 = call double @llvm.cos.f64(double %101)
  %112 = fmul double %111, %111
  %113 = fmul double %112, 4.0
  %114 = call double @llvm.sin.f64(double %101)
  %115 = fmul double %111, %114
  %116 = fmul double 4.0, %115
  %117 = fadd double %107, %109
  %118 = fadd double %117, %113
  %119 = fcmp oeq double %117, 0x7FF0000000000000
  %120 = call double @llvm.copysign.f64(double -1.0, double %103)
  %121 = fdiv double %110, %118
  %122 = select i1 %119, double %120, double %121
  %123 = fdiv double %116, %118
  %124 = fmul double %122, -1.0
  %125 = insertvalue { double, double } undef, double %123, 0
  %126 = insertvalue { double, double } %125, double %124, 1
  call void @show({ double, double } %126)
  %127 = extractvalue { double, double } %3, 0
  %128 = extractvalue { double, double } %3, 1
  %129 = fadd double %127, %127
  %130 = fmul double -1.0, %129
  %131 = call double @llvm.exp.f64(double %129)
  %132 = fsub double %131, 1.0
  %133 = call double @llvm.exp.f64(double %130)
  %134 = fsub double %133, 1.0
  %135 = fsub double %132, %134
  %136 = call double @llvm.cos.f64(double %128)
  %137 = fmul double %136, %136
  %138 = fmul double %137, 4.0
  %139 = call double @llvm.sin.f64(double %128)
  %140 = fmul double %136, %139
  %141 = fmul double 4.0, %140
  %142 = fadd double %132, %134
  %143 = fadd double %142, %138
  %144 = fcmp oeq double %142, 0x7FF0000000000000
  %145 = call double @llvm.copysign.f64(double -1.0, double %127)
  %146 = fdiv double %135, %143
  %147 = select i1 %144, double %145, double %146
  %148 = fdiv double %141, %143
  %149 = insertvalue { double, double } undef, double %147, 0
  %150 = insertvalue { double, double } %149, double %148, 1
  call void @show({ double, double } %150)
  %151 = extractvalue { double, double } %3, 0
  %152 = extractvalue { double, double } %3, 1
  %153 = call double @llvm.fabs.f64(double %151)
  %154 = call double @llvm.fabs.f64(double %152)
  %155 = fcmp uno double %153, %154
  %156 = fcmp oeq double %153, %154
  %157 = fcmp oeq double %153, 0.0
  %158 = and i1 %156, %157
  %159 = or i1 %155, %158
  %160 = fadd double %153, %154
  %161 = fcmp ogt double %153, %154
  %162 = select i1 %161, double %153, double %154
  %163 = select i1 %159, double %160, double %162
  %164 = fcmp uno double %153, %154
  %165 = fcmp oeq double %153, %154
  %166 = fcmp oeq double %153, 0.0
  %167 = and i1 %165, %166
  %168 = or i1 %164, %167
  %169 = fneg double %153
  %170 = fneg double %154
  %171 = fadd double %169, %170
  %172 = fneg double %171
  %173 = fcmp olt double %153, %154
  %174 = select i1 %173, double %153, double %154
  %175 = select i1 %168, double %172, double %174
  %176 = fdiv double %175, %163
  %177 = fmul double %176, %176
  %178 = fadd double %177, 1.0
  %179 = call double @llvm.sqrt.f64(double %178)
  %180 = fmul double %163, %179
  %181 = fcmp uno double %180, %180
  %182 = select i1 %181, double %175, double %180
  call void @print_f64(double %182)
  %183 = extractvalue { double, double } %3, 0
  %184 = extractvalue { double, double } %3, 1
  %185 = extractvalue { double, double } %49, 0
  %186 = extractvalue { double, double } %49, 1
  %187 = fdiv double %185, %186
  %188 = fmul double %187, %185
  %189 = fadd double %186, %188
  %190 = fmul double %183, %187
  %191 = fadd double %190, %184
  %192 = fdiv double %191, %189
  %193 = fmul double %184, %187
  %194 = fsub double %193, %183
  %195 = fdiv double %194, %189
  %196 = fdiv double %186, %185
  %197 = fmul double %196, %186
  %198 = fadd double %185, %197
  %199 = fmul double %184, %196
  %200 = fadd double %183, %199
  %201 = fdiv double %200, %198
  %202 = fmul double %183, %196
  %203 = fsub double %184, %202
  %204 = fdiv double %203, %198
  %205 = call double @llvm.fabs.f64(double %185)
  %206 = fcmp oeq double %205, 0.0
  %207 = call double @llvm.fabs.f64(double %186)
  %208 = fcmp oeq double %207, 0.0
  %209 = fcmp ord double %183, 0.0
  %210 = fcmp ord double %184, 0.0
  %211 = or i1 %209, %210
  %212 = and i1 %206, %208
  %213 = and i1 %211, %212
  %214 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %185)
  %215 = fmul double %214, %183
  %216 = fmul double %214, %184
  %217 = fcmp one double %205, 0x7FF0000000000000
  %218 = fcmp one double %207, 0x7FF0000000000000
  %219 = and i1 %217, %218
  %220 = call double @llvm.fabs.f64(double %183)
  %221 = fcmp oeq double %220, 0x7FF0000000000000
  %222 = call double @llvm.fabs.f64(double %184)
  %223 = fcmp oeq double %222, 0x7FF0000000000000
  %224 = or i1 %221, %223
  %225 = and i1 %224, %219
  %226 = select i1 %221, double 1.0, double 0.0
  %227 = call double @llvm.copysign.f64(double %226, double %183)
  %228 = select i1 %223, double 1.0, double 0.0
  %229 = call double @llvm.copysign.f64(double %228, double %184)
  %230 = fmul double %227, %185
  %231 = fmul double %229, %186
  %232 = fadd double %230, %231
  %233 = fmul double 0x7FF0000000000000, %232
  %234 = fmul double %227, %186
  %235 = fmul double %229, %185
  %236 = fsub double %235, %234
  %237 = fmul double 0x7FF0000000000000, %236
  %238 = fcmp one double %220, 0x7FF0000000000000
  %239 = fcmp one double %222, 0x7FF0000000000000
  %240 = and i1 %238, %239
  %241 = fcmp oeq double %205, 0x7FF0000000000000
  %242 = fcmp oeq double %207, 0x7FF0000000000000
  %243 = or i1 %241, %242
  %244 = and i1 %240, %243
  %245 = select i1 %241, double 1.0, double 0.0
  %246 = call double @llvm.copysign.f64(double %245, double %185)
  %247 = select i1 %242, double 1.0, double 0.0
  %248 = call double @llvm.copysign.f64(double %247, double %186)
  %249 = fmul double %183, %246
  %250 = fmul double %184, %248
  %251 = fadd double %249, %250
  %252 = fmul double 0.0, %251
  %253 = fmul double %184, %246
  %254 = fmul double %183, %248
  %255 = fsub double %253, %254
  %256 = fmul double 0.0, %255
  %257 = fcmp olt double %205, %207
  %258 = select i1 %257, double %192, double %201
  %259 = select i1 %257, double %195, double %204
  %260 = select i1 %244, double %252, double %258
  %261 = select i1 %244, double %256, double %259
  %262 = select i1 %225, double %233, double %260
  %263 = select i1 %225, double %237, double %261
  %264 = select i1 %213, double %215, double %262
  %265 = select i1 %213, double %216, double %263
  %266 = fcmp uno double %258, 0.0
  %267 = fcmp uno double %259, 0.0
  %268 = and i1 %266, %267
  %269 = select i1 %268, double %264, double %258
  %270 = select i1 %268, double %265, double %259
  %271 = insertvalue { double, double } undef, double %269, 0
  %272 = insertvalue { double, double } %271, double %270, 1
  call void @show({ double, double } %272)
  %273 = extractvalue { double, double } %3, 0
  %274 = extractvalue { double, double } %3, 1
  %275 = extractvalue { double, double } %126, 0
  %276 = extractvalue { double, double } %126, 1
  %277 = call double @llvm.fabs.f64(double %273)
  %278 = call double @llvm.fabs.f64(double %274)
  %279 = fcmp uno double %277, %278
  %280 = fcmp oeq double %277, %278
  %281 = fcmp oeq double %277, 0.0
  %282 = and i1 %280, %281
  %283 = or i1 %279, %282
  %284 = fadd double %277, %278
  %285 = fcmp ogt double %277, %278
  %286 = select i1 %285, double %277, double %278
  %287 = select i1 %283, double %284, double %286
  %288 = fcmp uno double %277, %278
  %289 = fcmp oeq double %277, %278
  %290 = fcmp oeq double %277, 0.0
  %291 = and i1 %289, %290
  %292 = or i1 %288, %291
  %293 = fneg double %277
  %294 = fneg double %278
  %295 = fadd double %293, %294
  %296 = fneg double %295
  %297 = fcmp olt double %277, %278
  %298 = select i1 %297, double %277, double %278
  %299 = select i1 %292, double %296, double %298
  %300 = fdiv double %299, %287
  %301 = fmul double %300, %300
  %302 = fadd double %301, 1.0
  %303 = call double @llvm.sqrt.f64(double %302)
  %304 = fmul double %287, %303
  %305 = fcmp uno double %304, %304
  %306 = select i1 %305, double %299, double %304
  %307 = call double @llvm.pow.f64(double %306, double %275)
  %308 = fneg double %276
  %309 = call double @atan2(double %274, double %273)
  %310 = fmul double %308, %309
  %311 = call double @llvm.exp.f64(double %310)
  %312 = fmul double %307, %311
  %313 = call double @llvm.log.f64(double %306)
  %314 = fmul double %275, %309
  %315 = fmul double %276, %313
  %316 = fadd double %314, %315
  %317 = call double @llvm.cos.f64(double %316)
  %318 = call double @llvm.sin.f64(double %316)
  %319 = fcmp oeq double %306, 0.0
  %320 = fcmp oeq double %276, 0.0
  %321 = fcmp oeq double %275, 0.0
  %322 = fcmp oeq double %274, 0.0
  %323 = fcmp ole double 0.0, %275
  %324 = fmul double %312, %317
  %325 = fmul double %312, %318
  %326 = select i1 %321, double 1.0, double 0.0
  %327 = and i1 %319, %320
  %328 = and i1 %327, %323
  %329 = select i1 %328, double %326, double %324
  %330 = select i1 %328, double 0.0, double %325
  %331 = and i1 %321, %320
  %332 = select i1 %331, double 1.0, double %329
  %333 = select i1 %331, double 0.0, double %330
  %334 = fcmp oeq double %273, 1.0
  %335 = and i1 %334, %322
  %336 = select i1 %335, double 1.0, double %332
  %337 = select i1 %335, double 0.0, double %333
  %338 = fcmp oeq double %273, 0x7FF0000000000000
  %339 = and i1 %338, %322
  %340 = fcmp ogt double %275, 0.0
  %341 = and i1 %320, %340
  %342 = and i1 %339, %341
  %343 = select i1 %342, double 0x7FF0000000000000, double %336
  %344 = select i1 %342, double 0.0, double %337
  %345 = fcmp olt double %275, 0.0
  %346 = and i1 %320, %345
  %347 = and i1 %339, %346
  %348 = select i1 %347, double 0.0, double %343
  %349 = select i1 %347, double 0.0, double %344
  %350 = insertvalue { double, double } undef, double %348, 0
  %351 = insertvalue { double, double } %350, double %349, 1
  call void @show({ double, double } %351)
  %352 = extractvalue { double, double } %3, 0
  %353 = extractvalue { double, double } %3, 1
  %354 = extractvalue { double, double } %3, 0
  %355 = extractvalue { double, double } %3, 1
  %356 = fmul double %352, %354
  %357 = fmul double %353, %355
  %358 = fsub double %356, %357
  %359 = fmul double %353, %354
  %360 = fmul double %352, %355
  %361 = fadd double %359, %360
  %362 = insertvalue { double, double } undef, double %358, 0
  %363 = insertvalue { double, double } %362, double %361, 1
  call void @show({ double, double } %363)
  %364 = extractvalue { double, double } %3, 0
  %365 = extractvalue { double, double } %3, 1
  %366 = call double @llvm.exp.f64(double %364)
  %367 = fmul double %364, 0.5
  %368 = call double @llvm.exp.f64(double %367)
  %369 = call double @llvm.cos.f64(double %365)
  %370 = call double @llvm.sin.f64(double %365)
  %371 = fcmp oeq double %366, 0x7FF0000000000000
  %372 = fcmp oeq double %365, 0.0
  %373 = fmul double %366, %369
  %374 = fmul double %368, %369
  %375 = fmul double %374, %368
  %376 = select i1 %371, double %375, double %373
  %377 = fmul double %366, %370
  %378 = fmul double %368, %370
  %379 = fmul double %378, %368
  %380 = select i1 %371, double %379, double %377
  %381 = select i1 %372, double 0.0, double %380
  %382 = insertvalue { double, double } undef, double %376, 0
  %383 = insertvalue { double, double } %382, double %381, 1
  call void @show({ double, double } %383)
  ret void
}

define void @f32ops(float %0, float %1) {
bb0:
  %2 = insertvalue { float, float } undef, float %0, 0
  %3 = insertvalue { float, float } %2, float %1, 1
  %4 = extractvalue { float, float } %3, 0
  %5 = extractvalue { float, float } %3, 1
  %6 = call float @llvm.fabs.f32(float %4)
  %7 = call float @llvm.fabs.f32(float %5)
  %8 = fcmp uno float %6, %7
  %9 = fcmp oeq float %6, %7
  %10 = fcmp oeq float %6, 0.0
  %11 = and i1 %9, %10
  %12 = or i1 %8, %11
  %13 = fadd float %6, %7
  %14 = fcmp ogt float %6, %7
  %15 = select i1 %14, float %6, float %7
  %16 = select i1 %12, float %13, float %15
  %17 = fcmp uno float %6, %7
  %18 = fcmp oeq float %6, %7
  %19 = fcmp oeq float %6, 0.0
  %20 = and i1 %18, %19
  %21 = or i1 %17, %20
  %22 = fneg float %6
  %23 = fneg float %7
  %24 = fadd float %22, %23
  %25 = fneg float %24
  %26 = fcmp olt float %6, %7
  %27 = select i1 %26, float %6, float %7
  %28 = select i1 %21, float %25, float %27
  %29 = fdiv float %28, %16
  %30 = fmul float %29, %29
  %31 = fadd float %30, 1.0
  %32 = call float @llvm.sqrt.f32(float %16)
  %33 = call float @llvm.pow.f32(float %31, float 0.25)
  %34 = fmul float %32, %33
  %35 = fcmp uno float %34, %34
  %36 = select i1 %35, float %28, float %34
  %37 = call float @atan2f(float %5, float %4)
  %38 = fmul float %37, 0.5
  %39 = call float @llvm.cos.f32(float %38)
  %40 = call float @llvm.sin.f32(float %38)
  %41 = fcmp oeq float %40, 0.0
  %42 = fmul float %36, %39
  %43 = fmul float %36, %40
  %44 = select i1 %41, float 0.0, float %43
  %45 = fcmp oeq float %36, 0.0
  %46 = select i1 %45, float 0.0, float %42
  %47 = select i1 %45, float 0.0, float %44
  %48 = insertvalue { float, float } undef, float %46, 0
  %49 = insertvalue { float, float } %48, float %47, 1
  %50 = extractvalue { float, float } %49, 0
  %51 = extractvalue { float, float } %49, 1
  %52 = call float @llvm.fabs.f32(float %50)
  %53 = call float @llvm.fabs.f32(float %51)
  %54 = fcmp uno float %52, %53
  %55 = fcmp oeq float %52, %53
  %56 = fcmp oeq float %52, 0.0
  %57 = and i1 %55, %56
  %58 = or i1 %54, %57
  %59 = fadd float %52, %53
  %60 = fcmp ogt float %52, %53
  %61 = select i1 %60, float %52, float %53
  %62 = select i1 %58, float %59, float %61
  %63 = fcmp uno float %52, %53
  %64 = fcmp oeq float %52, %53
  %65 = fcmp oeq float %52, 0.0
  %66 = and i1 %64, %65
  %67 = or i1 %63, %66
  %68 = fneg float %52
  %69 = fneg float %53
  %70 = fadd float %68, %69
  %71 = fneg float %70
  %72 = fcmp olt float %52, %53
  %73 = select i1 %72, float %52, float %53
  %74 = select i1 %67, float %71, float %73
  %75 = fdiv float %74, %62
  %76 = fmul float %75, %75
  %77 = fadd float %76, 1.0
  %78 = call float @llvm.sqrt.f32(float %77)
  %79 = fdiv float 1.0, %78
  %80 = call float @llvm.sqrt.f32(float %74)
  %81 = fdiv float 1.0, %80
  %82 = call float @llvm.sqrt.f32(float %62)
  %83 = fdiv float 1.0, %82
  %84 = call float @llvm.sqrt.f32(float %79)
  %85 = fmul float %83, %84
  %86 = fcmp uno float %85, %85
  %87 = select i1 %86, float %81, float %85
  %88 = call float @atan2f(float %51, float %50)
  %89 = fmul float %88, -0.5
  %90 = call float @llvm.cos.f32(float %89)
  %91 = call float @llvm.sin.f32(float %89)
  %92 = fmul float %87, %90
  %93 = fmul float %87, %91
  %94 = fcmp oeq float %50, 0.0
  %95 = fcmp oeq float %51, 0.0
  %96 = and i1 %94, %95
  %97 = select i1 %96, float 0x7FF0000000000000, float %92
  %98 = select i1 %96, float 0x7FF8000000000000, float %93
  %99 = insertvalue { float, float } undef, float %97, 0
  %100 = insertvalue { float, float } %99, float %98, 1
  %101 = extractvalue { float, float } %100, 0
  %102 = extractvalue { float, float } %100, 1
  %103 = fadd float %101, %101
  %104 = fmul float -1.0, %103
  %105 = call float @llvm.exp.f32(float %103)
  %106 = fsub float %105, 1.0
  %107 = call float @llvm.exp.f32(float %104)
  %108 = fsub float %107, 1.0
  %109 = fsub float %106, %108
  %110 = call float @llvm.cos.f32(float %102)
  %111 = fmul float %110, %110
  %112 = fmul float %111, 4.0
  %113 = call float @llvm.sin.f32(float %102)
  %114 = fmul float %110, %113
  %115 = fmul float 4.0, %114
  %116 = fadd float %106, %108
  %117 = fadd float %116, %112
  %118 = fcmp oeq float %116, 0x7FF0000000000000
  %119 = call float @llvm.copysign.f32(float -1.0, float %101)
  %120 = fdiv float %109, %117
  %121 = select i1 %118, float %119, float %120
  %122 = fdiv float %115, %117
  %123 = insertvalue { float, float } undef, float %121, 0
  %124 = insertvalue { float, float } %123, float %122, 1
  %125 = extractvalue { float, float } %124, 0
  %126 = extractvalue { float, float } %124, 1
  %127 = fmul float %126, -1.0
  %128 = fadd float %127, %127
  %129 = fmul float -1.0, %128
  %130 = call float @llvm.exp.f32(float %128)
  %131 = fsub float %130, 1.0
  %132 = call float @llvm.exp.f32(float %129)
  %133 = fsub float %132, 1.0
  %134 = fsub float %131, %133
  %135 = call float @llvm.cos.f32(float %125)
  %136 = fmul float %135, %135
  %137 = fmul float %136, 4.0
  %138 = call float @llvm.sin.f32(float %125)
  %139 = fmul float %135, %138
  %140 = fmul float 4.0, %139
  %141 = fadd float %131, %133
  %142 = fadd float %141, %137
  %143 = fcmp oeq float %141, 0x7FF0000000000000
  %144 = call float @llvm.copysign.f32(float -1.0, float %127)
  %145 = fdiv float %134, %142
  %146 = select i1 %143, float %144, float %145
  %147 = fdiv float %140, %142
  %148 = fmul float %146, -1.0
  %149 = insertvalue { float, float } undef, float %147, 0
  %150 = insertvalue { float, float } %149, float %148, 1
  %151 = extractvalue { float, float } %150, 0
  %152 = extractvalue { float, float } %150, 1
  %153 = extractvalue { float, float } %150, 0
  %154 = extractvalue { float, float } %150, 1
  call void @print_f32(float %151)
  call void @print_f32(float %154)
  ret void
}

define i32 @main() {
bb0:
  call void @f64ops(double 3.0, double -4.0)
  call void @f64ops(double -0.75, double 0.001)
  call void @f32ops(float 2.5, float 0.5)
  ret i32 0
}

declare double @llvm.fabs.f64(double)

declare double @llvm.sqrt.f64(double)

declare double @llvm.pow.f64(double, double)

declare double @atan2(double, double)

declare double @llvm.cos.f64(double)

declare double @llvm.sin.f64(double)

declare double @llvm.exp.f64(double)

declare double @llvm.copysign.f64(double, double)

declare double @llvm.log.f64(double)

declare float @llvm.fabs.f32(float)

declare float @llvm.sqrt.f32(float)

declare float @llvm.pow.f32(float, float)

declare float @atan2f(float, float)

declare float @llvm.cos.f32(float)

declare float @llvm.sin.f32(float)

declare float @llvm.exp.f32(float)

declare float @llvm.copysign.f32(float, float)
