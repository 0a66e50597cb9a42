; ModuleID = 'mlir13_ops.mlir'
source_filename = "mlir13_ops.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

declare void @print_f32(float)

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
  %10 = extractvalue { double, double } %7, 0
  %11 = extractvalue { double, double } %7, 1
  %12 = fadd double %8, %10
  %13 = fadd double %9, %11
  %14 = insertvalue { double, double } undef, double %12, 0
  %15 = insertvalue { double, double } %14, double %13, 1
  call void @show({ double, double } %15)
  %16 = extractvalue { double, double } %5, 0
  %17 = extractvalue { double, double } %5, 1
  %18 = extractvalue { double, double } %7, 0
  %19 = extractvalue { double, double } %7, 1
  %20 = fsub double %16, %18
  %21 = fsub double %17, %19
  %22 = insertvalue { double, double } undef, double %20, 0
  %23 = insertvalue { double, double } %22, double %21, 1
  call void @show({ double, double } %23)
  %24 = extractvalue { double, double } %5, 0
  %25 = extractvalue { double, double } %5, 1
  %26 = extractvalue { double, double } %7, 0
  %27 = extractvalue { double, double } %7, 1
  %28 = fmul double %24, %26
  %29 = fmul double %25, %27
  %30 = fsub double %28, %29
  %31 = fmul double %25, %26
  %32 = fmul double %24, %27
  %33 = fadd double %31, %32
  %34 = insertvalue { double, double } undef, double %30, 0
  %35 = insertvalue { double, double } %34, double %33, 1
  call void @show({ double, double } %35)
  %36 = extractvalue { double, double } %5, 0
  %37 = extractvalue { double, double } %5, 1
  %38 = extractvalue { double, double } %7, 0
  %39 = extractvalue { double, double } %7, 1
  %40 = fdiv double %38, %39
  %41 = fmul double %40, %38
  %42 = fadd double %39, %41
  %43 = fmul double %36, %40
  %44 = fadd double %43, %37
  %45 = fdiv double %44, %42
  %46 = fmul double %37, %40
  %47 = fsub double %46, %36
  %48 = fdiv double %47, %42
  %49 = fdiv double %39, %38
  %50 = fmul double %49, %39
  %51 = fadd double %38, %50
  %52 = fmul double %37, %49
  %53 = fadd double %36, %52
  %54 = fdiv double %53, %51
  %55 = fmul double %36, %49
  %56 = fsub double %37, %55
  %57 = fdiv double %56, %51
  %58 = call double @llvm.fabs.f64(double %38)
  %59 = fcmp oeq double %58, 0.0
  %60 = call double @llvm.fabs.f64(double %39)
  %61 = fcmp oeq double %60, 0.0
  %62 = fcmp ord double %36, 0.0
  %63 = fcmp ord double %37, 0.0
  %64 = or i1 %62, %63
  %65 = and i1 %59, %61
  %66 = and i1 %64, %65
  %67 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %38)
  %68 = fmul double %67, %36
  %69 = fmul double %67, %37
  %70 = fcmp one double %58, 0x7FF0000000000000
  %71 = fcmp one double %60, 0x7FF0000000000000
  %72 = and i1 %70, %71
  %73 = call double @llvm.fabs.f64(double %36)
  %74 = fcmp oeq double %73, 0x7FF0000000000000
  %75 = call double @llvm.fabs.f64(double %37)
  %76 = fcmp oeq double %75, 0x7FF0000000000000
  %77 = or i1 %74, %76
  %78 = and i1 %77, %72
  %79 = select i1 %74, double 1.0, double 0.0
  %80 = call double @llvm.copysign.f64(double %79, double %36)
  %81 = select i1 %76, double 1.0, double 0.0
  %82 = call double @llvm.copysign.f64(double %81, double %37)
  %83 = fmul double %80, %38
  %84 = fmul double %82, %39
  %85 = fadd double %83, %84
  %86 = fmul double 0x7FF0000000000000, %85
  %87 = fmul double %80, %39
  %88 = fmul double %82, %38
  %89 = fsub double %88, %87
  %90 = fmul double 0x7FF0000000000000, %89
  %91 = fcmp one double %73, 0x7FF0000000000000
  %92 = fcmp one double %75, 0x7FF0000000000000
  %93 = and i1 %91, %92
  %94 = fcmp oeq double %58, 0x7FF0000000000000
  %95 = fcmp oeq double %60, 0x7FF0000000000000
  %96 = or i1 %94, %95
  %97 = and i1 %93, %96
  %98 = select i1 %94, double 1.0, double 0.0
  %99 = call double @llvm.copysign.f64(double %98, double %38)
  %100 = select i1 %95, double 1.0, double 0.0
  %101 = call double @llvm.copysign.f64(double %100, double %39)
  %102 = fmul double %36, %99
  %103 = fmul double %37, %101
  %104 = fadd double %102, %103
  %105 = fmul double 0.0, %104
  %106 = fmul double %37, %99
  %107 = fmul double %36, %101
  %108 = fsub double %106, %107
  %109 = fmul double 0.0, %108
  %110 = fcmp olt double %58, %60
  %111 = select i1 %110, double %45, double %54
  %112 = select i1 %110, double %48, double %57
  %113 = select i1 %97, double %105, double %111
  %114 = select i1 %97, double %109, double %112
  %115 = select i1 %78, double %86, double %113
  %116 = select i1 %78, double %90, double %114
  %117 = select i1 %66, double %68, double %115
  %118 = select i1 %66, double %69, double %116
  %119 = fcmp uno double %111, 0.0
  %120 = fcmp uno double %112, 0.0
  %121 = and i1 %119, %120
  %122 = select i1 %121, double %117, double %111
  %123 = select i1 %121, double %118, double %112
  %124 = insertvalue { double, double } undef, double %122, 0
  %125 = insertvalue { double, double } %124, double %123, 1
  call void @show({ double, double } %125)
  %126 = extractvalue { double, double } %5, 0
  %127 = extractvalue { double, double } %5, 1
  %128 = fneg double %126
  %129 = fneg double %127
  %130 = insertvalue { double, double } undef, double %128, 0
  %131 = insertvalue { double, double } %130, double %129, 1
  call void @show({ double, double } %131)
  %132 = extractvalue { double, double } %5, 0
  %133 = extractvalue { double, double } %5, 1
  %134 = call double @llvm.exp.f64(double %132)
  %135 = fmul double %132, 0.5
  %136 = call double @llvm.exp.f64(double %135)
  %137 = call double @llvm.cos.f64(double %133)
  %138 = call double @llvm.sin.f64(double %133)
  %139 = fcmp oeq double %134, 0x7FF0000000000000
  %140 = fcmp oeq double %133, 0.0
  %141 = fmul double %134, %137
  %142 = fmul double %136, %137
  %143 = fmul double %142, %136
  %144 = select i1 %139, double %143, double %141
  %145 = fmul double %134, %138
  %146 = fmul double %136, %138
  %147 = fmul double %146, %136
  %148 = select i1 %139, double %147, double %145
  %149 = select i1 %140, double 0.0, double %148
  %150 = insertvalue { double, double } undef, double %144, 0
  %151 = insertvalue { double, double } %150, double %149, 1
  call void @show({ double, double } %151)
  %152 = extractvalue { double, double } %7, 0
  %153 = extractvalue { double, double } %7, 1
  %154 = call double @llvm.fabs.f64(double %152)
  %155 = call double @llvm.fabs.f64(double %153)
  %156 = fcmp uno double %154, %155
  %157 = fcmp oeq double %154, %155
  %158 = fcmp oeq double %154, 0.0
  %159 = and i1 %157, %158
  %160 = or i1 %156, %159
  %161 = fadd double %154, %155
  %162 = fcmp ogt double %154, %155
  %163 = select i1 %162, double %154, double %155
  %164 = select i1 %160, double %161, double %163
  %165 = fcmp uno double %154, %155
  %166 = fcmp oeq double %154, %155
  %167 = fcmp oeq double %154, 0.0
  %168 = and i1 %166, %167
  %169 = or i1 %165, %168
  %170 = fneg double %154
  %171 = fneg double %155
  %172 = fadd double %170, %171
  %173 = fneg double %172
  %174 = fcmp olt double %154, %155
  %175 = select i1 %174, double %154, double %155
  %176 = select i1 %169, double %173, double %175
  %177 = fdiv double %176, %164
  %178 = fmul double %177, %177
  %179 = fadd double %178, 1.0
  %180 = call double @llvm.sqrt.f64(double %179)
  %181 = fmul double %164, %180
  %182 = fcmp uno double %181, %181
  %183 = select i1 %182, double %176, double %181
  %184 = call double @llvm.log.f64(double %183)
  %185 = call double @atan2(double %153, double %152)
  %186 = insertvalue { double, double } undef, double %184, 0
  %187 = insertvalue { double, double } %186, double %185, 1
  call void @show({ double, double } %187)
  %188 = extractvalue { double, double } %7, 0
  %189 = extractvalue { double, double } %7, 1
  %190 = fadd double %188, 1.0
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = call double @llvm.fabs.f64(double %189)
  %193 = fcmp uno double %191, %192
  %194 = fcmp oeq double %191, %192
  %195 = fcmp oeq double %191, 0.0
  %196 = and i1 %194, %195
  %197 = or i1 %193, %196
  %198 = fadd double %191, %192
  %199 = fcmp ogt double %191, %192
  %200 = select i1 %199, double %191, double %192
  %201 = select i1 %197, double %198, double %200
  %202 = fcmp uno double %191, %192
  %203 = fcmp oeq double %191, %192
  %204 = fcmp oeq double %191, 0.0
  %205 = and i1 %203, %204
  %206 = or i1 %202, %205
  %207 = fneg double %191
  %208 = fneg double %192
  %209 = fadd double %207, %208
  %210 = fneg double %209
  %211 = fcmp olt double %191, %192
  %212 = select i1 %211, double %191, double %192
  %213 = select i1 %206, double %210, double %212
  %214 = fcmp ogt double %190, %192
  %215 = fsub double %201, 1.0
  %216 = select i1 %214, double %188, double %215
  %217 = fdiv double %213, %201
  %218 = fadd double 1.0, %216
  %219 = call double @llvm.log.f64(double %218)
  %220 = fmul double %217, %217
  %221 = fadd double 1.0, %220
  %222 = call double @llvm.log.f64(double %221)
  %223 = fmul double 0.5, %222
  %224 = fadd double %223, %219
  %225 = fcmp uno double %224, %224
  %226 = select i1 %225, double %213, double %224
  %227 = call double @atan2(double %189, double %190)
  %228 = insertvalue { double, double } undef, double %226, 0
  %229 = insertvalue { double, double } %228, double %227, 1
  call void @show({ double, double } %229)
  %230 = extractvalue { double, double } %5, 0
  %231 = extractvalue { double, double } %5, 1
  %232 = fcmp oeq double %230, 0.0
  %233 = fcmp oeq double %231, 0.0
  %234 = and i1 %232, %233
  %235 = call double @llvm.fabs.f64(double %230)
  %236 = call double @llvm.fabs.f64(double %231)
  %237 = fcmp uno double %235, %236
  %238 = fcmp oeq double %235, %236
  %239 = fcmp oeq double %235, 0.0
  %240 = and i1 %238, %239
  %241 = or i1 %237, %240
  %242 = fadd double %235, %236
  %243 = fcmp ogt double %235, %236
  %244 = select i1 %243, double %235, double %236
  %245 = select i1 %241, double %242, double %244
  %246 = fcmp uno double %235, %236
  %247 = fcmp oeq double %235, %236
  %248 = fcmp oeq double %235, 0.0
  %249 = and i1 %247, %248
  %250 = or i1 %246, %249
  %251 = fneg double %235
  %252 = fneg double %236
  %253 = fadd double %251, %252
  %254 = fneg double %253
  %255 = fcmp olt double %235, %236
  %256 = select i1 %255, double %235, double %236
  %257 = select i1 %250, double %254, double %256
  %258 = fdiv double %257, %245
  %259 = fmul double %258, %258
  %260 = fadd double %259, 1.0
  %261 = call double @llvm.sqrt.f64(double %260)
  %262 = fmul double %245, %261
  %263 = fcmp uno double %262, %262
  %264 = select i1 %263, double %257, double %262
  %265 = fdiv double %230, %264
  %266 = fdiv double %231, %264
  %267 = select i1 %234, double %230, double %265
  %268 = select i1 %234, double %231, double %266
  %269 = insertvalue { double, double } undef, double %267, 0
  %270 = insertvalue { double, double } %269, double %268, 1
  call void @show({ double, double } %270)
  %271 = extractvalue { double, double } %7, 0
  %272 = extractvalue { double, double } %7, 1
  %273 = call double @llvm.fabs.f64(double %271)
  %274 = call double @llvm.fabs.f64(double %272)
  %275 = fcmp uno double %273, %274
  %276 = fcmp oeq double %273, %274
  %277 = fcmp oeq double %273, 0.0
  %278 = and i1 %276, %277
  %279 = or i1 %275, %278
  %280 = fadd double %273, %274
  %281 = fcmp ogt double %273, %274
  %282 = select i1 %281, double %273, double %274
  %283 = select i1 %279, double %280, double %282
  %284 = fcmp uno double %273, %274
  %285 = fcmp oeq double %273, %274
  %286 = fcmp oeq double %273, 0.0
  %287 = and i1 %285, %286
  %288 = or i1 %284, %287
  %289 = fneg double %273
  %290 = fneg double %274
  %291 = fadd double %289, %290
  %292 = fneg double %291
  %293 = fcmp olt double %273, %274
  %294 = select i1 %293, double %273, double %274
  %295 = select i1 %288, double %292, double %294
  %296 = fdiv double %295, %283
  %297 = fmul double %296, %296
  %298 = fadd double %297, 1.0
  %299 = call double @llvm.sqrt.f64(double %298)
  %300 = fmul double %283, %299
  %301 = fcmp uno double %300, %300
  %302 = select i1 %301, double %295, double %300
  call void @print_f64(double %302)
  %303 = extractvalue { double, double } %5, 0
  %304 = extractvalue { double, double } %5, 1
  %305 = extractvalue { double, double } %7, 0
  %306 = extractvalue { double, double } %7, 1
  %307 = fcmp oeq double %303, %305
  %308 = fcmp oeq double %304, %306
  %309 = and i1 %307, %308
  %310 = zext i1 %309 to i32
  call void @print_i32(i32 %310)
  %311 = extractvalue { double, double } %5, 0
  %312 = extractvalue { double, double } %5, 1
  %313 = extractvalue { double, double } %5, 0
  %314 = extractvalue { double, double } %5, 1
  %315 = fcmp une double %311, %313
  %316 = fcmp une double %312, %314
  %317 = or i1 %315, %316
  %318 = zext i1 %317 to i32
  call void @print_i32(i32 %318)
  ret void
}

