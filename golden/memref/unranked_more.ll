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
  %8 = phi i64 [ 0, %bb0 ], [ %15, %bb2 ]
  %9 = phi i64 [ 0, %bb0 ], [ %14, %bb2 ]
  %10 = icmp slt i64 %8, %7
  br i1 %10, label %bb2, label %bb3

bb2:
  %11 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, 1
  %12 = getelementptr i64, i64* %11, i64 %8
  %13 = load i64, i64* %12
  %14 = add i64 %9, %13
  %15 = add i64 %8, 1
  br label %bb1

bb3:
  ret i64 %9
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
  br i1 %0, label %bb1, label %bb2

bb1:
  %10 = phi { i64, i8* } [ %7, %bb0 ], [ %9, %bb2 ]
  %11 = extractvalue { i64, i8* } %10, 0
  %12 = extractvalue { i64, i8* } %10, 1
  %13 = call i64 %5(i64 %11, i8* %12)
  ret i64 %13

bb2:
  br label %bb1
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
  %9 = phi i64 [ 0, %bb0 ], [ %15, %bb2 ]
  %10 = icmp slt i64 %9, 4
  br i1 %10, label %bb2, label %bb3

bb2:
  %11 = add i64 %9, 1
  %12 = mul i64 %11, 5
  %13 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %14 = getelementptr i64, i64* %13, i64 %9
  store i64 %12, i64* %14
  %15 = add i64 %9, 1
  br label %bb1

bb3:
  %16 = getelementptr double, double* null, i64 1
  %17 = ptrtoint double* %16 to i64
  %18 = call i8* @malloc(i64 %17)
  %19 = bitcast i8* %18 to double*
  %20 = insertvalue { double*, double*, i64 } undef, double* %19, 0
  %21 = insertvalue { double*, double*, i64 } %20, double* %19, 1
  %22 = insertvalue { double*, double*, i64 } %21, i64 0, 2
  %23 = extractvalue { double*, double*, i64 } %22, 1
  store double 3.25, double* %23
  %24 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %25 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %26 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %27 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %28 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %29 = extractvalue { double*, double*, i64 } %22, 0
  %30 = extractvalue { double*, double*, i64 } %22, 1
  %31 = extractvalue { double*, double*, i64 } %22, 2
  %32 = call { { i64, i8* }, { i64, i8* } } @split(i64* %24, i64* %25, i64 %26, i64 %27, i64 %28, double* %29, double* %30, i64 %31)
  %33 = extractvalue { { i64, i8* }, { i64, i8* } } %32, 0
  %34 = extractvalue { i64, i8* } %33, 0
  %35 = extractvalue { i64, i8* } %33, 1
  %36 = mul i64 %34, 16
  %37 = add i64 %36, 24
  %38 = alloca i8, i64 %37
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %38, i8* %35, i64 %37, i1 false)
  call void @free(i8* %35)
  %39 = insertvalue { i64, i8* } %33, i8* %38, 1
  %40 = extractvalue { { i64, i8* }, { i64, i8* } } %32, 1
  %41 = extractvalue { i64, i8* } %40, 0
  %42 = extractvalue { i64, i8* } %40, 1
  %43 = mul i64 %41, 16
  %44 = add i64 %43, 24
  %45 = alloca i8, i64 %44
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %45, i8* %42, i64 %44, i1 false)
  call void @free(i8* %42)
  %46 = insertvalue { i64, i8* } %40, i8* %45, 1
  %47 = extractvalue { i64, i8* } %39, 0
  %48 = extractvalue { i64, i8* } %39, 1
  %49 = call i64 @usum(i64 %47, i8* %48)
  call void @print_i64(i64 %49)
  %50 = extractvalue { i64, i8* } %46, 1
  %51 = bitcast i8* %50 to { double*, double*, i64 }*
  %52 = load { double*, double*, i64 }, { double*, double*, i64 }* %51
  %53 = extractvalue { double*, double*, i64 } %52, 1
  %54 = load double, double* %53
  call void @print_f64(double %54)
  %55 = extractvalue { double*, double*, i64 } %52, 1
  store double -0.5, double* %55
  %56 = extractvalue { double*, double*, i64 } %22, 1
  %57 = load double, double* %56
  call void @print_f64(double %57)
  %58 = extractvalue { i64, i8* } %39, 0
  %59 = extractvalue { i64, i8* } %39, 1
  %60 = call { i64, i8* } @passthrough(i64 %58, i8* %59)
  %61 = extractvalue { i64, i8* } %60, 0
  %62 = extractvalue { i64, i8* } %60, 1
  %63 = mul i64 %61, 16
  %64 = add i64 %63, 24
  %65 = alloca i8, i64 %64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %65, i8* %62, i64 %64, i1 false)
  call void @free(i8* %62)
  %66 = insertvalue { i64, i8* } %60, i8* %65, 1
  %67 = extractvalue { i64, i8* } %66, 1
  %68 = bitcast i8* %67 to { i64*, i64*, i64, [1 x i64], [1 x i64] }*
  %69 = load { i64*, i64*, i64, [1 x i64], [1 x i64] }, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %68
  %70 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %69, 1
  %71 = getelementptr i64, i64* %70, i64 3
  %72 = load i64, i64* %71
  call void @print_i64(i64 %72)
  %73 = extractvalue { i64, i8* } %66, 1
  %74 = bitcast i8* %73 to i64*
  %75 = add i64 0, 3
  %76 = getelementptr i64, i64* %74, i64 %75
  %77 = load i64, i64* %76
  call void @print_i64(i64 %77)
  br label %bb4

