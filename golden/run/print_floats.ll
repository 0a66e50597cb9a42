; ModuleID = 'print_floats.mlir'
source_filename = "print_floats.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @printF32(float)

declare void @printF64(double)

declare void @printComma()

declare void @printNewline()

define void @p32(float %0) {
bb0:
  call void @printF32(float %0)
  call void @printNewline()
  ret void
}

define void @p64(double %0) {
bb0:
  call void @printF64(double %0)
  call void @printNewline()
  ret void
}

define void @both(double %0) {
bb0:
  %1 = fptrunc double %0 to float
  call void @printF32(float %1)
  call void @printComma()
  call void @printF64(double %0)
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @both(double 0.0)
  call void @both(double -0.0)
  call void @both(double 1.0)
  call void @both(double 2.5)
  call void @both(double -2.5)
  call void @both(double 0.1)
  %0 = fdiv double 1.0, 3.0
  %1 = fdiv double 2.0, 3.0
  %2 = fneg double %0
  %3 = fadd double 0.1, 0.2
  call void @both(double %0)
  call void @both(double %1)
  call void @both(double %2)
  call void @both(double %3)
  call void @both(double 100000.0)
  call void @both(double 999999.0)
  call void @both(double 999999.5)
  call void @both(double 1000000.0)
  call void @both(double 1234567.0)
  call void @both(double 123456789.0)
  call void @both(double 0.0001)
  call void @both(double 1.0e-5)
  call void @both(double 0.000123456789)
  call void @both(double 0.99999949)
  call void @both(double 0.9999995)
  call void @both(double 10000000000.0)
  call void @both(double 1.0e-10)
  call void @both(double -1.5e-7)
  call void @both(double 16777217.0)
  call void @both(double 3.14159265358979)
  call void @both(double 65504.0)
  call void @p32(float 3.4028234663852886e38)
  call void @p32(float 1.1754943508222875e-38)
  call void @p32(float 1.401298464324817e-45)
  call void @p32(float 0x7FF0000000000000)
  call void @p32(float 0xFFF0000000000000)
  call void @p32(float 0x7FF8000000000000)
  call void @p32(float 0xFFF8000000000000)
  call void @p32(float -0.0)
  call void @p64(double 1.7976931348623157e308)
  call void @p64(double 2.2250738585072014e-308)
  call void @p64(double 5.0e-324)
  call void @p64(double 0x7FF0000000000000)
  call void @p64(double 0xFFF0000000000000)
  call void @p64(double 0x7FF8000000000000)
  call void @p64(double 0xFFF8000000000000)
  call void @p64(double 1.5e300)
  call void @both(double 1.5e300)
  call void @both(double 1.0e-50)
  ret void
}