define void @ops32(float %0, float %1) {
bb0:
  %2 = insertvalue { float, float } undef, float %0, 0
  %3 = insertvalue { float, float } %2, float %1, 1
  %4 = extractvalue { float, float } %3, 0
  %5 = extractvalue { float, float } %3, 1
  %6 = call float @llvm.exp.f32(float %4)
  %7 = fmul float %4, 0.5
  %8 = call float @llvm.exp.f32(float %7)
  %9 = call float @llvm.cos.f32(float %5)
  %10 = call float @llvm.sin.f32(float %5)
  %11 = fcmp oeq float %6, 0x7FF0000000000000
  %12 = fcmp oeq float %5, 0.0
  %13 = fmul float %6, %9
  %14 = fmul float %8, %9
  %15 = fmul float %14, %8
  %16 = select i1 %11, float %15, float %13
  %17 = fmul float %6, %10
  %18 = fmul float %8, %10
  %19 = fmul float %18, %8
  %20 = select i1 %11, float %19, float %17
  %21 = select i1 %12, float 0.0, float %20
  %22 = insertvalue { float, float } undef, float %16, 0
  %23 = insertvalue { float, float } %22, float %21, 1
  %24 = extractvalue { float, float } %23, 0
  %25 = extractvalue { float, float } %23, 1
  %26 = extractvalue { float, float } %3, 0
  %27 = extractvalue { float, float } %3, 1
  %28 = fdiv float %26, %27
  %29 = fmul float %28, %26
  %30 = fadd float %27, %29
  %31 = fmul float %24, %28
  %32 = fadd float %31, %25
  %33 = fdiv float %32, %30
  %34 = fmul float %25, %28
  %35 = fsub float %34, %24
  %36 = fdiv float %35, %30
  %37 = fdiv float %27, %26
  %38 = fmul float %37, %27
  %39 = fadd float %26, %38
  %40 = fmul float %25, %37
  %41 = fadd float %24, %40
  %42 = fdiv float %41, %39
  %43 = fmul float %24, %37
  %44 = fsub float %25, %43
  %45 = fdiv float %44, %39
  %46 = call float @llvm.fabs.f32(float %26)
  %47 = fcmp oeq float %46, 0.0
  %48 = call float @llvm.fabs.f32(float %27)
  %49 = fcmp oeq float %48, 0.0
  %50 = fcmp ord float %24, 0.0
  %51 = fcmp ord float %25, 0.0
  %52 = or i1 %50, %51
  %53 = and i1 %47, %49
  %54 = and i1 %52, %53
  %55 = call float @llvm.copysign.f32(float 0x7FF0000000000000, float %26)
  %56 = fmul float %55, %24
  %57 = fmul float %55, %25
  %58 = fcmp one float %46, 0x7FF0000000000000
  %59 = fcmp one float %48, 0x7FF0000000000000
  %60 = and i1 %58, %59
  %61 = call float @llvm.fabs.f32(float %24)
  %62 = fcmp oeq float %61, 0x7FF0000000000000
  %63 = call float @llvm.fabs.f32(float %25)
  %64 = fcmp oeq float %63, 0x7FF0000000000000
  %65 = or i1 %62, %64
  %66 = and i1 %65, %60
  %67 = select i1 %62, float 1.0, float 0.0
  %68 = call float @llvm.copysign.f32(float %67, float %24)
  %69 = select i1 %64, float 1.0, float 0.0
  %70 = call float @llvm.copysign.f32(float %69, float %25)
  %71 = fmul float %68, %26
  %72 = fmul float %70, %27
  %73 = fadd float %71, %72
  %74 = fmul float 0x7FF0000000000000, %73
  %75 = fmul float %68, %27
  %76 = fmul float %70, %26
  %77 = fsub float %76, %75
  %78 = fmul float 0x7FF0000000000000, %77
  %79 = fcmp one float %61, 0x7FF0000000000000
  %80 = fcmp one float %63, 0x7FF0000000000000
  %81 = and i1 %79, %80
  %82 = fcmp oeq float %46, 0x7FF0000000000000
  %83 = fcmp oeq float %48, 0x7FF0000000000000
  %84 = or i1 %82, %83
  %85 = and i1 %81, %84
  %86 = select i1 %82, float 1.0, float 0.0
  %87 = call float @llvm.copysign.f32(float %86, float %26)
  %88 = select i1 %83, float 1.0, float 0.0
  %89 = call float @llvm.copysign.f32(float %88, float %27)
  %90 = fmul float %24, %87
  %91 = fmul float %25, %89
  %92 = fadd float %90, %91
  %93 = fmul float 0.0, %92
  %94 = fmul float %25, %87
  %95 = fmul float %24, %89
  %96 = fsub float %94, %95
  %97 = fmul float 0.0, %96
  %98 = fcmp olt float %46, %48
  %99 = select i1 %98, float %33, float %42
  %100 = select i1 %98, float %36, float %45
  %101 = select i1 %85, float %93, float %99
  %102 = select i1 %85, float %97, float %100
  %103 = select i1 %66, float %74, float %101
  %104 = select i1 %66, float %78, float %102
  %105 = select i1 %54, float %56, float %103
  %106 = select i1 %54, float %57, float %104
  %107 = fcmp uno float %99, 0.0
  %108 = fcmp uno float %100, 0.0
  %109 = and i1 %107, %108
  %110 = select i1 %109, float %105, float %99
  %111 = select i1 %109, float %106, float %100
  %112 = insertvalue { float, float } undef, float %110, 0
  %113 = insertvalue { float, float } %112, float %111, 1
  %114 = extractvalue { float, float } %113, 0
  %115 = extractvalue { float, float } %113, 1
  %116 = fcmp oeq float %114, 0.0
  %117 = fcmp oeq float %115, 0.0
  %118 = and i1 %116, %117
  %119 = call float @llvm.fabs.f32(float %114)
  %120 = call float @llvm.fabs.f32(float %115)
  %121 = fcmp uno float %119, %120
  %122 = fcmp oeq float %119, %120
  %123 = fcmp oeq float %119, 0.0
  %124 = and i1 %122, %123
  %125 = or i1 %121, %124
  %126 = fadd float %119, %120
  %127 = fcmp ogt float %119, %120
  %128 = select i1 %127, float %119, float %120
  %129 = select i1 %125, float %126, float %128
  %130 = fcmp uno float %119, %120
  %131 = fcmp oeq float %119, %120
  %132 = fcmp oeq float %119, 0.0
  %133 = and i1 %131, %132
  %134 = or i1 %130, %133
  %135 = fneg float %119
  %136 = fneg float %120
  %137 = fadd float %135, %136
  %138 = fneg float %137
  %139 = fcmp olt float %119, %120
  %140 = select i1 %139, float %119, float %120
  %141 = select i1 %134, float %138, float %140
  %142 = fdiv float %141, %129
  %143 = fmul float %142, %142
  %144 = fadd float %143, 1.0
  %145 = call float @llvm.sqrt.f32(float %144)
  %146 = fmul float %129, %145
  %147 = fcmp uno float %146, %146
  %148 = select i1 %147, float %141, float %146
  %149 = fdiv float %114, %148
  %150 = fdiv float %115, %148
  %151 = select i1 %118, float %114, float %149
  %152 = select i1 %118, float %115, float %150
  %153 = insertvalue { float, float } undef, float %151, 0
  %154 = insertvalue { float, float } %153, float %152, 1
  %155 = extractvalue { float, float } %154, 0
  %156 = extractvalue { float, float } %154, 1
  %157 = extractvalue { float, float } %154, 0
  %158 = extractvalue { float, float } %154, 1
  call void @print_f32(float %155)
  call void @print_f32(float %158)
  %159 = extractvalue { float, float } %3, 0
  %160 = extractvalue { float, float } %3, 1
  %161 = call float @llvm.fabs.f32(float %159)
  %162 = call float @llvm.fabs.f32(float %160)
  %163 = fcmp uno float %161, %162
  %164 = fcmp oeq float %161, %162
  %165 = fcmp oeq float %161, 0.0
  %166 = and i1 %164, %165
  %167 = or i1 %163, %166
  %168 = fadd float %161, %162
  %169 = fcmp ogt float %161, %162
  %170 = select i1 %169, float %161, float %162
  %171 = select i1 %167, float %168, float %170
  %172 = fcmp uno float %161, %162
  %173 = fcmp oeq float %161, %162
  %174 = fcmp oeq float %161, 0.0
  %175 = and i1 %173, %174
  %176 = or i1 %172, %175
  %177 = fneg float %161
  %178 = fneg float %162
  %179 = fadd float %177, %178
  %180 = fneg float %179
  %181 = fcmp olt float %161, %162
  %182 = select i1 %181, float %161, float %162
  %183 = select i1 %176, float %180, float %182
  %184 = fdiv float %183, %171
  %185 = fmul float %184, %184
  %186 = fadd float %185, 1.0
  %187 = call float @llvm.sqrt.f32(float %186)
  %188 = fmul float %171, %187
  %189 = fcmp uno float %188, %188
  %190 = select i1 %189, float %183, float %188
  call void @print_f32(float %190)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(double 1.5, double -2.0, double 0.25, double 0.75)
  call void @ops(double 3.0, double 4.0, double -1.0, double 0.0)
  call void @ops(double 0.0, double -1.0, double 4.0, double 3.0)
  call void @ops32(float 0.5, float -1.25)
  ret i32 0
}

declare double @llvm.fabs.f64(double)

declare double @llvm.copysign.f64(double, double)

declare double @llvm.exp.f64(double)

declare double @llvm.cos.f64(double)

declare double @llvm.sin.f64(double)

declare double @llvm.sqrt.f64(double)

declare double @llvm.log.f64(double)

declare double @atan2(double, double)

declare float @llvm.exp.f32(float)

declare float @llvm.cos.f32(float)

declare float @llvm.sin.f32(float)

declare float @llvm.fabs.f32(float)

declare float @llvm.copysign.f32(float, float)

declare float @llvm.sqrt.f32(float)
