; ModuleID = 'views_mlir22.mlir'
source_filename = "views_mlir22.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@consts = private constant [2 x [3 x i64]] [[3 x i64] [i64 1, i64 2, i64 3], [3 x i64] [i64 4, i64 5, i64 6]]

@acc = private global [3 x i64] zeroinitializer, align 16

declare void @print_i64(i64)

define void @fill(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %0, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64* %1, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  br label %bb1

bb1:
  %14 = phi i64 [ 0, %bb0 ], [ %18, %bb5 ]
  %15 = icmp slt i64 %14, 4
  br i1 %15, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %16 = phi i64 [ 0, %bb3 ], [ %25, %bb6 ]
  %17 = icmp slt i64 %16, 6
  br i1 %17, label %bb6, label %bb5

bb5:
  %18 = add i64 %14, 1
  br label %bb1

bb6:
  %19 = mul i64 %14, 10
  %20 = add i64 %19, %16
  %21 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 1
  %22 = mul i64 %14, 6
  %23 = add i64 %22, %16
  %24 = getelementptr i64, i64* %21, i64 %23
  store i64 %20, i64* %24
  %25 = add i64 %16, 1
  br label %bb4
}

define void @dump(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %0, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64* %1, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 3, 0
  %15 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 3, 1
  br label %bb1

bb1:
  %16 = phi i64 [ 0, %bb0 ], [ %20, %bb5 ]
  %17 = icmp slt i64 %16, %14
  br i1 %17, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %18 = phi i64 [ 0, %bb3 ], [ %31, %bb6 ]
  %19 = icmp slt i64 %18, %15
  br i1 %19, label %bb6, label %bb5

bb5:
  %20 = add i64 %16, 1
  br label %bb1

bb6:
  %21 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 1
  %22 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 2
  %23 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %24 = mul i64 %16, %23
  %25 = add i64 %22, %24
  %26 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 4, 1
  %27 = mul i64 %18, %26
  %28 = add i64 %25, %27
  %29 = getelementptr i64, i64* %21, i64 %28
  %30 = load i64, i64* %29
  call void @print_i64(i64 %30)
  %31 = add i64 %18, 1
  br label %bb4
}

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 24
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %6, i64 4, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64 6, 3, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 6, 4, 0
  %10 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %12 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %13 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 2
  %14 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %15 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %16 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %17 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @fill(i64* %11, i64* %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17)
  %18 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %19 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %18, 0
  %21 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %20, i64* %19, 1
  %22 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, i64 8, 2
  %23 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %22, i64 2, 3, 0
  %24 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %23, i64 2, 3, 1
  %25 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %24, i64 6, 4, 0
  %26 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %25, i64 2, 4, 1
  %27 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 0
  %28 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 1
  %29 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 2
  %30 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 3, 0
  %31 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 3, 1
  %32 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 4, 0
  %33 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 4, 1
  call void @dump(i64* %27, i64* %28, i64 %29, i64 %30, i64 %31, i64 %32, i64 %33)
  %34 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %35 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %36 = mul i64 1, 6
  %37 = add i64 %36, 3
  %38 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %34, 0
  %39 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %38, i64* %35, 1
  %40 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %39, i64 %37, 2
  %41 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %40, i64 3, 3, 0
  %42 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %41, i64 2, 3, 1
  %43 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %42, i64 6, 4, 0
  %44 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %43, i64 1, 4, 1
  %45 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 1
  %46 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 2
  %47 = mul i64 2, 6
  %48 = add i64 %46, %47
  %49 = add i64 %48, 1
  %50 = getelementptr i64, i64* %45, i64 %49
  %51 = load i64, i64* %50
  call void @print_i64(i64 %51)
  %52 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 0
  %53 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 1
  %54 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 2
  %55 = add i64 %54, 6
  %56 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %52, 0
  %57 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %56, i64* %53, 1
  %58 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %57, i64 %55, 2
  %59 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %58, i64 2, 3, 0
  %60 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %59, i64 1, 4, 0
  %61 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %60, 1
  %62 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %60, 2
  %63 = add i64 %62, 1
  %64 = getelementptr i64, i64* %61, i64 %63
  %65 = load i64, i64* %64
  call void @print_i64(i64 %65)
  %66 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, i64 6, 3, 0
  %67 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %66, i64 1, 4, 0
  %68 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %67, i64 4, 3, 1
  %69 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %68, i64 6, 4, 1
  %70 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %69, 1
  %71 = mul i64 2, 6
  %72 = add i64 3, %71
  %73 = getelementptr i64, i64* %70, i64 %72
  %74 = load i64, i64* %73
  call void @print_i64(i64 %74)
  %75 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %76 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %77 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %75, 0
  %78 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %77, i64* %76, 1
  %79 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %78, i64 0, 2
  %80 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %79, i64 24, 3, 0
  %81 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %80, i64 1, 4, 0
  %82 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %81, 1
  %83 = getelementptr i64, i64* %82, i64 13
  %84 = load i64, i64* %83
  call void @print_i64(i64 %84)
  %85 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %86 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %87 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } undef, i64* %85, 0
  %88 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %87, i64* %86, 1
  %89 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %88, i64 0, 2
  %90 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %89, i64 2, 3, 0
  %91 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %90, i64 2, 3, 1
  %92 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %91, i64 6, 3, 2
  %93 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %92, i64 12, 4, 0
  %94 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %93, i64 6, 4, 1
  %95 = insertvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %94, i64 1, 4, 2
  %96 = extractvalue { i64*, i64*, i64, [3 x i64], [3 x i64] } %95, 1
  %97 = mul i64 1, 12
  %98 = mul i64 1, 6
  %99 = add i64 %97, %98
  %100 = add i64 %99, 3
  %101 = getelementptr i64, i64* %96, i64 %100
  %102 = load i64, i64* %101
  call void @print_i64(i64 %102)
  %103 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %104 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %105 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %103, 0
  %106 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %105, i64* %104, 1
  %107 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %106, i64 5, 2
  %108 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %107, i64 10, 3, 0
  %109 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %108, i64 2, 4, 0
  %110 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %109, 1
  %111 = mul i64 3, 2
  %112 = add i64 5, %111
  %113 = getelementptr i64, i64* %110, i64 %112
  %114 = load i64, i64* %113
  call void @print_i64(i64 %114)
  %115 = alloca { i64*, i64*, i64, [2 x i64], [2 x i64] }
  store { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, { i64*, i64*, i64, [2 x i64], [2 x i64] }* %115
  %116 = bitcast { i64*, i64*, i64, [2 x i64], [2 x i64] }* %115 to i8*
  %117 = insertvalue { i64, i8* } undef, i64 2, 0
  %118 = insertvalue { i64, i8* } %117, i8* %116, 1
  %119 = extractvalue { i64, i8* } %118, 1
  %120 = bitcast i8* %119 to i64**
  %121 = load i64*, i64** %120
  %122 = getelementptr i64*, i64** %120, i64 1
  %123 = load i64*, i64** %122
  %124 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %121, 0
  %125 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %124, i64* %123, 1
  %126 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %125, i64 1, 2
  %127 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %126, i64 3, 3, 0
  %128 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %127, i64 8, 3, 1
  %129 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %128, i64 8, 4, 0
  %130 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %129, i64 1, 4, 1
  %131 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %130, 1
  %132 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %130, 2
  %133 = mul i64 2, 8
  %134 = add i64 %132, %133
  %135 = add i64 %134, 3
  %136 = getelementptr i64, i64* %131, i64 %135
  %137 = load i64, i64* %136
  call void @print_i64(i64 %137)
  %138 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 0
  %139 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 1
  %140 = insertvalue { i64*, i64*, i64 } undef, i64* %138, 0
  %141 = insertvalue { i64*, i64*, i64 } %140, i64* %139, 1
  %142 = insertvalue { i64*, i64*, i64 } %141, i64 0, 2
  %143 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 2
  %144 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %44, 3, 0
  call void @print_i64(i64 %143)
  call void @print_i64(i64 %144)
  call void @print_i64(i64 6)
  %145 = extractvalue { i64*, i64*, i64 } %142, 1
  %146 = load i64, i64* %145
  call void @print_i64(i64 %146)
  %147 = getelementptr i8, i8* null, i64 128
  %148 = ptrtoint i8* %147 to i64
  %149 = call i8* @malloc(i64 %148)
  %150 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %149, 0
  %151 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %150, i8* %149, 1
  %152 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %151, i64 0, 2
  %153 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %152, i64 128, 3, 0
  %154 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %153, i64 1, 4, 0
  %155 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %154, 0
  %156 = bitcast i8* %155 to i64*
  %157 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %154, 1
  %158 = getelementptr i8, i8* %157, i64 16
  %159 = bitcast i8* %158 to i64*
  %160 = mul i64 3, 2
  %161 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %156, 0
  %162 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %161, i64* %159, 1
  %163 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %162, i64 0, 2
  %164 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %163, i64 2, 3, 0
  %165 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %164, i64 3, 3, 1
  %166 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %165, i64 3, 4, 0
  %167 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %166, i64 1, 4, 1
  %168 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 1
  %169 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 4, 0
  %170 = mul i64 1, %169
  %171 = add i64 %170, 2
  %172 = getelementptr i64, i64* %168, i64 %171
  store i64 7, i64* %172
  %173 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 1
  %174 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 4, 0
  %175 = mul i64 1, %174
  %176 = add i64 %175, 2
  %177 = getelementptr i64, i64* %173, i64 %176
  %178 = load i64, i64* %177
  call void @print_i64(i64 %178)
  %179 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %154, 1
  %180 = ptrtoint i8* %179 to i64
  %181 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 1
  %182 = ptrtoint i64* %181 to i64
  %183 = sub i64 %182, %180
  call void @print_i64(i64 %183)
  %184 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 1
  %185 = ptrtoint i64* %184 to i64
  %186 = and i64 %185, 7
  %187 = icmp eq i64 %186, 0
  call void @llvm.assume(i1 %187)
  %188 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 1
  %189 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %167, 4, 0
  %190 = mul i64 1, %189
  %191 = add i64 %190, 2
  %192 = getelementptr i64, i64* %188, i64 %191
  %193 = load i64, i64* %192
  call void @print_i64(i64 %193)
  %194 = getelementptr i64, i64* null, i64 24
  %195 = ptrtoint i64* %194 to i64
  %196 = call i8* @malloc(i64 %195)
  %197 = bitcast i8* %196 to i64*
  %198 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %197, 0
  %199 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %198, i64* %197, 1
  %200 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %199, i64 0, 2
  %201 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %200, i64 4, 3, 0
  %202 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %201, i64 6, 3, 1
  %203 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %202, i64 6, 4, 0
  %204 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %203, i64 1, 4, 1
  %205 = getelementptr i64, i64* null, i64 24
  %206 = ptrtoint i64* %205 to i64
  %207 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %208 = mul i64 0, 6
  %209 = add i64 %208, 0
  %210 = getelementptr i64, i64* %207, i64 %209
  %211 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 1
  %212 = mul i64 0, 6
  %213 = add i64 %212, 0
  %214 = getelementptr i64, i64* %211, i64 %213
  %215 = bitcast i64* %210 to i8*
  %216 = bitcast i64* %214 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %216, i8* %215, i64 %206, i1 false)
  %217 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 1
  %218 = mul i64 3, 6
  %219 = add i64 %218, 2
  %220 = getelementptr i64, i64* %217, i64 %219
  %221 = load i64, i64* %220
  call void @print_i64(i64 %221)
  %222 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %223 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %224 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %222, 0
  %225 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %224, i64* %223, 1
  %226 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %225, i64 0, 2
  %227 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %226, i64 2, 3, 0
  %228 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %227, i64 3, 3, 1
  %229 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %228, i64 12, 4, 0
  %230 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %229, i64 2, 4, 1
  %231 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 0
  %232 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 1
  %233 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %231, 0
  %234 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %233, i64* %232, 1
  %235 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %234, i64 7, 2
  %236 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %235, i64 2, 3, 0
  %237 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %236, i64 3, 3, 1
  %238 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %237, i64 6, 4, 0
  %239 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %238, i64 1, 4, 1
  br label %bb1

