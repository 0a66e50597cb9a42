; ModuleID = 'isinf_mlir22.mlir'
source_filename = "isinf_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define double @id64(double %0) {
bb0:
  ret double %0
}

define void @show(i1 %0) {
bb0:
  %1 = zext i1 %0 to i32
  call void @print_i32(i32 %1)
  ret void
}

define void @check64(double %0) {
bb0:
  %1 = call double @id64(double %0)
  %2 = fsub double %1, %1
  %3 = fcmp uno double %2, %2
  %4 = fcmp ord double %1, %1
  %5 = and i1 %3, %4
  call void @show(i1 %5)
  %6 = fptrunc double %1 to float
  %7 = fsub float %6, %6
  %8 = fcmp uno float %7, %7
  %9 = fcmp ord float %6, %6
  %10 = and i1 %8, %9
  call void @show(i1 %10)
  %11 = fptrunc double %1 to half
  %12 = fsub half %11, %11
  %13 = fcmp uno half %12, %12
  %14 = fcmp ord half %11, %11
  %15 = and i1 %13, %14
  call void @show(i1 %15)
  ret void
}

define i32 @main() {
bb0:
  call void @check64(double 0.0)
  call void @check64(double -0.0)
  call void @check64(double 5.0e-324)
  call void @check64(double 1.7976931348623157e308)
  call void @check64(double 70000.0)
  call void @check64(double 0x7FF0000000000000)
  call void @check64(double 0xFFF0000000000000)
  call void @check64(double 0x7FF8000000000000)
  call void @check64(double -2.5)
  %0 = insertelement <4 x double> undef, double -2.5, i32 0
  %1 = shufflevector <4 x double> %0, <4 x double> undef, <4 x i32> zeroinitializer
  %2 = call double @id64(double 0x7FF0000000000000)
  %3 = call double @id64(double 0x7FF8000000000000)
  %4 = call double @id64(double 1.7976931348623157e308)
  %5 = insertelement <4 x double> %1, double %2, i64 1
  %6 = insertelement <4 x double> %5, double %3, i64 2
  %7 = insertelement <4 x double> %6, double %4, i64 3
  %8 = fsub <4 x double> %7, %7
  %9 = fcmp uno <4 x double> %8, %8
  %10 = fcmp ord <4 x double> %7, %7
  %11 = and <4 x i1> %9, %10
  %12 = extractelement <4 x i1> %11, i64 0
  %13 = extractelement <4 x i1> %11, i64 1
  %14 = extractelement <4 x i1> %11, i64 2
  %15 = extractelement <4 x i1> %11, i64 3
  call void @show(i1 %12)
  call void @show(i1 %13)
  call void @show(i1 %14)
  call void @show(i1 %15)
  ret i32 0
}
