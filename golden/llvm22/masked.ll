; ModuleID = 'masked.mlir'
source_filename = "masked.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [8 x float] [float 1.0, float 2.0, float 3.0, float 4.0, float 5.0, float 6.0, float 7.0, float 8.0], align 16

declare void @print_f32(float)

define void @show(<4 x float> %0) {
bb0:
  %1 = extractelement <4 x float> %0, i32 0
  %2 = extractelement <4 x float> %0, i32 1
  %3 = extractelement <4 x float> %0, i32 2
  %4 = extractelement <4 x float> %0, i32 3
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f32(float %3)
  call void @print_f32(float %4)
  ret void
}

define void @show_a() {
bb0:
  %0 = bitcast [8 x float]* @a to i8*
  %1 = getelementptr [8 x float], [8 x float]* @a, i32 0, i32 4
  %2 = bitcast float* %1 to i8*
  %3 = bitcast i8* %0 to <4 x float>*
  %4 = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %3, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> undef)
  %5 = bitcast i8* %2 to <4 x float>*
  %6 = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %5, i32 16, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> undef)
  call void @show(<4 x float> %4)
  call void @show(<4 x float> %6)
  ret void
}

define i32 @main() {
bb0:
  %0 = bitcast [8 x float]* @a to i8*
  %1 = getelementptr [8 x float], [8 x float]* @a, i32 0, i32 2
  %2 = bitcast float* %1 to i8*
  %3 = bitcast i8* %2 to <4 x float>*
  %4 = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %3, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>)
  call void @show(<4 x float> %4)
  %5 = fadd <4 x float> %4, %4
  %6 = bitcast i8* %0 to <4 x float>*
  call void @llvm.masked.store.v4f32.p0v4f32(<4 x float> %5, <4 x float>* %6, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  call void @show_a()
  %7 = bitcast i8* %0 to float*
  %8 = getelementptr float, float* %7, <4 x i32> <i32 7, i32 0, i32 3, i32 1>
  %9 = bitcast <4 x float*> %8 to <4 x i8*>
  %10 = bitcast <4 x i8*> %9 to <4 x float*>
  %11 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %10, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>)
  call void @show(<4 x float> %11)
  %12 = bitcast <4 x i8*> %9 to <4 x float*>
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %11, <4 x float*> %12, i32 4, <4 x i1> <i1 false, i1 true, i1 true, i1 false>)
  call void @show_a()
  %13 = bitcast i8* %0 to <4 x float>*
  %14 = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %13, i32 4, <4 x i1> <i1 false, i1 true, i1 true, i1 false>, <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>)
  call void @show(<4 x float> %14)
  %15 = bitcast i8* %2 to <4 x float>*
  call void @llvm.masked.store.v4f32.p0v4f32(<4 x float> %14, <4 x float>* %15, i32 4, <4 x i1> <i1 false, i1 true, i1 true, i1 false>)
  %16 = bitcast <4 x i8*> %9 to <4 x float*>
  %17 = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %16, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>)
  call void @show(<4 x float> %17)
  %18 = fmul <4 x float> %17, %17
  %19 = bitcast <4 x i8*> %9 to <4 x float*>
  call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %18, <4 x float*> %19, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  call void @show_a()
  ret i32 0
}

declare <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>*, i32, <4 x i1>, <4 x float>)

declare void @llvm.masked.store.v4f32.p0v4f32(<4 x float>, <4 x float>*, i32, <4 x i1>)

declare <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*>, i32, <4 x i1>, <4 x float>)

declare void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float>, <4 x float*>, i32, <4 x i1>)
