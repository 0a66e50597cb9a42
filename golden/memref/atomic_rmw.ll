; ModuleID = 'atomic_rmw.mlir'
source_filename = "atomic_rmw.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @show32(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define i64 @bump(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %0, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64* %1, 1
  %9 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %11, 1
  %13 = getelementptr i64, i64* %12, i64 %5
  %14 = atomicrmw add i64* %13, i64 %6 acq_rel
  ret i64 %14
}

define i32 @main() {
bb0:
  %0 = getelementptr i32, i32* null, i64 6
  %1 = ptrtoint i32* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i32*
  %4 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %3, 0
  %5 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %4, i32* %3, 1
  %6 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %7, i64 3, 3, 1
  %9 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %8, i64 3, 4, 0
  %10 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %12 = mul i64 1, 3
  %13 = add i64 %12, 2
  %14 = getelementptr i32, i32* %11, i64 %13
  store i32 5, i32* %14
  %15 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %16 = mul i64 1, 3
  %17 = add i64 %16, 2
  %18 = getelementptr i32, i32* %15, i64 %17
  %19 = atomicrmw add i32* %18, i32 -7 acq_rel
  call void @show32(i32 %19)
  %20 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %21 = mul i64 1, 3
  %22 = add i64 %21, 2
  %23 = getelementptr i32, i32* %20, i64 %22
  %24 = atomicrmw max i32* %23, i32 3 acq_rel
  call void @show32(i32 %24)
  %25 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %26 = mul i64 1, 3
  %27 = add i64 %26, 2
  %28 = getelementptr i32, i32* %25, i64 %27
  %29 = atomicrmw umax i32* %28, i32 -7 acq_rel
  call void @show32(i32 %29)
  %30 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %31 = mul i64 1, 3
  %32 = add i64 %31, 2
  %33 = getelementptr i32, i32* %30, i64 %32
  %34 = atomicrmw min i32* %33, i32 3 acq_rel
  call void @show32(i32 %34)
  %35 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %36 = mul i64 1, 3
  %37 = add i64 %36, 2
  %38 = getelementptr i32, i32* %35, i64 %37
  %39 = atomicrmw umin i32* %38, i32 3 acq_rel
  call void @show32(i32 %39)
  %40 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %41 = mul i64 1, 3
  %42 = add i64 %41, 2
  %43 = getelementptr i32, i32* %40, i64 %42
  %44 = atomicrmw xchg i32* %43, i32 5 acq_rel
  call void @show32(i32 %44)
  %45 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %46 = mul i64 1, 3
  %47 = add i64 %46, 2
  %48 = getelementptr i32, i32* %45, i64 %47
  %49 = atomicrmw add i32* %48, i32 -7 acq_rel
  call void @show32(i32 %49)
  %50 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 1
  %51 = mul i64 1, 3
  %52 = add i64 %51, 2
  %53 = getelementptr i32, i32* %50, i64 %52
  %54 = load i32, i32* %53
  call void @show32(i32 %54)
  %55 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %10, 0
  %56 = bitcast i32* %55 to i8*
  call void @free(i8* %56)
  %57 = getelementptr double, double* null, i64 2
  %58 = ptrtoint double* %57 to i64
  %59 = call i8* @malloc(i64 %58)
  %60 = bitcast i8* %59 to double*
  %61 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %60, 0
  %62 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %61, double* %60, 1
  %63 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %62, i64 0, 2
  %64 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %63, i64 2, 3, 0
  %65 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %64, i64 1, 4, 0
  %66 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %65, 1
  %67 = getelementptr double, double* %66, i64 1
  store double 1.5, double* %67
  %68 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %65, 1
  %69 = getelementptr double, double* %68, i64 1
  %70 = atomicrmw fadd double* %69, double -0.25 acq_rel
  call void @print_f64(double %70)
  %71 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %65, 1
  %72 = getelementptr double, double* %71, i64 1
  %73 = atomicrmw xchg double* %72, double 1.5 acq_rel
  call void @print_f64(double %73)
  %74 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %65, 1
  %75 = getelementptr double, double* %74, i64 1
  %76 = atomicrmw fadd double* %75, double 1.5 acq_rel
  call void @print_f64(double %76)
  %77 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %65, 1
  %78 = getelementptr double, double* %77, i64 1
  %79 = load double, double* %78
  call void @print_f64(double %79)
  %80 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %65, 0
  %81 = bitcast double* %80 to i8*
  call void @free(i8* %81)
  %82 = alloca i8
  %83 = insertvalue { i8*, i8*, i64 } undef, i8* %82, 0
  %84 = insertvalue { i8*, i8*, i64 } %83, i8* %82, 1
  %85 = insertvalue { i8*, i8*, i64 } %84, i64 0, 2
  %86 = extractvalue { i8*, i8*, i64 } %85, 1
  store i8 100, i8* %86
  %87 = extractvalue { i8*, i8*, i64 } %85, 1
  %88 = atomicrmw add i8* %87, i8 50 acq_rel
  %89 = extractvalue { i8*, i8*, i64 } %85, 1
  %90 = atomicrmw max i8* %89, i8 50 acq_rel
  %91 = extractvalue { i8*, i8*, i64 } %85, 1
  %92 = atomicrmw umax i8* %91, i8 50 acq_rel
  %93 = extractvalue { i8*, i8*, i64 } %85, 1
  %94 = load i8, i8* %93
  %95 = sext i8 %88 to i64
  call void @print_i64(i64 %95)
  %96 = sext i8 %90 to i64
  call void @print_i64(i64 %96)
  %97 = sext i8 %92 to i64
  call void @print_i64(i64 %97)
  %98 = sext i8 %94 to i64
  call void @print_i64(i64 %98)
  %99 = getelementptr i64, i64* null, i64 4
  %100 = ptrtoint i64* %99 to i64
  %101 = call i8* @malloc(i64 %100)
  %102 = bitcast i8* %101 to i64*
  %103 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %102, 0
  %104 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %103, i64* %102, 1
  %105 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %104, i64 0, 2
  %106 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %105, i64 4, 3, 0
  %107 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %106, i64 1, 4, 0
  %108 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 1
  %109 = getelementptr i64, i64* %108, i64 0
  store i64 0, i64* %109
  %110 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 1
  %111 = getelementptr i64, i64* %110, i64 1
  store i64 0, i64* %111
  br label %bb1

bb1:
  %112 = phi i64 [ 0, %bb0 ], [ %129, %bb3 ]
  %113 = icmp slt i64 %112, 4
  br i1 %113, label %bb3, label %bb2

bb2:
  %114 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 1
  %115 = getelementptr i64, i64* %114, i64 0
  %116 = load i64, i64* %115
  call void @print_i64(i64 %116)
  %117 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 1
  %118 = getelementptr i64, i64* %117, i64 1
  %119 = load i64, i64* %118
  call void @print_i64(i64 %119)
  %120 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 0
  %121 = bitcast i64* %120 to i8*
  call void @free(i8* %121)
  ret i32 0

bb3:
  %122 = urem i64 %112, 2
  %123 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 0
  %124 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 1
  %125 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 2
  %126 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 3, 0
  %127 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, 4, 0
  %128 = call i64 @bump(i64* %123, i64* %124, i64 %125, i64 %126, i64 %127, i64 %122, i64 %112)
  call void @print_i64(i64 %128)
  %129 = add i64 %112, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
