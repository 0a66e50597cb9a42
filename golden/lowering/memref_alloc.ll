; ModuleID = 'memref_alloc.mlir'
source_filename = "memref_alloc.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @heap(i64 %0, i64 %1) {
bb0:
  %2 = mul i64 %1, 4
  %3 = mul i64 %2, %0
  %4 = getelementptr float, float* null, i64 %3
  %5 = ptrtoint float* %4 to i64
  %6 = call i8* @malloc(i64 %5)
  %7 = bitcast i8* %6 to float*
  %8 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } undef, float* %7, 0
  %9 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %8, float* %7, 1
  %10 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %9, i64 0, 2
  %11 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %10, i64 %0, 3, 0
  %12 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %11, i64 4, 3, 1
  %13 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %12, i64 %1, 3, 2
  %14 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %13, i64 %2, 4, 0
  %15 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %14, i64 %1, 4, 1
  %16 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %15, i64 1, 4, 2
  %17 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %16, 0
  %18 = bitcast float* %17 to i8*
  call void @free(i8* %18)
  ret void
}

define void @aligned() {
bb0:
  %0 = getelementptr float, float* null, i64 33
  %1 = ptrtoint float* %0 to i64
  %2 = add i64 %1, 64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to float*
  %5 = ptrtoint float* %4 to i64
  %6 = add i64 %5, 63
  %7 = urem i64 %6, 64
  %8 = sub i64 %6, %7
  %9 = inttoptr i64 %8 to float*
  %10 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %4, 0
  %11 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %10, float* %9, 1
  %12 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %11, i64 0, 2
  %13 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %12, i64 33, 3, 0
  %14 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %13, i64 1, 4, 0
  %15 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %14, 0
  %16 = bitcast float* %15 to i8*
  call void @free(i8* %16)
  ret void
}

define void @stack(i64 %0) {
bb0:
  %1 = mul i64 8, %0
  %2 = alloca i64, i64 %1
  %3 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %2, 0
  %4 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %3, i64* %2, 1
  %5 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %4, i64 0, 2
  %6 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %5, i64 %0, 3, 0
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %6, i64 8, 3, 1
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64 8, 4, 0
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 1, 4, 1
  %10 = alloca i8, i64 16, align 32
  %11 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %10, 0
  %12 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %11, i8* %10, 1
  %13 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %12, i64 0, 2
  %14 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %13, i64 16, 3, 0
  %15 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %14, i64 1, 4, 0
  ret void
}

define { float*, float*, i64, [2 x i64], [2 x i64] } @fixed() {
bb0:
  %0 = inttoptr i64 19081728 to float*
  %1 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %2 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %1, float* %0, 1
  %3 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %2, i64 0, 2
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %3, i64 1024, 3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, i64 64, 3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 64, 4, 0
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 1, 4, 1
  ret { float*, float*, i64, [2 x i64], [2 x i64] } %7
}

define void @space(i64 %0) {
bb0:
  %1 = getelementptr float, float* null, i64 %0
  %2 = ptrtoint float* %1 to i64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to float*
  %5 = addrspacecast float* %4 to float addrspace(1)*
  %6 = insertvalue { float addrspace(1)*, float addrspace(1)*, i64, [1 x i64], [1 x i64] } undef, float addrspace(1)* %5, 0
  %7 = insertvalue { float addrspace(1)*, float addrspace(1)*, i64, [1 x i64], [1 x i64] } %6, float addrspace(1)* %5, 1
  %8 = insertvalue { float addrspace(1)*, float addrspace(1)*, i64, [1 x i64], [1 x i64] } %7, i64 0, 2
  %9 = insertvalue { float addrspace(1)*, float addrspace(1)*, i64, [1 x i64], [1 x i64] } %8, i64 %0, 3, 0
  %10 = insertvalue { float addrspace(1)*, float addrspace(1)*, i64, [1 x i64], [1 x i64] } %9, i64 1, 4, 0
  %11 = extractvalue { float addrspace(1)*, float addrspace(1)*, i64, [1 x i64], [1 x i64] } %10, 0
  %12 = addrspacecast float addrspace(1)* %11 to float*
  %13 = bitcast float* %12 to i8*
  call void @free(i8* %13)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
