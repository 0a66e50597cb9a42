; ModuleID = 'unranked_more.mlir'
source_filename = "unranked_more.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i64 @usum(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 1
  %5 = bitcast i8* %4 to { i64*, i64*, i64, [1 x i64], [1 x i64] }*
  %6 = load { i64*, i64*, i64, [1 x i64], [1 x i64] }, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %5
  %7 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 3, 0
  br label %bb1

bb1:
  %8 = phi i64 [ 0, %bb0 ], [ %15, %bb3 ]
  %9 = phi i64 [ 0, %bb0 ], [ %14, %bb3 ]
  %10 = icmp slt i64 %8, %7
  br i1 %10, label %bb3, label %bb2

bb2:
  ret i64 %9

bb3:
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %12 = getelementptr i64, i64* %11, i64 %8
  %13 = load i64, i64* %12
  %14 = add i64 %9, %13
  %15 = add i64 %8, 1
  br label %bb1
}

define i64 @usum10(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 0
  %5 = extractvalue { i64, i8* } %3, 1
  %6 = call i64 @usum(i64 %4, i8* %5)
  %7 = mul i64 %6, 10
  ret i64 %7
}

define { { i64, i8* }, { i64, i8* } } @split(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, double* %5, double* %6, i64 %7) {
bb0:
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64* %1, 1
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %2, 2
  %11 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %11, i64 %4, 4, 0
  %13 = insertvalue { double*, double*, i64 } undef, double* %5, 0
  %14 = insertvalue { double*, double*, i64 } %13, double* %6, 1
  %15 = insertvalue { double*, double*, i64 } %14, i64 %7, 2
  %16 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %12, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %16
  %17 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %16 to i8*
  %18 = insertvalue { i64, i8* } undef, i64 1, 0
  %19 = insertvalue { i64, i8* } %18, i8* %17, 1
  %20 = alloca { double*, double*, i64 }
  store { double*, double*, i64 } %15, { double*, double*, i64 }* %20
  %21 = bitcast { double*, double*, i64 }* %20 to i8*
  %22 = insertvalue { i64, i8* } undef, i64 0, 0
  %23 = insertvalue { i64, i8* } %22, i8* %21, 1
  %24 = extractvalue { i64, i8* } %19, 0
  %25 = extractvalue { i64, i8* } %19, 1
  %26 = mul i64 %24, 16
  %27 = add i64 %26, 24
  %28 = call i8* @malloc(i64 %27)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %28, i8* %25, i64 %27, i1 false)
  %29 = insertvalue { i64, i8* } %19, i8* %28, 1
  %30 = extractvalue { i64, i8* } %23, 0
  %31 = extractvalue { i64, i8* } %23, 1
  %32 = mul i64 %30, 16
  %33 = add i64 %32, 24
  %34 = call i8* @malloc(i64 %33)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %34, i8* %31, i64 %33, i1 false)
  %35 = insertvalue { i64, i8* } %23, i8* %34, 1
  %36 = insertvalue { { i64, i8* }, { i64, i8* } } undef, { i64, i8* } %29, 0
  %37 = insertvalue { { i64, i8* }, { i64, i8* } } %36, { i64, i8* } %35, 1
  ret { { i64, i8* }, { i64, i8* } } %37
}

define { i64, i8* } @passthrough(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 0
  %5 = extractvalue { i64, i8* } %3, 1
  %6 = mul i64 %4, 16
  %7 = add i64 %6, 24
  %8 = call i8* @malloc(i64 %7)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %8, i8* %5, i64 %7, i1 false)
  %9 = insertvalue { i64, i8* } %3, i8* %8, 1
  ret { i64, i8* } %9
}

define { i64, i8* } @bump(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5) {
bb0:
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64* %1, 1
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 %2, 2
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %3, 3, 0
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %4, 4, 0
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 1
  %12 = getelementptr i64, i64* %11, i64 %5
  %13 = load i64, i64* %12
  %14 = add i64 %13, 1
  %15 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, 1
  %16 = getelementptr i64, i64* %15, i64 %5
  store i64 %14, i64* %16
  %17 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %17
  %18 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %17 to i8*
  %19 = insertvalue { i64, i8* } undef, i64 1, 0
  %20 = insertvalue { i64, i8* } %19, i8* %18, 1
  %21 = extractvalue { i64, i8* } %20, 0
  %22 = extractvalue { i64, i8* } %20, 1
  %23 = mul i64 %21, 16
  %24 = add i64 %23, 24
  %25 = call i8* @malloc(i64 %24)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %25, i8* %22, i64 %24, i1 false)
  %26 = insertvalue { i64, i8* } %20, i8* %25, 1
  ret { i64, i8* } %26
}

