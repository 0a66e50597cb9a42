; ModuleID = 'call_results.mlir'
source_filename = "call_results.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define void @hello() {
bb0:
  call void @print_i32(i32 7)
  ret void
}

define i64 @forty_two() {
bb0:
  ret i64 42
}

define i32 @square(i32 %0) {
bb0:
  %1 = mul i32 %0, %0
  ret i32 %1
}

define { i32, i64, double } @triple(i32 %0, double %1) {
bb0:
  %2 = add i32 %0, 1
  %3 = sext i32 %0 to i64
  %4 = mul i64 %3, 1000
  %5 = icmp slt i32 %0, 0
  %6 = select i1 %5, double %1, double 2.5
  %7 = insertvalue { i32, i64, double } undef, i32 %2, 0
  %8 = insertvalue { i32, i64, double } %7, i64 %4, 1
  %9 = insertvalue { i32, i64, double } %8, double %6, 2
  ret { i32, i64, double } %9
}

define { i64, i64 } @divmod(i64 %0, i64 %1) {
bb0:
  %2 = sdiv i64 %0, %1
  %3 = srem i64 %0, %1
  %4 = insertvalue { i64, i64 } undef, i64 %2, 0
  %5 = insertvalue { i64, i64 } %4, i64 %3, 1
  ret { i64, i64 } %5
}

define { i64, i64, i64 } @rot(i64 %0, i64 %1, i64 %2) {
bb0:
  %3 = call { i64, i64, i64 } @ident3(i64 %0, i64 %1, i64 %2)
  %4 = extractvalue { i64, i64, i64 } %3, 0
  %5 = extractvalue { i64, i64, i64 } %3, 1
  %6 = extractvalue { i64, i64, i64 } %3, 2
  %7 = insertvalue { i64, i64, i64 } undef, i64 %5, 0
  %8 = insertvalue { i64, i64, i64 } %7, i64 %6, 1
  %9 = insertvalue { i64, i64, i64 } %8, i64 %4, 2
  ret { i64, i64, i64 } %9
}

define { i64, i64, i64 } @ident3(i64 %0, i64 %1, i64 %2) {
bb0:
  %3 = insertvalue { i64, i64, i64 } undef, i64 %0, 0
  %4 = insertvalue { i64, i64, i64 } %3, i64 %1, 1
  %5 = insertvalue { i64, i64, i64 } %4, i64 %2, 2
  ret { i64, i64, i64 } %5
}

define { i1, i64 } @sign_and_abs(i64 %0) {
bb0:
  %1 = icmp slt i64 %0, 0
  %2 = sub i64 0, %0
  %3 = select i1 %1, i64 %2, i64 %0
  %4 = insertvalue { i1, i64 } undef, i1 %1, 0
  %5 = insertvalue { i1, i64 } %4, i64 %3, 1
  ret { i1, i64 } %5
}

define i64 @nine(i8 %0, i16 %1, i32 %2, i64 %3, i64 %4, i1 %5, i17 %6, i64 %7, i32 %8) {
bb0:
  %9 = sext i8 %0 to i64
  %10 = sext i16 %1 to i64
  %11 = sext i32 %2 to i64
  %12 = zext i1 %5 to i64
  %13 = sext i17 %6 to i64
  %14 = sext i32 %8 to i64
  %15 = add i64 %9, %10
  %16 = add i64 %15, %11
  %17 = add i64 %16, %3
  %18 = add i64 %17, %4
  %19 = add i64 %18, %12
  %20 = add i64 %19, %13
  %21 = add i64 %20, %7
  %22 = sub i64 %21, %14
  ret i64 %22
}

define i32 @main() {
bb0:
  call void @hello()
  %0 = call i64 @forty_two()
  call void @print_i64(i64 %0)
  %1 = call i32 @square(i32 -9)
  call void @print_i32(i32 %1)
  %2 = call { i32, i64, double } @triple(i32 -9, double -0.5)
  %3 = extractvalue { i32, i64, double } %2, 0
  %4 = extractvalue { i32, i64, double } %2, 1
  %5 = extractvalue { i32, i64, double } %2, 2
  call void @print_i32(i32 %3)
  call void @print_i64(i64 %4)
  call void @print_f64(double %5)
  %6 = call { i32, i64, double } @triple(i32 3, double -0.5)
  %7 = extractvalue { i32, i64, double } %6, 0
  %8 = extractvalue { i32, i64, double } %6, 1
  %9 = extractvalue { i32, i64, double } %6, 2
  call void @print_f64(double %9)
  call void @print_i64(i64 %8)
  call void @print_i32(i32 %7)
  %10 = call { i32, i64, double } @triple(i32 3, double -0.5)
  %11 = extractvalue { i32, i64, double } %10, 0
  %12 = extractvalue { i32, i64, double } %10, 1
  %13 = extractvalue { i32, i64, double } %10, 2
  %14 = call { i64, i64 } @divmod(i64 -17, i64 5)
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  call void @print_i64(i64 %15)
  call void @print_i64(i64 %16)
  %17 = call { i64, i64 } @divmod(i64 %16, i64 %15)
  %18 = extractvalue { i64, i64 } %17, 0
  %19 = extractvalue { i64, i64 } %17, 1
  call void @print_i64(i64 %18)
  call void @print_i64(i64 %19)
  %20 = call { i64, i64, i64 } @rot(i64 1, i64 2, i64 3)
  %21 = extractvalue { i64, i64, i64 } %20, 0
  %22 = extractvalue { i64, i64, i64 } %20, 1
  %23 = extractvalue { i64, i64, i64 } %20, 2
  call void @print_i64(i64 %21)
  call void @print_i64(i64 %22)
  call void @print_i64(i64 %23)
  %24 = call { i64, i64, i64 } @rot(i64 %21, i64 %22, i64 %23)
  %25 = extractvalue { i64, i64, i64 } %24, 0
  %26 = extractvalue { i64, i64, i64 } %24, 1
  %27 = extractvalue { i64, i64, i64 } %24, 2
  call void @print_i64(i64 %25)
  %28 = call { i1, i64 } @sign_and_abs(i64 -12)
  %29 = extractvalue { i1, i64 } %28, 0
  %30 = extractvalue { i1, i64 } %28, 1
  %31 = zext i1 %29 to i64
  call void @print_i64(i64 %31)
  call void @print_i64(i64 %30)
  %32 = call i64 @nine(i8 -1, i16 -300, i32 100000, i64 5000000000, i64 77, i1 true, i17 -65536, i64 -1000, i32 3)
  call void @print_i64(i64 %32)
  ret i32 0
}
