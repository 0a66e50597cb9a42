; ModuleID = 'int_to_fp.mlir'
source_filename = "int_to_fp.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @cvt1(i1 %0) {
bb0:
  %1 = sitofp i1 %0 to float
  %2 = uitofp i1 %0 to float
  %3 = sitofp i1 %0 to double
  %4 = uitofp i1 %0 to double
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @cvt8(i8 %0) {
bb0:
  %1 = sitofp i8 %0 to float
  %2 = uitofp i8 %0 to float
  %3 = sitofp i8 %0 to double
  %4 = uitofp i8 %0 to double
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @cvt16(i16 %0) {
bb0:
  %1 = sitofp i16 %0 to float
  %2 = uitofp i16 %0 to float
  %3 = sitofp i16 %0 to double
  %4 = uitofp i16 %0 to double
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @cvt32(i32 %0) {
bb0:
  %1 = sitofp i32 %0 to float
  %2 = uitofp i32 %0 to float
  %3 = sitofp i32 %0 to double
  %4 = uitofp i32 %0 to double
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define void @cvt64(i64 %0) {
bb0:
  %1 = sitofp i64 %0 to float
  %2 = uitofp i64 %0 to float
  %3 = sitofp i64 %0 to double
  %4 = uitofp i64 %0 to double
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  call void @print_f64(double %3)
  call void @print_f64(double %4)
  ret void
}

define i32 @main() {
bb0:
  call void @cvt1(i1 true)
  call void @cvt1(i1 false)
  call void @cvt8(i8 -128)
  call void @cvt8(i8 -1)
  call void @cvt8(i8 0)
  call void @cvt8(i8 127)
  call void @cvt8(i8 -56)
  call void @cvt16(i16 -32768)
  call void @cvt16(i16 -1)
  call void @cvt32(i32 16777217)
  call void @cvt32(i32 -2147483648)
  call void @cvt32(i32 -1)
  call void @cvt32(i32 2147483647)
  call void @cvt64(i64 9007199254740993)
  call void @cvt64(i64 -1)
  call void @cvt64(i64 -9223372036854775808)
  call void @cvt64(i64 9223372036854775807)
  call void @cvt64(i64 4611686018427387905)
  %0 = uitofp i8 -1 to double
  %1 = sitofp i64 -9223372036854775808 to float
  %2 = uitofp i64 -1 to float
  call void @print_f64(double %0)
  call void @print_f32(float %1)
  call void @print_f32(float %2)
  ret i32 0
}
