; ModuleID = 'fp_to_int.mlir'
source_filename = "fp_to_int.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_u64(i64)

define void @s8(double %0, float %1) {
bb0:
  %2 = fptosi double %0 to i8
  %3 = fptosi float %1 to i8
  %4 = sext i8 %2 to i32
  %5 = sext i8 %3 to i32
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  ret void
}

define void @u8(double %0, float %1) {
bb0:
  %2 = fptoui double %0 to i8
  %3 = fptoui float %1 to i8
  %4 = zext i8 %2 to i32
  %5 = zext i8 %3 to i32
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  ret void
}

define void @s32(double %0, float %1) {
bb0:
  %2 = fptosi double %0 to i32
  %3 = fptosi float %1 to i32
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  ret void
}

define void @u32(double %0, float %1) {
bb0:
  %2 = fptoui double %0 to i32
  %3 = fptoui float %1 to i32
  %4 = zext i32 %2 to i64
  %5 = zext i32 %3 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define void @s64(double %0, float %1) {
bb0:
  %2 = fptosi double %0 to i64
  %3 = fptosi float %1 to i64
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  ret void
}

define void @u64(double %0, float %1) {
bb0:
  %2 = fptoui double %0 to i64
  %3 = fptoui float %1 to i64
  call void @print_u64(i64 %2)
  call void @print_u64(i64 %3)
  ret void
}

define i32 @main() {
bb0:
  call void @s8(double -3.75, float -3.75)
  call void @s8(double 127.5, float 127.98999786376953)
  call void @s8(double -128.0, float -128.89999389648438)
  call void @s8(double 0.999, float -0.9990000128746033)
  call void @s8(double -0.0, float 0.0)
  call void @u8(double 255.9, float 255.5)
  call void @u8(double 200.5, float 128.0)
  call void @u8(double 0.5, float 1.000000013351432e-10)
  call void @s32(double -2147483648.0, float -2147483648.0)
  call void @s32(double 2147483647.9, float 2147483520.0)
  call void @s32(double -123456.78, float -123456.78125)
  call void @u32(double 4294967295.5, float 4294967040.0)
  call void @u32(double 3000000000.0, float 3000000000.0)
  call void @s64(double -9.223372036854776e18, float -9.223372036854776e18)
  call void @s64(double 9007199254740992.0, float 9.999999843067494e17)
  call void @s64(double 1.0e18, float -1.5)
  call void @u64(double 1.844674407370955e19, float 1.8446742974197924e19)
  call void @u64(double 9.3e18, float 9.300000300729369e18)
  call void @u64(double 0.75, float 4000000000.0)
  %0 = fptosi double -3.75 to i8
  %1 = sext i8 %0 to i32
  call void @print_i32(i32 %1)
  %2 = fptoui float 1.8446742974197924e19 to i64
  call void @print_u64(i64 %2)
  ret i32 0
}
