; ModuleID = 'float_const_spellings.mlir'
source_filename = "float_const_spellings.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_f32(float)

declare void @print_f64(double)

define void @std_consts() {
bb0:
  call void @print_f32(float 1.0)
  call void @print_f32(float 0x7FF8000000000000)
  call void @print_f32(float -0.25)
  call void @print_f32(float 1.0000001192092896)
  call void @print_f32(float 3.1415927410125732)
  call void @print_f64(double 2.0)
  call void @print_f64(double 625.0)
  call void @print_f64(double -2.0)
  ret void
}

define void @arith_consts() {
bb0:
  call void @print_f32(float 1.0)
  call void @print_f32(float 0x7FF8000000000000)
  call void @print_f32(float -0.0)
  call void @print_f32(float 1.1754943508222875e-38)
  call void @print_f32(float 1500.0)
  call void @print_f64(double 1.0000000000000002)
  call void @print_f64(double -1.0e-300)
  call void @print_f64(double 0x7FF0000000000000)
  ret void
}

define i32 @main() {
bb0:
  call void @std_consts()
  call void @arith_consts()
  ret i32 0
}
