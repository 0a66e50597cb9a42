; ModuleID = 'cmpf_f64.mlir'
source_filename = "cmpf_f64.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

define void @cmp(double %0, double %1) {
bb0:
  %2 = fcmp false double %0, %1
  %3 = zext i1 %2 to i32
  call void @print_i32(i32 %3)
  %4 = fcmp oeq double %0, %1
  %5 = zext i1 %4 to i32
  call void @print_i32(i32 %5)
  %6 = fcmp ogt double %0, %1
  %7 = zext i1 %6 to i32
  call void @print_i32(i32 %7)
  %8 = fcmp oge double %0, %1
  %9 = zext i1 %8 to i32
  call void @print_i32(i32 %9)
  %10 = fcmp olt double %0, %1
  %11 = zext i1 %10 to i32
  call void @print_i32(i32 %11)
  %12 = fcmp ole double %0, %1
  %13 = zext i1 %12 to i32
  call void @print_i32(i32 %13)
  %14 = fcmp one double %0, %1
  %15 = zext i1 %14 to i32
  call void @print_i32(i32 %15)
  %16 = fcmp ord double %0, %1
  %17 = zext i1 %16 to i32
  call void @print_i32(i32 %17)
  %18 = fcmp ueq double %0, %1
  %19 = zext i1 %18 to i32
  call void @print_i32(i32 %19)
  %20 = fcmp ugt double %0, %1
  %21 = zext i1 %20 to i32
  call void @print_i32(i32 %21)
  %22 = fcmp uge double %0, %1
  %23 = zext i1 %22 to i32
  call void @print_i32(i32 %23)
  %24 = fcmp ult double %0, %1
  %25 = zext i1 %24 to i32
  call void @print_i32(i32 %25)
  %26 = fcmp ule double %0, %1
  %27 = zext i1 %26 to i32
  call void @print_i32(i32 %27)
  %28 = fcmp une double %0, %1
  %29 = zext i1 %28 to i32
  call void @print_i32(i32 %29)
  %30 = fcmp uno double %0, %1
  %31 = zext i1 %30 to i32
  call void @print_i32(i32 %31)
  %32 = fcmp true double %0, %1
  %33 = zext i1 %32 to i32
  call void @print_i32(i32 %33)
  ret void
}

define i32 @main() {
bb0:
  call void @cmp(double 1.0, double 2.0)
  call void @cmp(double 2.0, double 1.0)
  call void @cmp(double 2.0, double 2.0)
  call void @cmp(double -0.0, double 0.0)
  call void @cmp(double 0xFFF0000000000000, double 0x7FF0000000000000)
  call void @cmp(double 0x7FF8000000000000, double 1.0)
  call void @cmp(double 1.0, double 0x7FF8000000000000)
  call void @cmp(double 0x7FF8000000000000, double 0x7FF8000000000000)
  %0 = fcmp olt double 1.0, 2.0
  %1 = zext i1 %0 to i32
  call void @print_i32(i32 %1)
  %2 = fcmp ueq double 0x7FF8000000000000, 1.0
  %3 = zext i1 %2 to i32
  call void @print_i32(i32 %3)
  %4 = fcmp oeq double 0x7FF8000000000000, 0x7FF8000000000000
  %5 = zext i1 %4 to i32
  call void @print_i32(i32 %5)
  %6 = fcmp une double 0x7FF8000000000000, 0x7FF8000000000000
  %7 = zext i1 %6 to i32
  call void @print_i32(i32 %7)
  %8 = fcmp ord double -0.0, 0.0
  %9 = zext i1 %8 to i32
  call void @print_i32(i32 %9)
  ret i32 0
}
