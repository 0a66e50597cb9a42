; ModuleID = 'atomic_rmw_float_mlir22.mlir'
source_filename = "atomic_rmw_float_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f64(double)

define void @show(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, float %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = fpext float %6 to double
  call void @print_f64(double %12)
  %13 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %11, 1
  %14 = getelementptr float, float* %13, i64 %5
  %15 = load float, float* %14
  %16 = fpext float %15 to double
  call void @print_f64(double %16)
  ret void
}

define i32 @main() {
bb0:
  %0 = getelementptr float, float* null, i64 4
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %10 = getelementptr float, float* %9, i64 0
  store float 1.5, float* %10
  %11 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr float, float* %11, i64 0
  %13 = bitcast float* %12 to i32*
  %14 = load i32, i32* %13
  br label %bb1

bb1:
  %15 = phi i32 [ %14, %bb0 ], [ %30, %bb1 ]
  %16 = bitcast i32 %15 to float
  %17 = bitcast float %16 to i32
  %18 = bitcast float -2.0 to i32
  %19 = and i32 %17, %18
  %20 = bitcast i32 %19 to float
  %21 = fcmp olt float %16, -2.0
  %22 = select i1 %21, float -2.0, float %20
  %23 = fcmp ogt float %16, -2.0
  %24 = select i1 %23, float %16, float %22
  %25 = fcmp uno float %16, -2.0
  %26 = fadd float %16, -2.0
  %27 = select i1 %25, float %26, float %24
  %28 = bitcast float %27 to i32
  %29 = cmpxchg i32* %13, i32 %15, i32 %28 acq_rel monotonic
  %30 = extractvalue { i32, i1 } %29, 0
  %31 = extractvalue { i32, i1 } %29, 1
  br i1 %31, label %bb2, label %bb1

bb2:
  %32 = phi i32 [ %30, %bb1 ]
  %33 = bitcast i32 %32 to float
  %34 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %35 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %36 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %37 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %38 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %34, float* %35, i64 %36, i64 %37, i64 %38, i64 0, float %33)
  %39 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %40 = getelementptr float, float* %39, i64 0
  %41 = bitcast float* %40 to i32*
  %42 = load i32, i32* %41
  br label %bb3

bb3:
  %43 = phi i32 [ %42, %bb2 ], [ %58, %bb3 ]
  %44 = bitcast i32 %43 to float
  %45 = bitcast float %44 to i32
  %46 = bitcast float -2.0 to i32
  %47 = or i32 %45, %46
  %48 = bitcast i32 %47 to float
  %49 = fcmp ogt float %44, -2.0
  %50 = select i1 %49, float -2.0, float %48
  %51 = fcmp olt float %44, -2.0
  %52 = select i1 %51, float %44, float %50
  %53 = fcmp uno float %44, -2.0
  %54 = fadd float %44, -2.0
  %55 = select i1 %53, float %54, float %52
  %56 = bitcast float %55 to i32
  %57 = cmpxchg i32* %41, i32 %43, i32 %56 acq_rel monotonic
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  br i1 %59, label %bb4, label %bb3

bb4:
  %60 = phi i32 [ %58, %bb3 ]
  %61 = bitcast i32 %60 to float
  %62 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %63 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %64 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %65 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %66 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %62, float* %63, i64 %64, i64 %65, i64 %66, i64 0, float %61)
  %67 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %68 = getelementptr float, float* %67, i64 0
  %69 = bitcast float* %68 to i32*
  %70 = load i32, i32* %69
  br label %bb5

bb5:
  %71 = phi i32 [ %70, %bb4 ], [ %76, %bb5 ]
  %72 = bitcast i32 %71 to float
  %73 = call float @llvm.maxnum.f32(float %72, float 1.5)
  %74 = bitcast float %73 to i32
  %75 = cmpxchg i32* %69, i32 %71, i32 %74 acq_rel monotonic
  %76 = extractvalue { i32, i1 } %75, 0
  %77 = extractvalue { i32, i1 } %75, 1
  br i1 %77, label %bb6, label %bb5

bb6:
  %78 = phi i32 [ %76, %bb5 ]
  %79 = bitcast i32 %78 to float
  %80 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %81 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %82 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %83 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %84 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %80, float* %81, i64 %82, i64 %83, i64 %84, i64 0, float %79)
  %85 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %86 = getelementptr float, float* %85, i64 0
  %87 = bitcast float* %86 to i32*
  %88 = load i32, i32* %87
  br label %bb7

