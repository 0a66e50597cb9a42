; ModuleID = 'subview.mlir'
source_filename = "subview.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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
  %15 = icmp slt i64 %14, 6
  br i1 %15, label %bb3, label %bb2

bb2:
  ret void

bb3:
  br label %bb4

bb4:
  %16 = phi i64 [ 0, %bb3 ], [ %25, %bb6 ]
  %17 = icmp slt i64 %16, 8
  br i1 %17, label %bb6, label %bb5

bb5:
  %18 = add i64 %14, 1
  br label %bb1

bb6:
  %19 = mul i64 %14, 10
  %20 = add i64 %19, %16
  %21 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 1
  %22 = mul i64 %14, 8
  %23 = add i64 %22, %16
  %24 = getelementptr i64, i64* %21, i64 %23
  store i64 %20, i64* %24
  %25 = add i64 %16, 1
  br label %bb4
}

define i64 @digest(i64* %0, i64* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
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
  %16 = phi i64 [ 0, %bb0 ], [ %22, %bb5 ]
  %17 = phi i64 [ 0, %bb0 ], [ %20, %bb5 ]
  %18 = icmp slt i64 %16, %14
  br i1 %18, label %bb3, label %bb2

bb2:
  ret i64 %17

bb3:
  br label %bb4

bb4:
  %19 = phi i64 [ 0, %bb3 ], [ %36, %bb6 ]
  %20 = phi i64 [ %17, %bb3 ], [ %35, %bb6 ]
  %21 = icmp slt i64 %19, %15
  br i1 %21, label %bb6, label %bb5

bb5:
  %22 = add i64 %16, 1
  br label %bb1

bb6:
  %23 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 1
  %24 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 2
  %25 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 4, 0
  %26 = mul i64 %16, %25
  %27 = add i64 %24, %26
  %28 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %13, 4, 1
  %29 = mul i64 %19, %28
  %30 = add i64 %27, %29
  %31 = getelementptr i64, i64* %23, i64 %30
  %32 = load i64, i64* %31
  %33 = mul i64 %32, %16
  %34 = add i64 %20, %32
  %35 = add i64 %34, %33
  %36 = add i64 %19, 1
  br label %bb4
}

