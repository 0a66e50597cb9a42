; ModuleID = 'multi_result.mlir'
source_filename = "multi_result.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i32, i32 } @divmod(i32 %0, i32 %1) {
bb0:
  %2 = sdiv i32 %0, %1
  %3 = srem i32 %0, %1
  %4 = insertvalue { i32, i32 } undef, i32 %2, 0
  %5 = insertvalue { i32, i32 } %4, i32 %3, 1
  ret { i32, i32 } %5
}

define { i32, double, i64 } @split(i64 %0) {
bb0:
  %1 = trunc i64 %0 to i32
  %2 = sitofp i64 %0 to double
  %3 = mul i64 %0, 2
  %4 = insertvalue { i32, double, i64 } undef, i32 %1, 0
  %5 = insertvalue { i32, double, i64 } %4, double %2, 1
  %6 = insertvalue { i32, double, i64 } %5, i64 %3, 2
  ret { i32, double, i64 } %6
}

define { i32, i32 } @swap(i32 %0, i32 %1) {
bb0:
  %2 = call { i32, i32 } @divmod(i32 %0, i32 %1)
  %3 = extractvalue { i32, i32 } %2, 0
  %4 = extractvalue { i32, i32 } %2, 1
  %5 = insertvalue { i32, i32 } undef, i32 %4, 0
  %6 = insertvalue { i32, i32 } %5, i32 %3, 1
  ret { i32, i32 } %6
}

define i32 @main() {
bb0:
  %0 = call { i32, i32 } @divmod(i32 17, i32 5)
  %1 = extractvalue { i32, i32 } %0, 0
  %2 = extractvalue { i32, i32 } %0, 1
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  %3 = call { i32, i32 } @divmod(i32 -17, i32 5)
  %4 = extractvalue { i32, i32 } %3, 0
  %5 = extractvalue { i32, i32 } %3, 1
  call void @print_i32(i32 %4)
  call void @print_i32(i32 %5)
  %6 = call { i32, double, i64 } @split(i64 4294967301)
  %7 = extractvalue { i32, double, i64 } %6, 0
  %8 = extractvalue { i32, double, i64 } %6, 1
  %9 = extractvalue { i32, double, i64 } %6, 2
  call void @print_i32(i32 %7)
  call void @print_f64(double %8)
  call void @print_i64(i64 %9)
  %10 = call { i32, double, i64 } @split(i64 4294967301)
  %11 = extractvalue { i32, double, i64 } %10, 0
  %12 = extractvalue { i32, double, i64 } %10, 1
  %13 = extractvalue { i32, double, i64 } %10, 2
  %14 = add i32 %11, %2
  call void @print_i32(i32 %14)
  call void @print_i64(i64 %13)
  %15 = call { i32, i32 } @swap(i32 17, i32 5)
  %16 = extractvalue { i32, i32 } %15, 0
  %17 = extractvalue { i32, i32 } %15, 1
  call void @print_i32(i32 %16)
  call void @print_i32(i32 %17)
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %19 = phi i32 [ %16, %bb0 ], [ %17, %bb1 ]
  call void @print_i32(i32 %19)
  ret i32 0
}