bb7:
  %89 = phi i32 [ %88, %bb6 ], [ %94, %bb7 ]
  %90 = bitcast i32 %89 to float
  %91 = call float @llvm.minnum.f32(float %90, float 0x7FF8000000000000)
  %92 = bitcast float %91 to i32
  %93 = cmpxchg i32* %87, i32 %89, i32 %92 acq_rel monotonic
  %94 = extractvalue { i32, i1 } %93, 0
  %95 = extractvalue { i32, i1 } %93, 1
  br i1 %95, label %bb8, label %bb7

bb8:
  %96 = phi i32 [ %94, %bb7 ]
  %97 = bitcast i32 %96 to float
  %98 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %99 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %100 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %101 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %102 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %98, float* %99, i64 %100, i64 %101, i64 %102, i64 0, float %97)
  %103 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %104 = getelementptr float, float* %103, i64 0
  %105 = bitcast float* %104 to i32*
  %106 = load i32, i32* %105
  br label %bb9

bb9:
  %107 = phi i32 [ %106, %bb8 ], [ %122, %bb9 ]
  %108 = bitcast i32 %107 to float
  %109 = bitcast float %108 to i32
  %110 = bitcast float 0x7FF8000000000000 to i32
  %111 = and i32 %109, %110
  %112 = bitcast i32 %111 to float
  %113 = fcmp olt float %108, 0x7FF8000000000000
  %114 = select i1 %113, float 0x7FF8000000000000, float %112
  %115 = fcmp ogt float %108, 0x7FF8000000000000
  %116 = select i1 %115, float %108, float %114
  %117 = fcmp uno float %108, 0x7FF8000000000000
  %118 = fadd float %108, 0x7FF8000000000000
  %119 = select i1 %117, float %118, float %116
  %120 = bitcast float %119 to i32
  %121 = cmpxchg i32* %105, i32 %107, i32 %120 acq_rel monotonic
  %122 = extractvalue { i32, i1 } %121, 0
  %123 = extractvalue { i32, i1 } %121, 1
  br i1 %123, label %bb10, label %bb9

bb10:
  %124 = phi i32 [ %122, %bb9 ]
  %125 = bitcast i32 %124 to float
  %126 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %127 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %128 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %129 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %130 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %126, float* %127, i64 %128, i64 %129, i64 %130, i64 0, float %125)
  %131 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %132 = getelementptr float, float* %131, i64 0
  %133 = bitcast float* %132 to i32*
  %134 = load i32, i32* %133
  br label %bb11

bb11:
  %135 = phi i32 [ %134, %bb10 ], [ %140, %bb11 ]
  %136 = bitcast i32 %135 to float
  %137 = call float @llvm.maxnum.f32(float %136, float -2.0)
  %138 = bitcast float %137 to i32
  %139 = cmpxchg i32* %133, i32 %135, i32 %138 acq_rel monotonic
  %140 = extractvalue { i32, i1 } %139, 0
  %141 = extractvalue { i32, i1 } %139, 1
  br i1 %141, label %bb12, label %bb11

bb12:
  %142 = phi i32 [ %140, %bb11 ]
  %143 = bitcast i32 %142 to float
  %144 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %145 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %146 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %147 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %148 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %144, float* %145, i64 %146, i64 %147, i64 %148, i64 0, float %143)
  %149 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %150 = getelementptr float, float* %149, i64 1
  store float -0.0, float* %150
  %151 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %152 = getelementptr float, float* %151, i64 1
  %153 = bitcast float* %152 to i32*
  %154 = load i32, i32* %153
  br label %bb13

bb13:
  %155 = phi i32 [ %154, %bb12 ], [ %170, %bb13 ]
  %156 = bitcast i32 %155 to float
  %157 = bitcast float %156 to i32
  %158 = bitcast float 0.0 to i32
  %159 = and i32 %157, %158
  %160 = bitcast i32 %159 to float
  %161 = fcmp olt float %156, 0.0
  %162 = select i1 %161, float 0.0, float %160
  %163 = fcmp ogt float %156, 0.0
  %164 = select i1 %163, float %156, float %162
  %165 = fcmp uno float %156, 0.0
  %166 = fadd float %156, 0.0
  %167 = select i1 %165, float %166, float %164
  %168 = bitcast float %167 to i32
  %169 = cmpxchg i32* %153, i32 %155, i32 %168 acq_rel monotonic
  %170 = extractvalue { i32, i1 } %169, 0
  %171 = extractvalue { i32, i1 } %169, 1
  br i1 %171, label %bb14, label %bb13

bb14:
  %172 = phi i32 [ %170, %bb13 ]
  %173 = bitcast i32 %172 to float
  %174 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %175 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %176 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %177 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %178 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %174, float* %175, i64 %176, i64 %177, i64 %178, i64 1, float %173)
  %179 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %180 = getelementptr float, float* %179, i64 1
  %181 = bitcast float* %180 to i32*
  %182 = load i32, i32* %181
  br label %bb15