define i64 @choose_sum(i1 %0, i64 %1, i8* %2, i64 %3, i8* %4, i64 (i64, i8*)* %5) {
bb0:
  %6 = insertvalue { i64, i8* } undef, i64 %1, 0
  %7 = insertvalue { i64, i8* } %6, i8* %2, 1
  %8 = insertvalue { i64, i8* } undef, i64 %3, 0
  %9 = insertvalue { i64, i8* } %8, i8* %4, 1
  br i1 %0, label %bb2, label %bb1

bb1:
  br label %bb2

bb2:
  %10 = phi { i64, i8* } [ %7, %bb0 ], [ %9, %bb1 ]
  %11 = extractvalue { i64, i8* } %10, 0
  %12 = extractvalue { i64, i8* } %10, 1
  %13 = call i64 %5(i64 %11, i8* %12)
  ret i64 %13
}

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 4
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %143, %bb6 ]
  %10 = icmp slt i64 %9, 4
  br i1 %10, label %bb6, label %bb2

bb2:
  %11 = getelementptr double, double* null, i64 1
  %12 = ptrtoint double* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to double*
  %15 = insertvalue { double*, double*, i64 } undef, double* %14, 0
  %16 = insertvalue { double*, double*, i64 } %15, double* %14, 1
  %17 = insertvalue { double*, double*, i64 } %16, i64 0, 2
  %18 = extractvalue { double*, double*, i64 } %17, 1
  store double 3.25, double* %18
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %20 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %22 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %24 = extractvalue { double*, double*, i64 } %17, 0
  %25 = extractvalue { double*, double*, i64 } %17, 1
  %26 = extractvalue { double*, double*, i64 } %17, 2
  %27 = call { { i64, i8* }, { i64, i8* } } @split(i64* %19, i64* %20, i64 %21, i64 %22, i64 %23, double* %24, double* %25, i64 %26)
  %28 = extractvalue { { i64, i8* }, { i64, i8* } } %27, 0
  %29 = extractvalue { i64, i8* } %28, 0
  %30 = extractvalue { i64, i8* } %28, 1
  %31 = mul i64 %29, 16
  %32 = add i64 %31, 24
  %33 = alloca i8, i64 %32
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %33, i8* %30, i64 %32, i1 false)
  call void @free(i8* %30)
  %34 = insertvalue { i64, i8* } %28, i8* %33, 1
  %35 = extractvalue { { i64, i8* }, { i64, i8* } } %27, 1
  %36 = extractvalue { i64, i8* } %35, 0
  %37 = extractvalue { i64, i8* } %35, 1
  %38 = mul i64 %36, 16
  %39 = add i64 %38, 24
  %40 = alloca i8, i64 %39
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %40, i8* %37, i64 %39, i1 false)
  call void @free(i8* %37)
  %41 = insertvalue { i64, i8* } %35, i8* %40, 1
  %42 = extractvalue { i64, i8* } %34, 0
  %43 = extractvalue { i64, i8* } %34, 1
  %44 = call i64 @usum(i64 %42, i8* %43)
  call void @print_i64(i64 %44)
  %45 = extractvalue { i64, i8* } %41, 1
  %46 = bitcast i8* %45 to { double*, double*, i64 }*
  %47 = load { double*, double*, i64 }, { double*, double*, i64 }* %46
  %48 = extractvalue { double*, double*, i64 } %47, 1
  %49 = load double, double* %48
  call void @print_f64(double %49)
  %50 = extractvalue { double*, double*, i64 } %47, 1
  store double -0.5, double* %50
  %51 = extractvalue { double*, double*, i64 } %17, 1
  %52 = load double, double* %51
  call void @print_f64(double %52)
  %53 = extractvalue { i64, i8* } %34, 0
  %54 = extractvalue { i64, i8* } %34, 1
  %55 = call { i64, i8* } @passthrough(i64 %53, i8* %54)
  %56 = extractvalue { i64, i8* } %55, 0
  %57 = extractvalue { i64, i8* } %55, 1
  %58 = mul i64 %56, 16
  %59 = add i64 %58, 24
  %60 = alloca i8, i64 %59
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %60, i8* %57, i64 %59, i1 false)
  call void @free(i8* %57)
  %61 = insertvalue { i64, i8* } %55, i8* %60, 1
  %62 = extractvalue { i64, i8* } %61, 1
  %63 = bitcast i8* %62 to { i64*, i64*, i64, [1 x i64], [1 x i64] }*
  %64 = load { i64*, i64*, i64, [1 x i64], [1 x i64] }, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %63
  %65 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %64, 1
  %66 = getelementptr i64, i64* %65, i64 3
  %67 = load i64, i64* %66
  call void @print_i64(i64 %67)
  %68 = extractvalue { i64, i8* } %61, 1
  %69 = bitcast i8* %68 to i64*
  %70 = add i64 0, 3
  %71 = getelementptr i64, i64* %69, i64 %70
  %72 = load i64, i64* %71
  call void @print_i64(i64 %72)
  br label %bb3