bb1:
  %240 = phi i64 [ 0, %bb0 ], [ %327, %bb9 ]
  %241 = icmp ult i64 %240, 6
  br i1 %241, label %bb9, label %bb2

bb2:
  %242 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 0
  %243 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 1
  %244 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 2
  %245 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 4, 0
  %246 = add i64 %244, %245
  %247 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 4, 1
  %248 = mul i64 0, %247
  %249 = add i64 %246, %248
  %250 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 4, 0
  %251 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 4, 1
  %252 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %242, 0
  %253 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %252, i64* %243, 1
  %254 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %253, i64 %249, 2
  %255 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %254, i64 2, 3, 0
  %256 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %255, i64 6, 3, 1
  %257 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %256, i64 %250, 4, 0
  %258 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %257, i64 %251, 4, 1
  %259 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 0
  %260 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 1
  %261 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 2
  %262 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 3, 0
  %263 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 3, 1
  %264 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 4, 0
  %265 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %258, 4, 1
  call void @dump(i64* %259, i64* %260, i64 %261, i64 %262, i64 %263, i64 %264, i64 %265)
  %266 = getelementptr [2 x [3 x i64]], [2 x [3 x i64]]* @consts, i64 0, i64 0, i64 0
  %267 = inttoptr i64 3735928559 to i64*
  %268 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %267, 0
  %269 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %268, i64* %266, 1
  %270 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %269, i64 0, 2
  %271 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %270, i64 2, 3, 0
  %272 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %271, i64 3, 3, 1
  %273 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %272, i64 3, 4, 0
  %274 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %273, i64 1, 4, 1
  %275 = getelementptr [3 x i64], [3 x i64]* @acc, i64 0, i64 0
  %276 = inttoptr i64 3735928559 to i64*
  %277 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %276, 0
  %278 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %277, i64* %275, 1
  %279 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %278, i64 0, 2
  %280 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %279, i64 3, 3, 0
  %281 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %280, i64 1, 4, 0
  br label %bb3

