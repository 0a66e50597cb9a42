; ModuleID = 'atomic_rmw_mlir22.mlir'
source_filename = "atomic_rmw_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define i32 @main() {
bb0:
  %0 = getelementptr i16, i16* null, i64 4
  %1 = ptrtoint i16* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i16*
  %4 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } undef, i16* %3, 0
  %5 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %4, i16* %3, 1
  %6 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  %9 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %10 = getelementptr i16, i16* %9, i64 3
  store i16 12, i16* %10
  %11 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %12 = getelementptr i16, i16* %11, i64 3
  %13 = atomicrmw or i16* %12, i16 3 acq_rel
  %14 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %15 = getelementptr i16, i16* %14, i64 3
  %16 = atomicrmw and i16* %15, i16 10 acq_rel
  %17 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %18 = getelementptr i16, i16* %17, i64 3
  %19 = atomicrmw add i16* %18, i16 3 acq_rel
  %20 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr i16, i16* %20, i64 3
  %22 = atomicrmw umin i16* %21, i16 3 acq_rel
  %23 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %24 = getelementptr i16, i16* %23, i64 3
  %25 = load i16, i16* %24
  %26 = sext i16 %13 to i64
  call void @print_i64(i64 %26)
  %27 = sext i16 %16 to i64
  call void @print_i64(i64 %27)
  %28 = sext i16 %19 to i64
  call void @print_i64(i64 %28)
  %29 = sext i16 %22 to i64
  call void @print_i64(i64 %29)
  %30 = sext i16 %25 to i64
  call void @print_i64(i64 %30)
  %31 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 0
  %32 = bitcast i16* %31 to i8*
  call void @free(i8* %32)
  %33 = getelementptr float, float* null, i64 4
  %34 = ptrtoint float* %33 to i64
  %35 = call i8* @malloc(i64 %34)
  %36 = bitcast i8* %35 to float*
  %37 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %36, 0
  %38 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %37, float* %36, 1
  %39 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %38, i64 0, 2
  %40 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %39, i64 2, 3, 0
  %41 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %40, i64 2, 3, 1
  %42 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %41, i64 2, 4, 0
  %43 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %42, i64 1, 4, 1
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %43, 1
  %45 = mul i64 0, 2
  %46 = add i64 %45, 0
  %47 = getelementptr float, float* %44, i64 %46
  store float 0.5, float* %47
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %43, 1
  %49 = mul i64 0, 2
  %50 = add i64 %49, 0
  %51 = getelementptr float, float* %48, i64 %50
  %52 = atomicrmw fadd float* %51, float 2.0 acq_rel
  %53 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %43, 1
  %54 = mul i64 0, 2
  %55 = add i64 %54, 0
  %56 = getelementptr float, float* %53, i64 %55
  %57 = atomicrmw xchg float* %56, float 0.5 acq_rel
  %58 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %43, 1
  %59 = mul i64 0, 2
  %60 = add i64 %59, 0
  %61 = getelementptr float, float* %58, i64 %60
  %62 = load float, float* %61
  %63 = fpext float %52 to double
  call void @print_f64(double %63)
  %64 = fpext float %57 to double
  call void @print_f64(double %64)
  %65 = fpext float %62 to double
  call void @print_f64(double %65)
  %66 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %43, 0
  %67 = bitcast float* %66 to i8*
  call void @free(i8* %67)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
