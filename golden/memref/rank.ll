; ModuleID = 'rank.mlir'
source_filename = "rank.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i64 @rank_of(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = extractvalue { i64, i8* } %3, 0
  ret i64 %4
}

define void @show(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret void
}

define i32 @main() {
bb0:
  %0 = mul i64 12, 2
  %1 = getelementptr float, float* null, i64 %0
  %2 = ptrtoint float* %1 to i64
  %3 = call i8* @malloc(i64 %2)
  %4 = bitcast i8* %3 to float*
  %5 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } undef, float* %4, 0
  %6 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %5, float* %4, 1
  %7 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %6, i64 0, 2
  %8 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %7, i64 2, 3, 0
  %9 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %8, i64 3, 3, 1
  %10 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %9, i64 4, 3, 2
  %11 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %10, i64 12, 4, 0
  %12 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %11, i64 4, 4, 1
  %13 = insertvalue { float*, float*, i64, [3 x i64], [3 x i64] } %12, i64 1, 4, 2
  %14 = alloca float
  %15 = insertvalue { float*, float*, i64 } undef, float* %14, 0
  %16 = insertvalue { float*, float*, i64 } %15, float* %14, 1
  %17 = insertvalue { float*, float*, i64 } %16, i64 0, 2
  call void @show(i64 3)
  %18 = alloca { float*, float*, i64, [3 x i64], [3 x i64] }
  store { float*, float*, i64, [3 x i64], [3 x i64] } %13, { float*, float*, i64, [3 x i64], [3 x i64] }* %18
  %19 = bitcast { float*, float*, i64, [3 x i64], [3 x i64] }* %18 to i8*
  %20 = insertvalue { i64, i8* } undef, i64 3, 0
  %21 = insertvalue { i64, i8* } %20, i8* %19, 1
  %22 = extractvalue { i64, i8* } %21, 0
  %23 = extractvalue { i64, i8* } %21, 1
  %24 = call i64 @rank_of(i64 %22, i8* %23)
  call void @show(i64 %24)
  %25 = alloca { float*, float*, i64 }
  store { float*, float*, i64 } %17, { float*, float*, i64 }* %25
  %26 = bitcast { float*, float*, i64 }* %25 to i8*
  %27 = insertvalue { i64, i8* } undef, i64 0, 0
  %28 = insertvalue { i64, i8* } %27, i8* %26, 1
  %29 = extractvalue { i64, i8* } %28, 0
  call void @show(i64 %29)
  %30 = alloca i8, i64 5
  %31 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %30, 0
  %32 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %31, i8* %30, 1
  %33 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %32, i64 0, 2
  %34 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %33, i64 5, 3, 0
  %35 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %34, i64 1, 4, 0
  %36 = alloca { i8*, i8*, i64, [1 x i64], [1 x i64] }
  store { i8*, i8*, i64, [1 x i64], [1 x i64] } %35, { i8*, i8*, i64, [1 x i64], [1 x i64] }* %36
  %37 = bitcast { i8*, i8*, i64, [1 x i64], [1 x i64] }* %36 to i8*
  %38 = insertvalue { i64, i8* } undef, i64 1, 0
  %39 = insertvalue { i64, i8* } %38, i8* %37, 1
  %40 = extractvalue { i64, i8* } %39, 0
  call void @show(i64 %40)
  %41 = extractvalue { float*, float*, i64, [3 x i64], [3 x i64] } %13, 0
  %42 = bitcast float* %41 to i8*
  call void @free(i8* %42)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