bb15:
  %183 = phi i32 [ %182, %bb14 ], [ %198, %bb15 ]
  %184 = bitcast i32 %183 to float
  %185 = bitcast float %184 to i32
  %186 = bitcast float -0.0 to i32
  %187 = or i32 %185, %186
  %188 = bitcast i32 %187 to float
  %189 = fcmp ogt float %184, -0.0
  %190 = select i1 %189, float -0.0, float %188
  %191 = fcmp olt float %184, -0.0
  %192 = select i1 %191, float %184, float %190
  %193 = fcmp uno float %184, -0.0
  %194 = fadd float %184, -0.0
  %195 = select i1 %193, float %194, float %192
  %196 = bitcast float %195 to i32
  %197 = cmpxchg i32* %181, i32 %183, i32 %196 acq_rel monotonic
  %198 = extractvalue { i32, i1 } %197, 0
  %199 = extractvalue { i32, i1 } %197, 1
  br i1 %199, label %bb16, label %bb15

bb16:
  %200 = phi i32 [ %198, %bb15 ]
  %201 = bitcast i32 %200 to float
  %202 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %203 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %204 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %205 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %206 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %202, float* %203, i64 %204, i64 %205, i64 %206, i64 1, float %201)
  %207 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %208 = getelementptr float, float* %207, i64 2
  store float 0x7FF8000000000000, float* %208
  %209 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %210 = getelementptr float, float* %209, i64 2
  %211 = bitcast float* %210 to i32*
  %212 = load i32, i32* %211
  br label %bb17

bb17:
  %213 = phi i32 [ %212, %bb16 ], [ %218, %bb17 ]
  %214 = bitcast i32 %213 to float
  %215 = call float @llvm.minnum.f32(float %214, float 1.5)
  %216 = bitcast float %215 to i32
  %217 = cmpxchg i32* %211, i32 %213, i32 %216 acq_rel monotonic
  %218 = extractvalue { i32, i1 } %217, 0
  %219 = extractvalue { i32, i1 } %217, 1
  br i1 %219, label %bb18, label %bb17

bb18:
  %220 = phi i32 [ %218, %bb17 ]
  %221 = bitcast i32 %220 to float
  %222 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %223 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 1
  %224 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 2
  %225 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %226 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @show(float* %222, float* %223, i64 %224, i64 %225, i64 %226, i64 2, float %221)
  %227 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %8, 0
  %228 = bitcast float* %227 to i8*
  call void @free(i8* %228)
  %229 = getelementptr double, double* null, i64 4
  %230 = ptrtoint double* %229 to i64
  %231 = call i8* @malloc(i64 %230)
  %232 = bitcast i8* %231 to double*
  %233 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } undef, double* %232, 0
  %234 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %233, double* %232, 1
  %235 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %234, i64 0, 2
  %236 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %235, i64 2, 3, 0
  %237 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %236, i64 2, 3, 1
  %238 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %237, i64 2, 4, 0
  %239 = insertvalue { double*, double*, i64, [2 x i64], [2 x i64] } %238, i64 1, 4, 1
  %240 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %239, 1
  %241 = mul i64 1, 2
  %242 = add i64 %241, 0
  %243 = getelementptr double, double* %240, i64 %242
  store double 3.25, double* %243
  %244 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %239, 1
  %245 = mul i64 1, 2
  %246 = add i64 %245, 0
  %247 = getelementptr double, double* %244, i64 %246
  %248 = bitcast double* %247 to i64*
  %249 = load i64, i64* %248
  br label %bb19

bb19:
  %250 = phi i64 [ %249, %bb18 ], [ %255, %bb19 ]
  %251 = bitcast i64 %250 to double
  %252 = call double @llvm.minnum.f64(double %251, double 7.0)
  %253 = bitcast double %252 to i64
  %254 = cmpxchg i64* %248, i64 %250, i64 %253 acq_rel monotonic
  %255 = extractvalue { i64, i1 } %254, 0
  %256 = extractvalue { i64, i1 } %254, 1
  br i1 %256, label %bb20, label %bb19

bb20:
  %257 = phi i64 [ %255, %bb19 ]
  %258 = bitcast i64 %257 to double
  %259 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %239, 1
  %260 = mul i64 1, 2
  %261 = add i64 %260, 0
  %262 = getelementptr double, double* %259, i64 %261
  %263 = bitcast double* %262 to i64*
  %264 = load i64, i64* %263
  br label %bb21

