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
  %31 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %32 = getelementptr i16, i16* %31, i64 3
  %33 = atomicrmw xor i16* %32, i16 10 acq_rel
  %34 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %35 = getelementptr i16, i16* %34, i64 3
  %36 = atomicrmw xor i16* %35, i16 12 acq_rel
  %37 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 1
  %38 = getelementptr i16, i16* %37, i64 3
  %39 = load i16, i16* %38
  %40 = sext i16 %33 to i64
  call void @print_i64(i64 %40)
  %41 = sext i16 %36 to i64
  call void @print_i64(i64 %41)
  %42 = sext i16 %39 to i64
  call void @print_i64(i64 %42)
  %43 = extractvalue { i16*, i16*, i64, [1 x i64], [1 x i64] } %8, 0
  %44 = bitcast i16* %43 to i8*
  call void @free(i8* %44)
  %45 = getelementptr float, float* null, i64 4
  %46 = ptrtoint float* %45 to i64
  %47 = call i8* @malloc(i64 %46)
  %48 = bitcast i8* %47 to float*
  %49 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %48, 0
  %50 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %49, float* %48, 1
  %51 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %50, i64 0, 2
  %52 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %51, i64 2, 3, 0
  %53 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %52, i64 2, 3, 1
  %54 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %53, i64 2, 4, 0
  %55 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %54, i64 1, 4, 1
  %56 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, 1
  %57 = mul i64 0, 2
  %58 = add i64 %57, 0
  %59 = getelementptr float, float* %56, i64 %58
  store float 0.5, float* %59
  %60 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, 1
  %61 = mul i64 0, 2
  %62 = add i64 %61, 0
  %63 = getelementptr float, float* %60, i64 %62
  %64 = atomicrmw fadd float* %63, float 2.0 acq_rel
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, 1
  %66 = mul i64 0, 2
  %67 = add i64 %66, 0
  %68 = getelementptr float, float* %65, i64 %67
  %69 = atomicrmw xchg float* %68, float 0.5 acq_rel
  %70 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, 1
  %71 = mul i64 0, 2
  %72 = add i64 %71, 0
  %73 = getelementptr float, float* %70, i64 %72
  %74 = load float, float* %73
  %75 = fpext float %64 to double
  call void @print_f64(double %75)
  %76 = fpext float %69 to double
  call void @print_f64(double %76)
  %77 = fpext float %74 to double
  call void @print_f64(double %77)
  %78 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, 0
  %79 = bitcast float* %78 to i8*
  call void @free(i8* %79)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