bb3:
  %282 = phi i64 [ 0, %bb2 ], [ %301, %bb7 ]
  %283 = icmp slt i64 %282, 2
  br i1 %283, label %bb5, label %bb4

bb4:
  %284 = getelementptr [3 x i64], [3 x i64]* @acc, i64 0, i64 0
  %285 = inttoptr i64 3735928559 to i64*
  %286 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %285, 0
  %287 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %286, i64* %284, 1
  %288 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %287, i64 0, 2
  %289 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %288, i64 3, 3, 0
  %290 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %289, i64 1, 4, 0
  %291 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %290, 1
  %292 = getelementptr i64, i64* %291, i64 2
  %293 = load i64, i64* %292
  call void @print_i64(i64 %293)
  %294 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %295 = bitcast i64* %294 to i8*
  call void @free(i8* %295)
  %296 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %204, 0
  %297 = bitcast i64* %296 to i8*
  call void @free(i8* %297)
  %298 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %154, 0
  call void @free(i8* %298)
  ret i32 0

bb5:
  br label %bb6

bb6:
  %299 = phi i64 [ 0, %bb5 ], [ %313, %bb8 ]
  %300 = icmp slt i64 %299, 3
  br i1 %300, label %bb8, label %bb7

bb7:
  %301 = add i64 %282, 1
  br label %bb3

bb8:
  %302 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %274, 1
  %303 = mul i64 %282, 3
  %304 = add i64 %303, %299
  %305 = getelementptr i64, i64* %302, i64 %304
  %306 = load i64, i64* %305
  %307 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %281, 1
  %308 = getelementptr i64, i64* %307, i64 %299
  %309 = load i64, i64* %308
  %310 = add i64 %306, %309
  %311 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %281, 1
  %312 = getelementptr i64, i64* %311, i64 %299
  store i64 %310, i64* %312
  %313 = add i64 %299, 1
  br label %bb6

bb9:
  %314 = urem i64 %240, 3
  %315 = udiv i64 %240, 3
  %316 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %230, 1
  %317 = mul i64 %315, 12
  %318 = mul i64 %314, 2
  %319 = add i64 %317, %318
  %320 = getelementptr i64, i64* %316, i64 %319
  %321 = load i64, i64* %320
  %322 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %239, 1
  %323 = mul i64 %315, 6
  %324 = add i64 7, %323
  %325 = add i64 %324, %314
  %326 = getelementptr i64, i64* %322, i64 %325
  store i64 %321, i64* %326
  %327 = add i64 %240, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @llvm.assume(i1)

declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)

declare void @free(i8*)
