; ModuleID = 'atomic_load_store.mlir'
source_filename = "atomic_load_store.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @main() {
bb0:
  %0 = alloca i64, align 8
  %1 = bitcast i64* %0 to i8*
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  %4 = alloca double, align 8
  %5 = bitcast double* %4 to i8*
  %6 = alloca i8*, align 8
  %7 = bitcast i8** %6 to i8*
  store atomic i64 7, i64* %0 release, align 8
  store atomic i32 9, i32* %2 syncscope("singlethread") seq_cst, align 4
  store atomic volatile double 2.5, double* %4 unordered, align 8
  store atomic i8* %1, i8** %6 monotonic, align 8
  %8 = load atomic i64, i64* %0 acquire, align 8
  %9 = load atomic volatile i32, i32* %2 syncscope("singlethread") monotonic, align 4
  %10 = load atomic double, double* %4 seq_cst, align 8
  %11 = load atomic i8*, i8** %6 unordered, align 8
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12
  call void @print_i64(i64 %8)
  %14 = sext i32 %9 to i64
  call void @print_i64(i64 %14)
  call void @print_f64(double %10)
  call void @print_i64(i64 %13)
  ret void
}