bb21:
  %265 = phi i64 [ %264, %bb20 ], [ %280, %bb21 ]
  %266 = bitcast i64 %265 to double
  %267 = bitcast double %266 to i64
  %268 = bitcast double 7.0 to i64
  %269 = and i64 %267, %268
  %270 = bitcast i64 %269 to double
  %271 = fcmp olt double %266, 7.0
  %272 = select i1 %271, double 7.0, double %270
  %273 = fcmp ogt double %266, 7.0
  %274 = select i1 %273, double %266, double %272
  %275 = fcmp uno double %266, 7.0
  %276 = fadd double %266, 7.0
  %277 = select i1 %275, double %276, double %274
  %278 = bitcast double %277 to i64
  %279 = cmpxchg i64* %263, i64 %265, i64 %278 acq_rel monotonic
  %280 = extractvalue { i64, i1 } %279, 0
  %281 = extractvalue { i64, i1 } %279, 1
  br i1 %281, label %bb22, label %bb21

bb22:
  %282 = phi i64 [ %280, %bb21 ]
  %283 = bitcast i64 %282 to double
  %284 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %239, 1
  %285 = mul i64 1, 2
  %286 = add i64 %285, 0
  %287 = getelementptr double, double* %284, i64 %286
  %288 = bitcast double* %287 to i64*
  %289 = load i64, i64* %288
  br label %bb23

bb23:
  %290 = phi i64 [ %289, %bb22 ], [ %305, %bb23 ]
  %291 = bitcast i64 %290 to double
  %292 = bitcast double %291 to i64
  %293 = bitcast double 3.25 to i64
  %294 = or i64 %292, %293
  %295 = bitcast i64 %294 to double
  %296 = fcmp ogt double %291, 3.25
  %297 = select i1 %296, double 3.25, double %295
  %298 = fcmp olt double %291, 3.25
  %299 = select i1 %298, double %291, double %297
  %300 = fcmp uno double %291, 3.25
  %301 = fadd double %291, 3.25
  %302 = select i1 %300, double %301, double %299
  %303 = bitcast double %302 to i64
  %304 = cmpxchg i64* %288, i64 %290, i64 %303 acq_rel monotonic
  %305 = extractvalue { i64, i1 } %304, 0
  %306 = extractvalue { i64, i1 } %304, 1
  br i1 %306, label %bb24, label %bb23

bb24:
  %307 = phi i64 [ %305, %bb23 ]
  %308 = bitcast i64 %307 to double
  %309 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %239, 1
  %310 = mul i64 1, 2
  %311 = add i64 %310, 0
  %312 = getelementptr double, double* %309, i64 %311
  %313 = load double, double* %312
  call void @print_f64(double %258)
  call void @print_f64(double %283)
  call void @print_f64(double %308)
  call void @print_f64(double %313)
  %314 = extractvalue { double*, double*, i64, [2 x i64], [2 x i64] } %239, 0
  %315 = bitcast double* %314 to i8*
  call void @free(i8* %315)
  %316 = alloca half
  %317 = insertvalue { half*, half*, i64 } undef, half* %316, 0
  %318 = insertvalue { half*, half*, i64 } %317, half* %316, 1
  %319 = insertvalue { half*, half*, i64 } %318, i64 0, 2
  %320 = extractvalue { half*, half*, i64 } %319, 1
  store half 0xH3800, half* %320
  %321 = extractvalue { half*, half*, i64 } %319, 1
  %322 = bitcast half* %321 to i16*
  %323 = load i16, i16* %322
  br label %bb25

bb25:
  %324 = phi i16 [ %323, %bb24 ], [ %329, %bb25 ]
  %325 = bitcast i16 %324 to half
  %326 = call half @llvm.minnum.f16(half %325, half 0xHC800)
  %327 = bitcast half %326 to i16
  %328 = cmpxchg i16* %322, i16 %324, i16 %327 acq_rel monotonic
  %329 = extractvalue { i16, i1 } %328, 0
  %330 = extractvalue { i16, i1 } %328, 1
  br i1 %330, label %bb26, label %bb25

bb26:
  %331 = phi i16 [ %329, %bb25 ]
  %332 = bitcast i16 %331 to half
  %333 = extractvalue { half*, half*, i64 } %319, 1
  %334 = load half, half* %333
  %335 = fpext half %332 to double
  call void @print_f64(double %335)
  %336 = fpext half %334 to double
  call void @print_f64(double %336)
  ret i32 0
}

declare i8* @malloc(i64)

declare float @llvm.maxnum.f32(float, float)

declare float @llvm.minnum.f32(float, float)

declare void @free(i8*)

declare double @llvm.minnum.f64(double, double)

declare half @llvm.minnum.f16(half, half)
