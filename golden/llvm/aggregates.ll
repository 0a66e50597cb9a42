; ModuleID = 'aggregates.mlir'
source_filename = "aggregates.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_f64(double)

define { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } @make(i32 %0, double %1, i16 %2, i8 %3, i64 %4) {
bb0:
  %5 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } undef, i32 %0, 0
  %6 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %5, double %1, 1, 0
  %7 = add i16 %2, 1
  %8 = add i16 %7, 1
  %9 = insertvalue [3 x i16] undef, i16 %2, 0
  %10 = insertvalue [3 x i16] %9, i16 %7, 1
  %11 = insertvalue [3 x i16] %10, i16 %8, 2
  %12 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %6, [3 x i16] %11, 1, 1
  %13 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %12, i8 %3, 2, 0, 0
  %14 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %13, i64 %4, 2, 0, 1
  %15 = mul i8 %3, %3
  %16 = sub i64 %4, %4
  %17 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %14, i8 %15, 2, 1, 0
  %18 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %17, i64 %16, 2, 1, 1
  ret { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %18
}

define void @show({ i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0) {
bb0:
  %1 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 0
  call void @print_i32(i32 %1)
  %2 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 1, 0
  call void @print_f64(double %2)
  %3 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 1
  %4 = extractvalue { double, [3 x i16] } %3, 1, 0
  %5 = extractvalue { double, [3 x i16] } %3, 1, 1
  %6 = extractvalue { double, [3 x i16] } %3, 1
  %7 = extractvalue [3 x i16] %6, 2
  %8 = sext i16 %4 to i32
  %9 = sext i16 %5 to i32
  %10 = sext i16 %7 to i32
  call void @print_i32(i32 %8)
  call void @print_i32(i32 %9)
  call void @print_i32(i32 %10)
  %11 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 2, 0, 0
  %12 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 2, 0, 1
  %13 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 2, 1
  %14 = extractvalue { i8, i64 } %13, 0
  %15 = extractvalue { i8, i64 } %13, 1
  %16 = sext i8 %11 to i32
  %17 = sext i8 %14 to i32
  call void @print_i32(i32 %16)
  call void @print_i64(i64 %12)
  call void @print_i32(i32 %17)
  call void @print_i64(i64 %15)
  ret void
}

define i64 @sum4([4 x i64] %0) {
bb0:
  %1 = extractvalue [4 x i64] %0, 0
  %2 = extractvalue [4 x i64] %0, 1
  %3 = extractvalue [4 x i64] %0, 2
  %4 = extractvalue [4 x i64] %0, 3
  %5 = add i64 %1, %2
  %6 = add i64 %3, %4
  %7 = add i64 %5, %6
  ret i64 %7
}

define { i32, i32 } @minmax(i32 %0, i32 %1) {
bb0:
  %2 = insertvalue { i32, i32 } undef, i32 %0, 0
  %3 = insertvalue { i32, i32 } %2, i32 %1, 1
  %4 = insertvalue { i32, i32 } undef, i32 %1, 0
  %5 = insertvalue { i32, i32 } %4, i32 %0, 1
  %6 = icmp sle i32 %0, %1
  br i1 %6, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %7 = phi { i32, i32 } [ %3, %bb0 ], [ %5, %bb1 ]
  ret { i32, i32 } %7
}

define i32 @main() {
bb0:
  %0 = call { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } @make(i32 -17, double 6.25, i16 -2, i8 11, i64 9000000000)
  call void @show({ i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0)
  %1 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, double -0.5, 1, 0
  %2 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %1, 1, 0
  %3 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 1, 0
  call void @print_f64(double %2)
  call void @print_f64(double %3)
  %4 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 2, 0
  %5 = extractvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, 2, 1
  %6 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %0, { i8, i64 } %5, 2, 0
  %7 = insertvalue { i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %6, { i8, i64 } %4, 2, 1
  call void @show({ i32, { double, [3 x i16] }, [2 x { i8, i64 }] } %7)
  %8 = insertvalue [4 x i64] undef, i64 1, 0
  %9 = insertvalue [4 x i64] %8, i64 20, 1
  %10 = insertvalue [4 x i64] %9, i64 300, 2
  %11 = insertvalue [4 x i64] %10, i64 4000, 3
  %12 = call i64 @sum4([4 x i64] %11)
  call void @print_i64(i64 %12)
  %13 = insertvalue [4 x i64] %11, i64 1, 2
  %14 = call i64 @sum4([4 x i64] %13)
  call void @print_i64(i64 %14)
  %15 = alloca [4 x i64]
  store [4 x i64] %11, [4 x i64]* %15
  %16 = getelementptr [4 x i64], [4 x i64]* %15, i64 0, i64 3
  %17 = load i64, i64* %16
  call void @print_i64(i64 %17)
  store i64 20, i64* %16
  %18 = load [4 x i64], [4 x i64]* %15
  %19 = call i64 @sum4([4 x i64] %18)
  call void @print_i64(i64 %19)
  %20 = call { i32, i32 } @minmax(i32 7, i32 -3)
  %21 = extractvalue { i32, i32 } %20, 0
  %22 = extractvalue { i32, i32 } %20, 1
  call void @print_i32(i32 %21)
  call void @print_i32(i32 %22)
  %23 = call { i32, i32 } @minmax(i32 -3, i32 7)
  %24 = extractvalue { i32, i32 } %23, 0
  call void @print_i32(i32 %24)
  ret i32 0
}
