; ModuleID = 'vec_constants.mlir'
source_filename = "vec_constants.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

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

define void @pi4(<4 x i32> %0) {
bb0:
  %1 = extractelement <4 x i32> %0, i32 0
  %2 = extractelement <4 x i32> %0, i32 1
  %3 = extractelement <4 x i32> %0, i32 2
  %4 = extractelement <4 x i32> %0, i32 3
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  ret void
}

define void @pb4(<4 x i1> %0) {
bb0:
  %1 = zext <4 x i1> %0 to <4 x i32>
  call void @pi4(<4 x i32> %1)
  ret void
}

define void @pick(<4 x i1> %0, <4 x float> %1, <4 x float> %2) {
bb0:
  %3 = select <4 x i1> %0, <4 x float> %1, <4 x float> %2
  call void @pf4(<4 x float> %3)
  ret void
}

define i32 @main() {
bb0:
  call void @pf4(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>)
  call void @pf4(<4 x float> <float -0.0, float 0.10000000149011612, float 0x7FF0000000000000, float -0.0035000001080334187>)
  call void @pf4(<4 x float> <float 2.5, float 2.5, float 2.5, float 2.5>)
  %0 = extractelement <2 x double> <double 0.1, double -1.0e-300>, i64 0
  %1 = extractelement <2 x double> <double 0.1, double -1.0e-300>, i64 1
  call void @print_f64(double %0)
  call void @print_f64(double %1)
  %2 = extractelement <2 x double> <double 1.5, double 1.5>, i64 1
  call void @print_f64(double %2)
  call void @pi4(<4 x i32> <i32 7, i32 7, i32 7, i32 7>)
  call void @pi4(<4 x i32> <i32 -2147483648, i32 2147483647, i32 -1, i32 0>)
  %3 = extractelement <2 x i64> <i64 -9223372036854775808, i64 9223372036854775807>, i64 0
  %4 = extractelement <2 x i64> <i64 -9223372036854775808, i64 9223372036854775807>, i64 1
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  %5 = sext <3 x i16> <i16 -32768, i16 32767, i16 -2> to <3 x i32>
  %6 = extractelement <3 x i32> %5, i64 0
  %7 = extractelement <3 x i32> %5, i64 1
  %8 = extractelement <3 x i32> %5, i64 2
  call void @print_i32(i32 %6)
  call void @print_i32(i32 %7)
  call void @print_i32(i32 %8)
  %9 = zext <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 -128, i8 -1> to <8 x i32>
  %10 = extractelement <8 x i32> %9, i64 2
  %11 = extractelement <8 x i32> %9, i64 7
  call void @print_i32(i32 %10)
  call void @print_i32(i32 %11)
  %12 = sext <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 -128, i8 -1> to <8 x i32>
  %13 = extractelement <8 x i32> %12, i64 6
  %14 = extractelement <8 x i32> %12, i64 7
  call void @print_i32(i32 %13)
  call void @print_i32(i32 %14)
  %15 = extractelement <1 x float> <float 42.0>, i64 0
  call void @print_f32(float %15)
  %16 = extractelement <4 x i64> <i64 0, i64 -1, i64 4294967296, i64 123>, i64 1
  %17 = extractelement <4 x i64> <i64 0, i64 -1, i64 4294967296, i64 123>, i64 2
  call void @print_i64(i64 %16)
  call void @print_i64(i64 %17)
  call void @pb4(<4 x i1> <i1 true, i1 false, i1 true, i1 true>)
  call void @pb4(<4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  call void @pb4(<4 x i1> <i1 false, i1 false, i1 false, i1 false>)
  %18 = sext <4 x i1> <i1 true, i1 false, i1 true, i1 true> to <4 x i32>
  call void @pi4(<4 x i32> %18)
  call void @pick(<4 x i1> <i1 true, i1 false, i1 true, i1 true>, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float 2.5, float 2.5, float 2.5, float 2.5>)
  call void @pick(<4 x i1> <i1 false, i1 false, i1 false, i1 false>, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, <4 x float> <float -0.0, float 0.10000000149011612, float 0x7FF0000000000000, float -0.0035000001080334187>)
  ret i32 0
}
