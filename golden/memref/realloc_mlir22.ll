; ModuleID = 'realloc_mlir22.mlir'
source_filename = "realloc_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 3
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %6, i64 3, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %97, %bb3 ]
  %10 = icmp slt i64 %9, 3
  br i1 %10, label %bb3, label %bb2

bb2:
  %11 = getelementptr i64, i64* null, i64 6
  %12 = ptrtoint i64* %11 to i64
  %13 = call i8* @malloc(i64 %12)
  %14 = bitcast i8* %13 to i64*
  %15 = icmp ult i64 3, 6
  %16 = select i1 %15, i64 3, i64 6
  %17 = getelementptr i64, i64* null, i64 %16
  %18 = ptrtoint i64* %17 to i64
  %19 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %20 = getelementptr i64, i64* %19, i64 0
  %21 = bitcast i64* %20 to i8*
  %22 = bitcast i64* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %22, i8* %21, i64 %18, i1 false)
  %23 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 0
  %24 = bitcast i64* %23 to i8*
  call void @free(i8* %24)
  %25 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %14, 0
  %26 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %25, i64* %14, 1
  %27 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %26, i64 0, 2
  %28 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %27, i64 6, 3, 0
  %29 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %28, i64 1, 4, 0
  %30 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, 1
  %31 = getelementptr i64, i64* %30, i64 5
  store i64 99, i64* %31
  %32 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, 1
  %33 = getelementptr i64, i64* %32, i64 2
  %34 = load i64, i64* %33
  call void @print_i64(i64 %34)
  %35 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, 1
  %36 = getelementptr i64, i64* %35, i64 5
  %37 = load i64, i64* %36
  call void @print_i64(i64 %37)
  %38 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, 3, 0
  %39 = getelementptr i64, i64* null, i64 9
  %40 = ptrtoint i64* %39 to i64
  %41 = add i64 %40, 64
  %42 = call i8* @malloc(i64 %41)
  %43 = bitcast i8* %42 to i64*
  %44 = ptrtoint i8* %42 to i64
  %45 = add i64 %44, 63
  %46 = urem i64 %45, 64
  %47 = sub i64 %45, %46
  %48 = inttoptr i64 %47 to i64*
  %49 = icmp ult i64 %38, 9
  %50 = select i1 %49, i64 %38, i64 9
  %51 = getelementptr i64, i64* null, i64 %50
  %52 = ptrtoint i64* %51 to i64
  %53 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, 1
  %54 = getelementptr i64, i64* %53, i64 0
  %55 = bitcast i64* %54 to i8*
  %56 = bitcast i64* %48 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %56, i8* %55, i64 %52, i1 false)
  %57 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %29, 0
  %58 = bitcast i64* %57 to i8*
  call void @free(i8* %58)
  %59 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %43, 0
  %60 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %59, i64* %48, 1
  %61 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %60, i64 0, 2
  %62 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %61, i64 9, 3, 0
  %63 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %62, i64 1, 4, 0
  %64 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %65 = getelementptr i64, i64* %64, i64 1
  %66 = load i64, i64* %65
  call void @print_i64(i64 %66)
  %67 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 3, 0
  call void @print_i64(i64 %67)
  %68 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 3, 0
  %69 = getelementptr i64, i64* null, i64 2
  %70 = ptrtoint i64* %69 to i64
  %71 = call i8* @malloc(i64 %70)
  %72 = bitcast i8* %71 to i64*
  %73 = icmp ult i64 %68, 2
  %74 = select i1 %73, i64 %68, i64 2
  %75 = getelementptr i64, i64* null, i64 %74
  %76 = ptrtoint i64* %75 to i64
  %77 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 1
  %78 = getelementptr i64, i64* %77, i64 0
  %79 = bitcast i64* %78 to i8*
  %80 = bitcast i64* %72 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %80, i8* %79, i64 %76, i1 false)
  %81 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %63, 0
  %82 = bitcast i64* %81 to i8*
  call void @free(i8* %82)
  %83 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %72, 0
  %84 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %83, i64* %72, 1
  %85 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %84, i64 0, 2
  %86 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %85, i64 2, 3, 0
  %87 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %86, i64 1, 4, 0
  %88 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %87, 1
  %89 = getelementptr i64, i64* %88, i64 1
  %90 = load i64, i64* %89
  call void @print_i64(i64 %90)
  %91 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %87, 0
  %92 = bitcast i64* %91 to i8*
  call void @free(i8* %92)
  ret i32 0

bb3:
  %93 = add i64 %9, %9
  %94 = add i64 %93, %9
  %95 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %8, 1
  %96 = getelementptr i64, i64* %95, i64 %9
  store i64 %94, i64* %96
  %97 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @free(i8*)
