; ModuleID = 'vec_float_arith.mlir'
source_filename = "vec_float_arith.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

declare void @print_i32(i32)

define void @pf4(<4 x float> %0) {
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

define void @pf2(<2 x double> %0) {
bb0:
  %1 = extractelement <2 x double> %0, i64 0
  %2 = extractelement <2 x double> %0, i64 1
  call void @print_f64(double %1)
  call void @print_f64(double %2)
  ret void
}

define void @pb4(<4 x i1> %0) {
bb0:
  %1 = zext <4 x i1> %0 to <4 x i32>
  %2 = extractelement <4 x i32> %1, i32 0
  %3 = extractelement <4 x i32> %1, i32 1
  %4 = extractelement <4 x i32> %1, i32 2
  %5 = extractelement <4 x i32> %1, i32 3
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  ret void
}

define void @bin4(<4 x float> %0, <4 x float> %1) {
bb0:
  %2 = fadd <4 x float> %0, %1
  call void @pf4(<4 x float> %2)
  %3 = fsub <4 x float> %0, %1
  call void @pf4(<4 x float> %3)
  %4 = fmul <4 x float> %0, %1
  call void @pf4(<4 x float> %4)
  %5 = fdiv <4 x float> %0, %1
  call void @pf4(<4 x float> %5)
  %6 = frem <4 x float> %0, %1
  call void @pf4(<4 x float> %6)
  %7 = fneg <4 x float> %0
  call void @pf4(<4 x float> %7)
  %8 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %1)
  call void @pf4(<4 x float> %8)
  %9 = call <4 x float> @llvm.copysign.v4f32(<4 x float> %0, <4 x float> %1)
  call void @pf4(<4 x float> %9)
  ret void
}

define void @un4(<4 x float> %0, <4 x float> %1, <4 x float> %2, <4 x float> %3) {
bb0:
  %4 = call <4 x float> @llvm.ceil.v4f32(<4 x float> %0)
  call void @pf4(<4 x float> %4)
  %5 = call <4 x float> @llvm.floor.v4f32(<4 x float> %0)
  call void @pf4(<4 x float> %5)
  %6 = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %1)
  call void @pf4(<4 x float> %6)
  %7 = call <4 x float> @llvm.exp.v4f32(<4 x float> %2)
  call void @pf4(<4 x float> %7)
  %8 = call <4 x float> @llvm.cos.v4f32(<4 x float> %3)
  call void @pf4(<4 x float> %8)
  ret void
}

define void @ops2(<2 x double> %0, <2 x double> %1, <2 x double> %2) {
bb0:
  %3 = fadd <2 x double> %0, %1
  call void @pf2(<2 x double> %3)
  %4 = fsub <2 x double> %0, %1
  call void @pf2(<2 x double> %4)
  %5 = fmul <2 x double> %0, %1
  call void @pf2(<2 x double> %5)
  %6 = fdiv <2 x double> %0, %1
  call void @pf2(<2 x double> %6)
  %7 = frem <2 x double> %0, %1
  call void @pf2(<2 x double> %7)
  %8 = fneg <2 x double> %0
  call void @pf2(<2 x double> %8)
  %9 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %0)
  call void @pf2(<2 x double> %9)
  %10 = call <2 x double> @llvm.copysign.v2f64(<2 x double> %1, <2 x double> %0)
  call void @pf2(<2 x double> %10)
  %11 = call <2 x double> @llvm.ceil.v2f64(<2 x double> %2)
  call void @pf2(<2 x double> %11)
  %12 = call <2 x double> @llvm.floor.v2f64(<2 x double> %2)
  call void @pf2(<2 x double> %12)
  %13 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %2)
  %14 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %13)
  call void @pf2(<2 x double> %14)
  ret void
}

define void @cmp4(<4 x float> %0, <4 x float> %1) {
bb0:
  %2 = fcmp false <4 x float> %0, %1
  call void @pb4(<4 x i1> %2)
  %3 = fcmp oeq <4 x float> %0, %1
  call void @pb4(<4 x i1> %3)
  %4 = fcmp ogt <4 x float> %0, %1
  call void @pb4(<4 x i1> %4)
  %5 = fcmp oge <4 x float> %0, %1
  call void @pb4(<4 x i1> %5)
  %6 = fcmp olt <4 x float> %0, %1
  call void @pb4(<4 x i1> %6)
  %7 = fcmp ole <4 x float> %0, %1
  call void @pb4(<4 x i1> %7)
  %8 = fcmp one <4 x float> %0, %1
  call void @pb4(<4 x i1> %8)
  %9 = fcmp ord <4 x float> %0, %1
  call void @pb4(<4 x i1> %9)
  %10 = fcmp ueq <4 x float> %0, %1
  call void @pb4(<4 x i1> %10)
  %11 = fcmp ugt <4 x float> %0, %1
  call void @pb4(<4 x i1> %11)
  %12 = fcmp uge <4 x float> %0, %1
  call void @pb4(<4 x i1> %12)
  %13 = fcmp ult <4 x float> %0, %1
  call void @pb4(<4 x i1> %13)
  %14 = fcmp ule <4 x float> %0, %1
  call void @pb4(<4 x i1> %14)
  %15 = fcmp une <4 x float> %0, %1
  call void @pb4(<4 x i1> %15)
  %16 = fcmp uno <4 x float> %0, %1
  call void @pb4(<4 x i1> %16)
  %17 = fcmp true <4 x float> %0, %1
  call void @pb4(<4 x i1> %17)
  %18 = fcmp ogt <4 x float> %0, %1
  %19 = select <4 x i1> %18, <4 x float> %0, <4 x float> %1
  call void @pf4(<4 x float> %19)
  %20 = fcmp ult <4 x float> %0, %1
  %21 = select <4 x i1> %20, <4 x float> %0, <4 x float> %1
  call void @pf4(<4 x float> %21)
  ret void
}

define i32 @main() {
bb0:
  call void @bin4(<4 x float> <float 1.5, float -2.25, float 0.10000000149011612, float 3.0000000054977558e38>, <4 x float> <float 0.5, float 4.0, float -0.0, float 1.000000013351432e-10>)
  call void @un4(<4 x float> <float -0.5, float 2.5, float -7.75, float 0.10000000149011612>, <4 x float> <float 4.0, float 2.0, float -0.0, float -1.0>, <4 x float> <float 0.0, float 1.0, float -1.0, float 100.0>, <4 x float> <float 0.0, float 3.1415927410125732, float 1.0, float -1.0>)
  call void @ops2(<2 x double> <double 1.0e308, double -0.1>, <2 x double> <double 10.0, double 0.2>, <2 x double> <double -1.5, double 2.000001>)
  call void @cmp4(<4 x float> <float 1.0, float 0x7FF8000000000000, float -0.0, float 2.0>, <4 x float> <float 2.0, float 1.0, float 0.0, float 0x7FF8000000000000>)
  ret i32 0
}

declare <4 x float> @llvm.fabs.v4f32(<4 x float>)

declare <4 x float> @llvm.copysign.v4f32(<4 x float>, <4 x float>)

declare <4 x float> @llvm.ceil.v4f32(<4 x float>)

declare <4 x float> @llvm.floor.v4f32(<4 x float>)

declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)

declare <4 x float> @llvm.exp.v4f32(<4 x float>)

declare <4 x float> @llvm.cos.v4f32(<4 x float>)

declare <2 x double> @llvm.fabs.v2f64(<2 x double>)

declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>)

declare <2 x double> @llvm.ceil.v2f64(<2 x double>)

declare <2 x double> @llvm.floor.v2f64(<2 x double>)

declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)
