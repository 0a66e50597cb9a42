; ModuleID = 'vec_extract_dynamic.mlir'
source_filename = "vec_extract_dynamic.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define float @get_f32(<4 x float> %0, i64 %1) {
bb0:
  %2 = extractelement <4 x float> %0, i64 %1
  ret float %2
}

define double @get_f64(<2 x double> %0, i64 %1) {
bb0:
  %2 = extractelement <2 x double> %0, i64 %1
  ret double %2
}

define signext i8 @get_i8(<8 x i8> %0, i64 %1) {
bb0:
  %2 = extractelement <8 x i8> %0, i64 %1
  ret i8 %2
}

define zeroext i1 @get_i1(<4 x i1> %0, i64 %1) {
bb0:
  %2 = extractelement <4 x i1> %0, i64 %1
  ret i1 %2
}

define i64 @get_index(<4 x i64> %0, i64 %1) {
bb0:
  %2 = extractelement <4 x i64> %0, i64 %1
  ret i64 %2
}

define i32 @get_2d([2 x <4 x i32>] %0, i64 %1, i64 %2) {
bb0:
  %3 = alloca [2 x <4 x i32>]
  store [2 x <4 x i32>] %0, [2 x <4 x i32>]* %3
  %4 = getelementptr [2 x <4 x i32>], [2 x <4 x i32>]* %3, i64 0, i64 %1
  %5 = load <4 x i32>, <4 x i32>* %4
  %6 = extractelement <4 x i32> %5, i64 %2
  ret i32 %6
}

define float @get_3d([2 x [3 x <4 x float>]] %0, i64 %1, i64 %2, i64 %3) {
bb0:
  %4 = alloca [2 x [3 x <4 x float>]]
  store [2 x [3 x <4 x float>]] %0, [2 x [3 x <4 x float>]]* %4
  %5 = getelementptr [2 x [3 x <4 x float>]], [2 x [3 x <4 x float>]]* %4, i64 0, i64 %1, i64 %2
  %6 = load <4 x float>, <4 x float>* %5
  %7 = extractelement <4 x float> %6, i64 %3
  ret float %7
}

define void @reverse(<4 x float> %0, i64 %1) {
bb0:
  br label %bb1

bb1:
  %2 = phi i64 [ %1, %bb0 ], [ %4, %bb3 ]
  %3 = icmp sgt i64 %2, 0
  br i1 %3, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %4 = sub i64 %2, 1
  %5 = extractelement <4 x float> %0, i64 %4
  call void @print_f32(float %5)
  br label %bb1
}

define i32 @diag([2 x <4 x i32>] %0) {
bb0:
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %11, %bb3 ]
  %2 = phi i32 [ 0, %bb0 ], [ %10, %bb3 ]
  %3 = icmp slt i64 %1, 2
  br i1 %3, label %bb3, label %bb2

bb2:
  ret i32 %2

bb3:
  %4 = mul i64 %1, 2
  %5 = add i64 %4, 1
  %6 = alloca [2 x <4 x i32>]
  store [2 x <4 x i32>] %0, [2 x <4 x i32>]* %6
  %7 = getelementptr [2 x <4 x i32>], [2 x <4 x i32>]* %6, i64 0, i64 %1
  %8 = load <4 x i32>, <4 x i32>* %7
  %9 = extractelement <4 x i32> %8, i64 %5
  %10 = add i32 %2, %9
  %11 = add i64 %1, 1
  br label %bb1
}

define i32 @main() {
bb0:
  %0 = call float @get_f32(<4 x float> <float 1.5, float -2.0, float 0.10000000149011612, float 10000000000.0>, i64 2)
  call void @print_f32(float %0)
  %1 = call float @get_f32(<4 x float> <float 1.5, float -2.0, float 0.10000000149011612, float 10000000000.0>, i64 0)
  call void @print_f32(float %1)
  call void @reverse(<4 x float> <float 1.5, float -2.0, float 0.10000000149011612, float 10000000000.0>, i64 4)
  %2 = call double @get_f64(<2 x double> <double 3.25, double -0.0>, i64 1)
  call void @print_f64(double %2)
  %3 = call i8 @get_i8(<8 x i8> <i8 10, i8 20, i8 30, i8 40, i8 50, i8 60, i8 70, i8 -56>, i64 7)
  %4 = sext i8 %3 to i32
  %5 = zext i8 %3 to i32
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  %6 = call i8 @get_i8(<8 x i8> <i8 10, i8 20, i8 30, i8 40, i8 50, i8 60, i8 70, i8 -56>, i64 3)
  %7 = sext i8 %6 to i32
  call void @print_i32(i32 %7)
  %8 = call i1 @get_i1(<4 x i1> <i1 false, i1 true, i1 false, i1 true>, i64 1)
  %9 = zext i1 %8 to i32
  call void @print_i32(i32 %9)
  %10 = call i1 @get_i1(<4 x i1> <i1 false, i1 true, i1 false, i1 true>, i64 2)
  %11 = zext i1 %10 to i32
  call void @print_i32(i32 %11)
  %12 = call i64 @get_index(<4 x i64> <i64 5, i64 -6, i64 70000000000, i64 8>, i64 2)
  call void @print_i64(i64 %12)
  %13 = call i32 @get_2d([2 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>], i64 1, i64 2)
  call void @print_i32(i32 %13)
  %14 = call i32 @get_2d([2 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>], i64 0, i64 3)
  call void @print_i32(i32 %14)
  %15 = call i32 @get_2d([2 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>], i64 1, i64 0)
  call void @print_i32(i32 %15)
  %16 = call i32 @diag([2 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 5, i32 6, i32 7, i32 8>])
  call void @print_i32(i32 %16)
  %17 = call float @get_3d([2 x [3 x <4 x float>]] [[3 x <4 x float>] [<4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, <4 x float> <float 10.0, float 11.0, float 12.0, float 13.0>, <4 x float> <float 20.0, float 21.0, float 22.0, float 23.0>], [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>]], i64 1, i64 2, i64 3)
  call void @print_f32(float %17)
  %18 = call float @get_3d([2 x [3 x <4 x float>]] [[3 x <4 x float>] [<4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, <4 x float> <float 10.0, float 11.0, float 12.0, float 13.0>, <4 x float> <float 20.0, float 21.0, float 22.0, float 23.0>], [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>]], i64 0, i64 1, i64 2)
  call void @print_f32(float %18)
  %19 = call float @get_3d([2 x [3 x <4 x float>]] [[3 x <4 x float>] [<4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, <4 x float> <float 10.0, float 11.0, float 12.0, float 13.0>, <4 x float> <float 20.0, float 21.0, float 22.0, float 23.0>], [3 x <4 x float>] [<4 x float> <float 100.0, float 101.0, float 102.0, float 103.0>, <4 x float> <float 110.0, float 111.0, float 112.0, float 113.0>, <4 x float> <float 120.0, float 121.0, float 122.0, float 123.0>]], i64 1, i64 0, i64 0)
  call void @print_f32(float %19)
  ret i32 0
}
