; ModuleID = 'nontemporal_mlir22.mlir'
source_filename = "nontemporal_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @fill(double* %0, double* %1, i64 %2, i64 %3, i64 %4, double %5) {
bb0:
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, double* %1, 1
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %16, %bb2 ]
  %12 = phi double [ %5, %bb0 ], [ %17, %bb2 ]
  %13 = icmp eq i64 %11, 8
  br i1 %13, label %bb3, label %bb2

bb2:
  %14 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %10, 1
  %15 = getelementptr double, double* %14, i64 %11
  store double %12, double* %15, !nontemporal !0
  %16 = add i64 %11, 1
  %17 = fadd double %12, %12
  br label %bb1

bb3:
  ret void
}

define double @sum(double* %0, double* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, double* %1, 1
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %16, %bb2 ]
  %11 = phi double [ 0.0, %bb0 ], [ %17, %bb2 ]
  %12 = icmp eq i64 %10, 8
  br i1 %12, label %bb3, label %bb2

bb2:
  %13 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %14 = getelementptr double, double* %13, i64 %10
  %15 = load double, double* %14, align 8, !nontemporal !0
  %16 = add i64 %10, 1
  %17 = fadd double %11, %15
  br label %bb1

bb3:
  ret double %11
}

define i64 @cell(i8* %0, i64 %1) {
bb0:
  %2 = bitcast i8* %0 to i64*
  store i64 %1, i64* %2, !nontemporal !0
  %3 = bitcast i8* %0 to i64*
  %4 = load i64, i64* %3, align 8, !nontemporal !0
  %5 = mul i64 %4, %4
  %6 = bitcast i8* %0 to i64*
  store volatile i64 %5, i64* %6, align 8, !nontemporal !0
  %7 = bitcast i8* %0 to i64*
  %8 = load volatile i64, i64* %7, !nontemporal !0
  %9 = add i64 %8, %4
  ret i64 %9
}

define i32 @main() {
bb0:
  %0 = getelementptr double, double* null, i64 8
  %1 = ptrtoint double* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to double*
  %4 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %3, 0
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %4, double* %3, 1
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 8, 3, 0
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %10 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %11 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %12 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %13 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @fill(double* %9, double* %10, i64 %11, i64 %12, i64 %13, double 0.25)
  %14 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %15 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %16 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 2
  %17 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %18 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %19 = call double @sum(double* %14, double* %15, i64 %16, i64 %17, i64 %18)
  call void @print_f64(double %19)
  %20 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr double, double* %20, i64 3
  %22 = load double, double* %21
  call void @print_f64(double %22)
  %23 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, 0
  %24 = bitcast double* %23 to i8*
  call void @free(i8* %24)
  %25 = alloca i64
  %26 = bitcast i64* %25 to i8*
  %27 = call i64 @cell(i8* %26, i64 -12)
  call void @print_i64(i64 %27)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)

!0 = !{i32 1}
