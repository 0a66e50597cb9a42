; ModuleID = 'casts.mlir'
source_filename = "casts.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_u64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

define void @truncs(i64 %0) {
bb0:
  %1 = trunc i64 %0 to i32
  call void @print_i32(i32 %1)
  %2 = trunc i64 %0 to i8
  %3 = sext i8 %2 to i32
  call void @print_i32(i32 %3)
  %4 = trunc i64 %0 to i1
  %5 = zext i1 %4 to i32
  call void @print_i32(i32 %5)
  ret void
}

define void @exts(i8 %0, i1 %1) {
bb0:
  %2 = zext i8 %0 to i16
  %3 = zext i16 %2 to i64
  call void @print_i64(i64 %3)
  %4 = sext i8 %0 to i16
  %5 = sext i16 %4 to i64
  call void @print_i64(i64 %5)
  %6 = zext i1 %1 to i64
  call void @print_i64(i64 %6)
  %7 = sext i1 %1 to i64
  call void @print_i64(i64 %7)
  ret void
}

define void @fpcasts(double %0) {
bb0:
  %1 = fptrunc double %0 to float
  call void @print_f32(float %1)
  %2 = fpext float %1 to double
  call void @print_f64(double %2)
  ret void
}

define void @fptoint(double %0) {
bb0:
  %1 = fptosi double %0 to i32
  call void @print_i32(i32 %1)
  %2 = fptosi double %0 to i64
  call void @print_i64(i64 %2)
  ret void
}

define void @fptouint(double %0, float %1) {
bb0:
  %2 = fptoui double %0 to i32
  %3 = zext i32 %2 to i64
  call void @print_u64(i64 %3)
  %4 = fptoui double %0 to i64
  call void @print_u64(i64 %4)
  %5 = fptoui float %1 to i8
  %6 = zext i8 %5 to i64
  call void @print_u64(i64 %6)
  ret void
}

define void @inttofp(i32 %0, i64 %1) {
bb0:
  %2 = sitofp i32 %0 to double
  call void @print_f64(double %2)
  %3 = uitofp i32 %0 to double
  call void @print_f64(double %3)
  %4 = sitofp i64 %1 to float
  call void @print_f32(float %4)
  %5 = uitofp i64 %1 to float
  call void @print_f32(float %5)
  ret void
}

define void @bitcasts(float %0, double %1) {
bb0:
  %2 = bitcast float %0 to i32
  call void @print_i32(i32 %2)
  %3 = bitcast double %1 to i64
  call void @print_i64(i64 %3)
  %4 = bitcast i64 %3 to double
  call void @print_f64(double %4)
  %5 = insertelement <2 x i32> undef, i32 1, i32 0
  %6 = insertelement <2 x i32> %5, i32 2, i32 1
  %7 = bitcast <2 x i32> %6 to i64
  call void @print_i64(i64 %7)
  %8 = alloca i32
  store i32 287454020, i32* %8
  %9 = bitcast i32* %8 to i8*
  %10 = load i8, i8* %9
  %11 = zext i8 %10 to i32
  call void @print_i32(i32 %11)
  ret void
}

define void @ptrcasts() {
bb0:
  %0 = alloca i64, i64 2
  %1 = getelementptr i64, i64* %0, i64 1
  store i64 1111, i64* %0
  store i64 2222, i64* %1
  %2 = ptrtoint i64* %0 to i64
  %3 = ptrtoint i64* %1 to i64
  %4 = sub i64 %3, %2
  call void @print_i64(i64 %4)
  %5 = add i64 %2, 8
  %6 = inttoptr i64 %5 to i64*
  %7 = load i64, i64* %6
  call void @print_i64(i64 %7)
  %8 = inttoptr i64 %2 to i8*
  %9 = load i8, i8* %8
  %10 = zext i8 %9 to i64
  call void @print_i64(i64 %10)
  ret void
}

define i32 @main() {
bb0:
  call void @truncs(i64 4886718345)
  call void @truncs(i64 300)
  call void @truncs(i64 -1)
  call void @exts(i8 -1, i1 true)
  call void @exts(i8 100, i1 false)
  call void @fpcasts(double 0.1)
  call void @fpcasts(double 1.0e300)
  call void @fpcasts(double -2.5)
  call void @fptoint(double -3.99)
  call void @fptoint(double 2147483647.75)
  call void @fptouint(double 4000000000.0, float 200.89999389648438)
  call void @fptouint(double 3000000000.0, float 0.5)
  %0 = fptoui double 1.8e19 to i64
  call void @print_u64(i64 %0)
  call void @inttofp(i32 -7, i64 -1)
  call void @inttofp(i32 16777217, i64 9007199254740993)
  call void @bitcasts(float 1.0, double -2.0)
  call void @ptrcasts()
  %1 = trunc i32 300 to i8
  %2 = zext i8 %1 to i32
  call void @print_i32(i32 %2)
  %3 = fptosi float -2.75 to i32
  call void @print_i32(i32 %3)
  %4 = uitofp i32 -1 to float
  call void @print_f32(float %4)
  ret i32 0
}