bb3:
  %73 = phi i64 [ 0, %bb2 ], [ %138, %bb5 ]
  %74 = phi { i64, i8* } [ %34, %bb2 ], [ %137, %bb5 ]
  %75 = icmp slt i64 %73, 1000
  br i1 %75, label %bb5, label %bb4

bb4:
  %76 = extractvalue { i64, i8* } %74, 0
  %77 = extractvalue { i64, i8* } %74, 1
  %78 = call i64 @usum(i64 %76, i8* %77)
  call void @print_i64(i64 %78)
  %79 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %80 = getelementptr i64, i64* %79, i64 2
  %81 = load i64, i64* %80
  call void @print_i64(i64 %81)
  %82 = getelementptr i64, i64* null, i64 3
  %83 = ptrtoint i64* %82 to i64
  %84 = call i8* @malloc(i64 %83)
  %85 = bitcast i8* %84 to i64*
  %86 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %85, 0
  %87 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %86, i64* %85, 1
  %88 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %87, i64 0, 2
  %89 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %88, i64 3, 3, 0
  %90 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %89, i64 1, 4, 0
  %91 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %90, 1
  %92 = getelementptr i64, i64* %91, i64 0
  store i64 7, i64* %92
  %93 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %90, 1
  %94 = getelementptr i64, i64* %93, i64 1
  store i64 7, i64* %94
  %95 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %90, 1
  %96 = getelementptr i64, i64* %95, i64 2
  store i64 5, i64* %96
  %97 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %90, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %97
  %98 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %97 to i8*
  %99 = insertvalue { i64, i8* } undef, i64 1, 0
  %100 = insertvalue { i64, i8* } %99, i8* %98, 1
  %101 = extractvalue { i64, i8* } %34, 0
  %102 = extractvalue { i64, i8* } %34, 1
  %103 = extractvalue { i64, i8* } %100, 0
  %104 = extractvalue { i64, i8* } %100, 1
  %105 = call i64 @choose_sum(i1 true, i64 %101, i8* %102, i64 %103, i8* %104, i64 (i64, i8*)* @usum)
  %106 = extractvalue { i64, i8* } %34, 0
  %107 = extractvalue { i64, i8* } %34, 1
  %108 = extractvalue { i64, i8* } %100, 0
  %109 = extractvalue { i64, i8* } %100, 1
  %110 = call i64 @choose_sum(i1 false, i64 %106, i8* %107, i64 %108, i8* %109, i64 (i64, i8*)* @usum)
  %111 = extractvalue { i64, i8* } %34, 0
  %112 = extractvalue { i64, i8* } %34, 1
  %113 = extractvalue { i64, i8* } %100, 0
  %114 = extractvalue { i64, i8* } %100, 1
  %115 = call i64 @choose_sum(i1 false, i64 %111, i8* %112, i64 %113, i8* %114, i64 (i64, i8*)* @usum10)
  call void @print_i64(i64 %105)
  call void @print_i64(i64 %110)
  call void @print_i64(i64 %115)
  %116 = extractvalue { i64, i8* } %34, 0
  %117 = extractvalue { i64, i8* } %34, 1
  %118 = call i64 @usum10(i64 %116, i8* %117)
  call void @print_i64(i64 %118)
  %119 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %90, 0
  %120 = bitcast i64* %119 to i8*
  call void @free(i8* %120)
  %121 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %122 = bitcast i64* %121 to i8*
  call void @free(i8* %122)
  %123 = extractvalue { double*, double*, i64 } %17, 0
  %124 = bitcast double* %123 to i8*
  call void @free(i8* %124)
  ret i32 0

bb5:
  %125 = urem i64 %73, 4
  %126 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %127 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %128 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %129 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %130 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %131 = call { i64, i8* } @bump(i64* %126, i64* %127, i64 %128, i64 %129, i64 %130, i64 %125)
  %132 = extractvalue { i64, i8* } %131, 0
  %133 = extractvalue { i64, i8* } %131, 1
  %134 = mul i64 %132, 16
  %135 = add i64 %134, 24
  %136 = alloca i8, i64 %135
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %136, i8* %133, i64 %135, i1 false)
  call void @free(i8* %133)
  %137 = insertvalue { i64, i8* } %131, i8* %136, 1
  %138 = add i64 %73, 1
  br label %bb3

bb6:
  %139 = add i64 %9, 1
  %140 = mul i64 %139, 5
  %141 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %142 = getelementptr i64, i64* %141, i64 %9
  store i64 %140, i64* %142
  %143 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @free(i8*)