define i32 @main() {
bb0:
  %0 = getelementptr i64, i64* null, i64 48
  %1 = ptrtoint i64* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i64*
  %4 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %3, 0
  %5 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %4, i64* %3, 1
  %6 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %6, i64 6, 3, 0
  %8 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %7, i64 8, 3, 1
  %9 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %8, i64 8, 4, 0
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
  %22 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %21, i64 10, 2
  %23 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %22, i64 3, 3, 0
  %24 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %23, i64 4, 3, 1
  %25 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %24, i64 8, 4, 0
  %26 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %25, i64 1, 4, 1
  %27 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 1
  %28 = mul i64 0, 8
  %29 = add i64 10, %28
  %30 = add i64 %29, 0
  %31 = getelementptr i64, i64* %27, i64 %30
  %32 = load i64, i64* %31
  call void @print_i64(i64 %32)
  %33 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 1
  %34 = mul i64 2, 8
  %35 = add i64 10, %34
  %36 = add i64 %35, 3
  %37 = getelementptr i64, i64* %33, i64 %36
  %38 = load i64, i64* %37
  call void @print_i64(i64 %38)
  %39 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 0
  %40 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 1
  %41 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 2
  %42 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 3, 0
  %43 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 3, 1
  %44 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 4, 0
  %45 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 4, 1
  %46 = call i64 @digest(i64* %39, i64* %40, i64 %41, i64 %42, i64 %43, i64 %44, i64 %45)
  call void @print_i64(i64 %46)
  %47 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %48 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %49 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %47, 0
  %50 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %49, i64* %48, 1
  %51 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %50, i64 9, 2
  %52 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %51, i64 3, 3, 0
  %53 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %52, i64 4, 3, 1
  %54 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %53, i64 16, 4, 0
  %55 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %54, i64 2, 4, 1
  %56 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %55, 1
  %57 = mul i64 2, 16
  %58 = add i64 9, %57
  %59 = mul i64 1, 2
  %60 = add i64 %58, %59
  %61 = getelementptr i64, i64* %56, i64 %60
  %62 = load i64, i64* %61
  call void @print_i64(i64 %62)
  %63 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %64 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %65 = mul i64 2, 8
  %66 = add i64 %65, 1
  %67 = mul i64 8, 1
  %68 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %63, 0
  %69 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %68, i64* %64, 1
  %70 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %69, i64 %66, 2
  %71 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %70, i64 3, 3, 0
  %72 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %71, i64 3, 3, 1
  %73 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %72, i64 %67, 4, 0
  %74 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %73, i64 2, 4, 1
  %75 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 1
  %76 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 2
  %77 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 0
  %78 = mul i64 1, %77
  %79 = add i64 %76, %78
  %80 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 1
  %81 = mul i64 2, %80
  %82 = add i64 %79, %81
  %83 = getelementptr i64, i64* %75, i64 %82
  %84 = load i64, i64* %83
  call void @print_i64(i64 %84)
  %85 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 0
  %86 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 1
  %87 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 2
  %88 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 3, 0
  %89 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 3, 1
  %90 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 0
  %91 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 1
  %92 = call i64 @digest(i64* %85, i64* %86, i64 %87, i64 %88, i64 %89, i64 %90, i64 %91)
  call void @print_i64(i64 %92)
  %93 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 0
  %94 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %26, 1
  %95 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %93, 0
  %96 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %95, i64* %94, 1
  %97 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %96, i64 19, 2
  %98 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %97, i64 2, 3, 0
  %99 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %98, i64 2, 3, 1
  %100 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %99, i64 8, 4, 0
  %101 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %100, i64 1, 4, 1
  %102 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %101, 1
  %103 = mul i64 1, 8
  %104 = add i64 19, %103
  %105 = add i64 %104, 1
  %106 = getelementptr i64, i64* %102, i64 %105
  %107 = load i64, i64* %106
  call void @print_i64(i64 %107)
  %108 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %55, 0
  %109 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %55, 1
  %110 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %108, 0
  %111 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %110, i64* %109, 1
  %112 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %111, i64 25, 2
  %113 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %112, i64 2, 3, 0
  %114 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %113, i64 2, 3, 1
  %115 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %114, i64 16, 4, 0
  %116 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %115, i64 4, 4, 1
  %117 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %116, 1
  %118 = mul i64 1, 16
  %119 = add i64 25, %118
  %120 = mul i64 0, 4
  %121 = add i64 %119, %120
  %122 = getelementptr i64, i64* %117, i64 %121
  %123 = load i64, i64* %122
  %124 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %116, 1
  %125 = mul i64 1, 16
  %126 = add i64 25, %125
  %127 = mul i64 1, 4
  %128 = add i64 %126, %127
  %129 = getelementptr i64, i64* %124, i64 %128
  %130 = load i64, i64* %129
  call void @print_i64(i64 %123)
  call void @print_i64(i64 %130)
  %131 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 0
  %132 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 1
  %133 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 2
  %134 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 0
  %135 = mul i64 1, %134
  %136 = add i64 %133, %135
  %137 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 1
  %138 = mul i64 0, %137
  %139 = add i64 %136, %138
  %140 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 0
  %141 = mul i64 %140, 1
  %142 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %74, 4, 1
  %143 = mul i64 %142, 1
  %144 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } undef, i64* %131, 0
  %145 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %144, i64* %132, 1
  %146 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %145, i64 %139, 2
  %147 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %146, i64 2, 3, 0
  %148 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %147, i64 2, 3, 1
  %149 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %148, i64 %141, 4, 0
  %150 = insertvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %149, i64 %143, 4, 1
  %151 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %150, 1
  %152 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %150, 2
  %153 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %150, 4, 0
  %154 = mul i64 1, %153
  %155 = add i64 %152, %154
  %156 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %150, 4, 1
  %157 = mul i64 1, %156
  %158 = add i64 %155, %157
  %159 = getelementptr i64, i64* %151, i64 %158
  %160 = load i64, i64* %159
  call void @print_i64(i64 %160)
  %161 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %162 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %163 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %161, 0
  %164 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %163, i64* %162, 1
  %165 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %164, i64 35, 2
  %166 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %165, i64 4, 3, 0
  %167 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %166, i64 1, 4, 0
  %168 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %167, 1
  %169 = add i64 35, 2
  %170 = getelementptr i64, i64* %168, i64 %169
  %171 = load i64, i64* %170
  call void @print_i64(i64 %171)
  %172 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %173 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %174 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %172, 0
  %175 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %174, i64* %173, 1
  %176 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %175, i64 3, 2
  %177 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %176, i64 6, 3, 0
  %178 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %177, i64 8, 4, 0
  %179 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %178, 1
  %180 = mul i64 3, 8
  %181 = add i64 3, %180
  %182 = getelementptr i64, i64* %179, i64 %181
  %183 = load i64, i64* %182
  call void @print_i64(i64 %183)
  %184 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %185 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %186 = mul i64 3, 8
  %187 = add i64 %186, 1
  %188 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %184, 0
  %189 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %188, i64* %185, 1
  %190 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %189, i64 %187, 2
  %191 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %190, i64 3, 3, 0
  %192 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %191, i64 1, 4, 0
  %193 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %192, 1
  %194 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %192, 2
  %195 = add i64 %194, 2
  %196 = getelementptr i64, i64* %193, i64 %195
  %197 = load i64, i64* %196
  call void @print_i64(i64 %197)
  %198 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %101, 1
  %199 = mul i64 0, 8
  %200 = add i64 19, %199
  %201 = add i64 %200, 1
  %202 = getelementptr i64, i64* %198, i64 %201
  store i64 1000, i64* %202
  %203 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %204 = mul i64 2, 8
  %205 = add i64 %204, 4
  %206 = getelementptr i64, i64* %203, i64 %205
  %207 = load i64, i64* %206
  call void @print_i64(i64 %207)
  %208 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %178, 1
  %209 = mul i64 5, 8
  %210 = add i64 3, %209
  %211 = getelementptr i64, i64* %208, i64 %210
  store i64 1000, i64* %211
  %212 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 1
  %213 = mul i64 5, 8
  %214 = add i64 %213, 3
  %215 = getelementptr i64, i64* %212, i64 %214
  %216 = load i64, i64* %215
  call void @print_i64(i64 %216)
  %217 = extractvalue { i64*, i64*, i64, [2 x i64], [2 x i64] } %10, 0
  %218 = bitcast i64* %217 to i8*
  call void @free(i8* %218)
  ret i32 0
}

declare i8* @malloc(i64)

declare void @free(i8*)