bb4:
  %78 = phi i64 [ 0, %bb3 ], [ %94, %bb5 ]
  %79 = phi { i64, i8* } [ %39, %bb3 ], [ %93, %bb5 ]
  %80 = icmp slt i64 %78, 1000
  br i1 %80, label %bb5, label %bb6

bb5:
  %81 = urem i64 %78, 4
  %82 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %83 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %84 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 2
  %85 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %86 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  %87 = call { i64, i8* } @bump(i64* %82, i64* %83, i64 %84, i64 %85, i64 %86, i64 %81)
  %88 = extractvalue { i64, i8* } %87, 0
  %89 = extractvalue { i64, i8* } %87, 1
  %90 = mul i64 %88, 16
  %91 = add i64 %90, 24
  %92 = alloca i8, i64 %91
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %92, i8* %89, i64 %91, i1 false)
  call void @free(i8* %89)
  %93 = insertvalue { i64, i8* } %87, i8* %92, 1
  %94 = add i64 %78, 1
  br label %bb4

bb6:
  %95 = extractvalue { i64, i8* } %79, 0
  %96 = extractvalue { i64, i8* } %79, 1
  %97 = call i64 @usum(i64 %95, i8* %96)
  call void @print_i64(i64 %97)
  %98 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %99 = getelementptr i64, i64* %98, i64 2
  %100 = load i64, i64* %99
  call void @print_i64(i64 %100)
  %101 = getelementptr i64, i64* null, i64 3
  %102 = ptrtoint i64* %101 to i64
  %103 = call i8* @malloc(i64 %102)
  %104 = bitcast i8* %103 to i64*
  %105 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %104, 0
  %106 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %105, i64* %104, 1
  %107 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %106, i64 0, 2
  %108 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, i64 3, 3, 0
  %109 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %108, i64 1, 4, 0
  %110 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %109, 1
  %111 = getelementptr i64, i64* %110, i64 0
  store i64 7, i64* %111
  %112 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %109, 1
  %113 = getelementptr i64, i64* %112, i64 1
  store i64 7, i64* %113
  %114 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %109, 1
  %115 = getelementptr i64, i64* %114, i64 2
  store i64 5, i64* %115
  %116 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %109, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %116
  %117 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %116 to i8*
  %118 = insertvalue { i64, i8* } undef, i64 1, 0
  %119 = insertvalue { i64, i8* } %118, i8* %117, 1
  %120 = extractvalue { i64, i8* } %39, 0
  %121 = extractvalue { i64, i8* } %39, 1
  %122 = extractvalue { i64, i8* } %119, 0
  %123 = extractvalue { i64, i8* } %119, 1
  %124 = call i64 @choose_sum(i1 true, i64 %120, i8* %121, i64 %122, i8* %123, i64 (i64, i8*)* @usum)
  %125 = extractvalue { i64, i8* } %39, 0
  %126 = extractvalue { i64, i8* } %39, 1
  %127 = extractvalue { i64, i8* } %119, 0
  %128 = extractvalue { i64, i8* } %119, 1
  %129 = call i64 @choose_sum(i1 false, i64 %125, i8* %126, i64 %127, i8* %128, i64 (i64, i8*)* @usum)
  %130 = extractvalue { i64, i8* } %39, 0
  %131 = extractvalue { i64, i8* } %39, 1
  %132 = extractvalue { i64, i8* } %119, 0
  %133 = extractvalue { i64, i8* } %119, 1
  %134 = call i64 @choose_sum(i1 false, i64 %130, i8* %131, i64 %132, i8* %133, i64 (i64, i8*)* @usum10)
  call void @print_i64(i64 %124)
  call void @print_i64(i64 %129)
  call void @print_i64(i64 %134)
  %135 = extractvalue { i64, i8* } %39, 0
  %136 = extractvalue { i64, i8* } %39, 1
  %137 = call i64 @usum10(i64 %135, i8* %136)
  call void @print_i64(i64 %137)
  %138 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %109, 0
  %139 = bitcast i64* %138 to i8*
  call void @free(i8* %139)
  %140 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %141 = bitcast i64* %140 to i8*
  call void @free(i8* %141)
  %142 = extractvalue { double*, double*, i64 } %22, 0
  %143 = bitcast double* %142 to i8*
  call void @free(i8* %143)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @free(i8*)
