; ModuleID = 'memref_rank01.mlir'
source_filename = "memref_rank01.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_memref_f32(i64, i8*)

declare void @print_memref_f64(i64, i8*)

declare void @print_memref_i32(i64, i8*)

declare void @print_memref_i64(i64, i8*)

define void @fill_i32(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, i32* %1, 1
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %18, %bb3 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = trunc i64 %11 to i32
  %14 = mul i32 %13, %13
  %15 = sub i32 %14, 3
  %16 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr i32, i32* %16, i64 %11
  store i32 %15, i32* %17
  %18 = add i64 %11, 1
  br label %bb1
}

define void @fill_f64(double* %0, double* %1, i64 %2, i64 %3, i64 %4) {
bb0:
  %5 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %0, 0
  %6 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %5, double* %1, 1
  %7 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %6, i64 %2, 2
  %8 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %7, i64 %3, 3, 0
  %9 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %8, i64 %4, 4, 0
  %10 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 3, 0
  br label %bb1

bb1:
  %11 = phi i64 [ 0, %bb0 ], [ %13, %bb3 ]
  %12 = icmp slt i64 %11, %10
  br i1 %12, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %13 = add i64 %11, 1
  %14 = sitofp i64 %13 to double
  %15 = fdiv double 1.0, %14
  %16 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %9, 1
  %17 = getelementptr double, double* %16, i64 %11
  store double %15, double* %17
  br label %bb1
}

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 1
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64 } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64 } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64 } %5, i64 0, 2
  %7 = extractvalue { float*, float*, i64 } %6, 1
  store float 3.5, float* %7
  %8 = alloca { float*, float*, i64 }
  store { float*, float*, i64 } %6, { float*, float*, i64 }* %8
  %9 = bitcast { float*, float*, i64 }* %8 to i8*
  %10 = insertvalue { i64, i8* } undef, i64 0, 0
  %11 = insertvalue { i64, i8* } %10, i8* %9, 1
  %12 = extractvalue { i64, i8* } %11, 0
  %13 = extractvalue { i64, i8* } %11, 1
  call void @print_memref_f32(i64 %12, i8* %13)
  %14 = getelementptr double, double* null, i64 1
  %15 = ptrtoint double* %14 to i64
  %16 = call i8* @malloc(i64 %15)
  %17 = bitcast i8* %16 to double*
  %18 = insertvalue { double*, double*, i64 } undef, double* %17, 0
  %19 = insertvalue { double*, double*, i64 } %18, double* %17, 1
  %20 = insertvalue { double*, double*, i64 } %19, i64 0, 2
  %21 = extractvalue { double*, double*, i64 } %20, 1
  store double -1.0e-20, double* %21
  %22 = alloca { double*, double*, i64 }
  store { double*, double*, i64 } %20, { double*, double*, i64 }* %22
  %23 = bitcast { double*, double*, i64 }* %22 to i8*
  %24 = insertvalue { i64, i8* } undef, i64 0, 0
  %25 = insertvalue { i64, i8* } %24, i8* %23, 1
  %26 = extractvalue { i64, i8* } %25, 0
  %27 = extractvalue { i64, i8* } %25, 1
  call void @print_memref_f64(i64 %26, i8* %27)
  %28 = alloca i32
  %29 = insertvalue { i32*, i32*, i64 } undef, i32* %28, 0
  %30 = insertvalue { i32*, i32*, i64 } %29, i32* %28, 1
  %31 = insertvalue { i32*, i32*, i64 } %30, i64 0, 2
  %32 = extractvalue { i32*, i32*, i64 } %31, 1
  store i32 -2147483648, i32* %32
  %33 = alloca { i32*, i32*, i64 }
  store { i32*, i32*, i64 } %31, { i32*, i32*, i64 }* %33
  %34 = bitcast { i32*, i32*, i64 }* %33 to i8*
  %35 = insertvalue { i64, i8* } undef, i64 0, 0
  %36 = insertvalue { i64, i8* } %35, i8* %34, 1
  %37 = extractvalue { i64, i8* } %36, 0
  %38 = extractvalue { i64, i8* } %36, 1
  call void @print_memref_i32(i64 %37, i8* %38)
  %39 = getelementptr i64, i64* null, i64 1
  %40 = ptrtoint i64* %39 to i64
  %41 = call i8* @malloc(i64 %40)
  %42 = bitcast i8* %41 to i64*
  %43 = insertvalue { i64*, i64*, i64 } undef, i64* %42, 0
  %44 = insertvalue { i64*, i64*, i64 } %43, i64* %42, 1
  %45 = insertvalue { i64*, i64*, i64 } %44, i64 0, 2
  %46 = extractvalue { i64*, i64*, i64 } %45, 1
  store i64 9223372036854775807, i64* %46
  %47 = alloca { i64*, i64*, i64 }
  store { i64*, i64*, i64 } %45, { i64*, i64*, i64 }* %47
  %48 = bitcast { i64*, i64*, i64 }* %47 to i8*
  %49 = insertvalue { i64, i8* } undef, i64 0, 0
  %50 = insertvalue { i64, i8* } %49, i8* %48, 1
  %51 = extractvalue { i64, i8* } %50, 0
  %52 = extractvalue { i64, i8* } %50, 1
  call void @print_memref_i64(i64 %51, i8* %52)
  %53 = getelementptr i32, i32* null, i64 7
  %54 = ptrtoint i32* %53 to i64
  %55 = call i8* @malloc(i64 %54)
  %56 = bitcast i8* %55 to i32*
  %57 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %56, 0
  %58 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %57, i32* %56, 1
  %59 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %58, i64 0, 2
  %60 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %59, i64 7, 3, 0
  %61 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %60, i64 1, 4, 0
  %62 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, 0
  %63 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, 1
  %64 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, 2
  %65 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, 3, 0
  %66 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, 4, 0
  call void @fill_i32(i32* %62, i32* %63, i64 %64, i64 %65, i64 %66)
  %67 = alloca { i32*, i32*, i64, [1 x i64], [1 x i64] }
  store { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, { i32*, i32*, i64, [1 x i64], [1 x i64] }* %67
  %68 = bitcast { i32*, i32*, i64, [1 x i64], [1 x i64] }* %67 to i8*
  %69 = insertvalue { i64, i8* } undef, i64 1, 0
  %70 = insertvalue { i64, i8* } %69, i8* %68, 1
  %71 = extractvalue { i64, i8* } %70, 0
  %72 = extractvalue { i64, i8* } %70, 1
  call void @print_memref_i32(i64 %71, i8* %72)
  %73 = getelementptr i32, i32* null, i64 1
  %74 = ptrtoint i32* %73 to i64
  %75 = call i8* @malloc(i64 %74)
  %76 = bitcast i8* %75 to i32*
  %77 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %76, 0
  %78 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %77, i32* %76, 1
  %79 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %78, i64 0, 2
  %80 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %79, i64 1, 3, 0
  %81 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %80, i64 1, 4, 0
  %82 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, 0
  %83 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, 1
  %84 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, 2
  %85 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, 3, 0
  %86 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, 4, 0
  call void @fill_i32(i32* %82, i32* %83, i64 %84, i64 %85, i64 %86)
  %87 = alloca { i32*, i32*, i64, [1 x i64], [1 x i64] }
  store { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, { i32*, i32*, i64, [1 x i64], [1 x i64] }* %87
  %88 = bitcast { i32*, i32*, i64, [1 x i64], [1 x i64] }* %87 to i8*
  %89 = insertvalue { i64, i8* } undef, i64 1, 0
  %90 = insertvalue { i64, i8* } %89, i8* %88, 1
  %91 = extractvalue { i64, i8* } %90, 0
  %92 = extractvalue { i64, i8* } %90, 1
  call void @print_memref_i32(i64 %91, i8* %92)
  %93 = getelementptr i32, i32* null, i64 2
  %94 = ptrtoint i32* %93 to i64
  %95 = call i8* @malloc(i64 %94)
  %96 = bitcast i8* %95 to i32*
  %97 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %96, 0
  %98 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %97, i32* %96, 1
  %99 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %98, i64 0, 2
  %100 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %99, i64 2, 3, 0
  %101 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %100, i64 1, 4, 0
  %102 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, 0
  %103 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, 1
  %104 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, 2
  %105 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, 3, 0
  %106 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, 4, 0
  call void @fill_i32(i32* %102, i32* %103, i64 %104, i64 %105, i64 %106)
  %107 = alloca { i32*, i32*, i64, [1 x i64], [1 x i64] }
  store { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, { i32*, i32*, i64, [1 x i64], [1 x i64] }* %107
  %108 = bitcast { i32*, i32*, i64, [1 x i64], [1 x i64] }* %107 to i8*
  %109 = insertvalue { i64, i8* } undef, i64 1, 0
  %110 = insertvalue { i64, i8* } %109, i8* %108, 1
  %111 = extractvalue { i64, i8* } %110, 0
  %112 = extractvalue { i64, i8* } %110, 1
  call void @print_memref_i32(i64 %111, i8* %112)
  %113 = getelementptr double, double* null, i64 6
  %114 = ptrtoint double* %113 to i64
  %115 = call i8* @malloc(i64 %114)
  %116 = bitcast i8* %115 to double*
  %117 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %116, 0
  %118 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %117, double* %116, 1
  %119 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %118, i64 0, 2
  %120 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %119, i64 6, 3, 0
  %121 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %120, i64 1, 4, 0
  %122 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 0
  %123 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 1
  %124 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 2
  %125 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 3, 0
  %126 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 4, 0
  call void @fill_f64(double* %122, double* %123, i64 %124, i64 %125, i64 %126)
  %127 = alloca { double*, double*, i64, [1 x i64], [1 x i64] }
  store { double*, double*, i64, [1 x i64], [1 x i64] } %121, { double*, double*, i64, [1 x i64], [1 x i64] }* %127
  %128 = bitcast { double*, double*, i64, [1 x i64], [1 x i64] }* %127 to i8*
  %129 = insertvalue { i64, i8* } undef, i64 1, 0
  %130 = insertvalue { i64, i8* } %129, i8* %128, 1
  %131 = extractvalue { i64, i8* } %130, 0
  %132 = extractvalue { i64, i8* } %130, 1
  call void @print_memref_f64(i64 %131, i8* %132)
  %133 = alloca i64, i64 3
  %134 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } undef, i64* %133, 0
  %135 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %134, i64* %133, 1
  %136 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %135, i64 0, 2
  %137 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %136, i64 3, 3, 0
  %138 = insertvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %137, i64 1, 4, 0
  %139 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %138, 1
  %140 = getelementptr i64, i64* %139, i64 0
  store i64 -1, i64* %140
  %141 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %138, 1
  %142 = getelementptr i64, i64* %141, i64 1
  store i64 0, i64* %142
  %143 = extractvalue { i64*, i64*, i64, [1 x i64], [1 x i64] } %138, 1
  %144 = getelementptr i64, i64* %143, i64 2
  store i64 -9223372036854775808, i64* %144
  %145 = alloca { i64*, i64*, i64, [1 x i64], [1 x i64] }
  store { i64*, i64*, i64, [1 x i64], [1 x i64] } %138, { i64*, i64*, i64, [1 x i64], [1 x i64] }* %145
  %146 = bitcast { i64*, i64*, i64, [1 x i64], [1 x i64] }* %145 to i8*
  %147 = insertvalue { i64, i8* } undef, i64 1, 0
  %148 = insertvalue { i64, i8* } %147, i8* %146, 1
  %149 = extractvalue { i64, i8* } %148, 0
  %150 = extractvalue { i64, i8* } %148, 1
  call void @print_memref_i64(i64 %149, i8* %150)
  %151 = getelementptr float, float* null, i64 4
  %152 = ptrtoint float* %151 to i64
  %153 = call i8* @malloc(i64 %152)
  %154 = bitcast i8* %153 to float*
  %155 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %154, 0
  %156 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %155, float* %154, 1
  %157 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %156, i64 0, 2
  %158 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %157, i64 4, 3, 0
  %159 = insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } %158, i64 1, 4, 0
  %160 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %159, 1
  %161 = getelementptr float, float* %160, i64 0
  store float 0.5, float* %161
  %162 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %159, 1
  %163 = getelementptr float, float* %162, i64 1
  store float 1000000.0, float* %163
  %164 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %159, 1
  %165 = getelementptr float, float* %164, i64 2
  store float -0.0, float* %165
  %166 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %159, 1
  %167 = getelementptr float, float* %166, i64 3
  store float 9.999999747378752e-6, float* %167
  %168 = alloca { float*, float*, i64, [1 x i64], [1 x i64] }
  store { float*, float*, i64, [1 x i64], [1 x i64] } %159, { float*, float*, i64, [1 x i64], [1 x i64] }* %168
  %169 = bitcast { float*, float*, i64, [1 x i64], [1 x i64] }* %168 to i8*
  %170 = insertvalue { i64, i8* } undef, i64 1, 0
  %171 = insertvalue { i64, i8* } %170, i8* %169, 1
  %172 = extractvalue { i64, i8* } %171, 0
  %173 = extractvalue { i64, i8* } %171, 1
  call void @print_memref_f32(i64 %172, i8* %173)
  %174 = extractvalue { float*, float*, i64 } %6, 0
  %175 = bitcast float* %174 to i8*
  call void @free(i8* %175)
  %176 = extractvalue { double*, double*, i64 } %20, 0
  %177 = bitcast double* %176 to i8*
  call void @free(i8* %177)
  %178 = extractvalue { i64*, i64*, i64 } %45, 0
  %179 = bitcast i64* %178 to i8*
  call void @free(i8* %179)
  %180 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %61, 0
  %181 = bitcast i32* %180 to i8*
  call void @free(i8* %181)
  %182 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %81, 0
  %183 = bitcast i32* %182 to i8*
  call void @free(i8* %183)
  %184 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %101, 0
  %185 = bitcast i32* %184 to i8*
  call void @free(i8* %185)
  %186 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, 0
  %187 = bitcast double* %186 to i8*
  call void @free(i8* %187)
  %188 = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %159, 0
  %189 = bitcast float* %188 to i8*
  call void @free(i8* %189)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
