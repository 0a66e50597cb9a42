; ModuleID = 'isfinite_mlir22.mlir'
source_filename = "isfinite_mlir22.mlir"
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
  %3 = fcmp ord double %2, %2
  call void @show(i1 %3)
  %4 = fptrunc double %1 to float
  %5 = fsub float %4, %4
  %6 = fcmp ord float %5, %5
  call void @show(i1 %6)
  %7 = fptrunc double %1 to half
  %8 = fsub half %7, %7
  %9 = fcmp ord half %8, %8
  call void @show(i1 %9)
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
  %9 = fcmp ord <4 x double> %8, %8
  %10 = extractelement <4 x i1> %9, i64 0
  %11 = extractelement <4 x i1> %9, i64 1
  %12 = extractelement <4 x i1> %9, i64 2
  %13 = extractelement <4 x i1> %9, i64 3
  call void @show(i1 %10)
  call void @show(i1 %11)
  call void @show(i1 %12)
  call void @show(i1 %13)
  ret i32 0
}
