; ModuleID = 'ciface.mlir'
source_filename = "ciface.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @print_memref_f32(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_f32({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_f32({ i64, i8* }*)

define void @print_memref_f64(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_f64({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_f64({ i64, i8* }*)

define void @print_memref_i32(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_i32({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_i32({ i64, i8* }*)

define void @print_memref_i64(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_i64({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_i64({ i64, i8* }*)

define void @print_memref_i8(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_i8({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_i8({ i64, i8* }*)

define void @print_memref_shape_f32(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_shape_f32({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_shape_f32({ i64, i8* }*)

define void @print_memref_shape_i64(i64 %0, i8* %1) {
bb0:
  %2 = insertvalue { i64, i8* } undef, i64 %0, 0
  %3 = insertvalue { i64, i8* } %2, i8* %1, 1
  %4 = alloca { i64, i8* }
  store { i64, i8* } %3, { i64, i8* }* %4
  call void @_mlir_ciface_print_memref_shape_i64({ i64, i8* }* %4)
  ret void
}

declare void @_mlir_ciface_print_memref_shape_i64({ i64, i8* }*)

define void @print_memref_0d_f32(float* %0, float* %1, i64 %2) {
bb0:
  %3 = insertvalue { float*, float*, i64 } undef, float* %0, 0
  %4 = insertvalue { float*, float*, i64 } %3, float* %1, 1
  %5 = insertvalue { float*, float*, i64 } %4, i64 %2, 2
  %6 = alloca { float*, float*, i64 }
  store { float*, float*, i64 } %5, { float*, float*, i64 }* %6
  call void @_mlir_ciface_print_memref_0d_f32({ float*, float*, i64 }* %6)
  ret void
}

declare void @_mlir_ciface_print_memref_0d_f32({ float*, float*, i64 }*)

define void @print_memref_2d_f32(float* %0, float* %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
bb0:
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %0, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, float* %1, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 %2, 2
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, i64 %4, 3, 1
  %12 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %12, i64 %6, 4, 1
  %14 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %13, { float*, float*, i64, [2 x i64], [2 x i64] }* %14
  call void @_mlir_ciface_print_memref_2d_f32({ float*, float*, i64, [2 x i64], [2 x i64] }* %14)
  ret void
}

declare void @_mlir_ciface_print_memref_2d_f32({ float*, float*, i64, [2 x i64], [2 x i64] }*)

define i64 @verifyMemRefF32(i64 %0, i8* %1, i64 %2, i8* %3) {
bb0:
  %4 = insertvalue { i64, i8* } undef, i64 %0, 0
  %5 = insertvalue { i64, i8* } %4, i8* %1, 1
  %6 = alloca { i64, i8* }
  store { i64, i8* } %5, { i64, i8* }* %6
  %7 = insertvalue { i64, i8* } undef, i64 %2, 0
  %8 = insertvalue { i64, i8* } %7, i8* %3, 1
  %9 = alloca { i64, i8* }
  store { i64, i8* } %8, { i64, i8* }* %9
  %10 = call i64 @_mlir_ciface_verifyMemRefF32({ i64, i8* }* %6, { i64, i8* }* %9)
  ret i64 %10
}

declare i64 @_mlir_ciface_verifyMemRefF32({ i64, i8* }*, { i64, i8* }*)

declare void @printI64(i64)

declare void @printNewline()

define void @main() {
bb0:
  %0 = getelementptr float, float* null, i64 6
  %1 = ptrtoint float* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to float*
  %4 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %3, 0
  %5 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %4, float* %3, 1
  %6 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %5, i64 0, 2
  %7 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %6, i64 2, 3, 0
  %8 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %7, i64 3, 3, 1
  %9 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %8, i64 3, 4, 0
  %10 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %9, i64 1, 4, 1
  %11 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %12 = mul i64 0, 3
  %13 = add i64 %12, 0
  %14 = getelementptr float, float* %11, i64 %13
  store float 0.5, float* %14
  %15 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %16 = mul i64 0, 3
  %17 = add i64 %16, 1
  %18 = getelementptr float, float* %15, i64 %17
  store float -0.0010000000474974513, float* %18
  %19 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %20 = mul i64 0, 3
  %21 = add i64 %20, 2
  %22 = getelementptr float, float* %19, i64 %21
  store float 20000000.0, float* %22
  %23 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %24 = mul i64 1, 3
  %25 = add i64 %24, 0
  %26 = getelementptr float, float* %23, i64 %25
  store float 20000000.0, float* %26
  %27 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %28 = mul i64 1, 3
  %29 = add i64 %28, 1
  %30 = getelementptr float, float* %27, i64 %29
  store float -0.0010000000474974513, float* %30
  %31 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %32 = mul i64 1, 3
  %33 = add i64 %32, 2
  %34 = getelementptr float, float* %31, i64 %33
  store float 0.5, float* %34
  %35 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %10, { float*, float*, i64, [2 x i64], [2 x i64] }* %35
  %36 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %35 to i8*
  %37 = insertvalue { i64, i8* } undef, i64 2, 0
  %38 = insertvalue { i64, i8* } %37, i8* %36, 1
  %39 = extractvalue { i64, i8* } %38, 0
  %40 = extractvalue { i64, i8* } %38, 1
  call void @print_memref_f32(i64 %39, i8* %40)
  %41 = extractvalue { i64, i8* } %38, 0
  %42 = extractvalue { i64, i8* } %38, 1
  call void @print_memref_shape_f32(i64 %41, i8* %42)
  %43 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %44 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 1
  %45 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 2
  %46 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 0
  %47 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 3, 1
  %48 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 0
  %49 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 4, 1
  call void @print_memref_2d_f32(float* %43, float* %44, i64 %45, i64 %46, i64 %47, i64 %48, i64 %49)
  %50 = getelementptr float, float* null, i64 6
  %51 = ptrtoint float* %50 to i64
  %52 = call i8* @malloc(i64 %51)
  %53 = bitcast i8* %52 to float*
  %54 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %53, 0
  %55 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %54, float* %53, 1
  %56 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %55, i64 0, 2
  %57 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %56, i64 2, 3, 0
  %58 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %57, i64 3, 3, 1
  %59 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %58, i64 3, 4, 0
  %60 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %59, i64 1, 4, 1
  %61 = alloca { float*, float*, i64, [2 x i64], [2 x i64] }
  store { float*, float*, i64, [2 x i64], [2 x i64] } %60, { float*, float*, i64, [2 x i64], [2 x i64] }* %61
  %62 = bitcast { float*, float*, i64, [2 x i64], [2 x i64] }* %61 to i8*
  %63 = insertvalue { i64, i8* } undef, i64 2, 0
  %64 = insertvalue { i64, i8* } %63, i8* %62, 1
  %65 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %66 = mul i64 0, 3
  %67 = add i64 %66, 0
  %68 = getelementptr float, float* %65, i64 %67
  store float 0.5, float* %68
  %69 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %70 = mul i64 0, 3
  %71 = add i64 %70, 1
  %72 = getelementptr float, float* %69, i64 %71
  store float -0.0010000000474974513, float* %72
  %73 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %74 = mul i64 0, 3
  %75 = add i64 %74, 2
  %76 = getelementptr float, float* %73, i64 %75
  store float 20000000.0, float* %76
  %77 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %78 = mul i64 1, 3
  %79 = add i64 %78, 0
  %80 = getelementptr float, float* %77, i64 %79
  store float 20000000.0, float* %80
  %81 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %82 = mul i64 1, 3
  %83 = add i64 %82, 1
  %84 = getelementptr float, float* %81, i64 %83
  store float -0.0010000000474974513, float* %84
  %85 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %86 = mul i64 1, 3
  %87 = add i64 %86, 2
  %88 = getelementptr float, float* %85, i64 %87
  store float 0.5, float* %88
  %89 = extractvalue { i64, i8* } %38, 0
  %90 = extractvalue { i64, i8* } %38, 1
  %91 = extractvalue { i64, i8* } %64, 0
  %92 = extractvalue { i64, i8* } %64, 1
  %93 = call i64 @verifyMemRefF32(i64 %89, i8* %90, i64 %91, i8* %92)
  call void @printI64(i64 %93)
  call void @printNewline()
  %94 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 1
  %95 = mul i64 1, 3
  %96 = add i64 %95, 2
  %97 = getelementptr float, float* %94, i64 %96
  store float -0.0010000000474974513, float* %97
  %98 = extractvalue { i64, i8* } %38, 0
  %99 = extractvalue { i64, i8* } %38, 1
  %100 = extractvalue { i64, i8* } %64, 0
  %101 = extractvalue { i64, i8* } %64, 1
  %102 = call i64 @verifyMemRefF32(i64 %98, i8* %99, i64 %100, i8* %101)
  call void @printI64(i64 %102)
  call void @printNewline()
  %103 = getelementptr float, float* null, i64 1
  %104 = ptrtoint float* %103 to i64
  %105 = call i8* @malloc(i64 %104)
  %106 = bitcast i8* %105 to float*
  %107 = insertvalue { float*, float*, i64 } undef, float* %106, 0
  %108 = insertvalue { float*, float*, i64 } %107, float* %106, 1
  %109 = insertvalue { float*, float*, i64 } %108, i64 0, 2
  %110 = extractvalue { float*, float*, i64 } %109, 1
  store float 1.0000000116860974e-7, float* %110
  %111 = extractvalue { float*, float*, i64 } %109, 0
  %112 = extractvalue { float*, float*, i64 } %109, 1
  %113 = extractvalue { float*, float*, i64 } %109, 2
  call void @print_memref_0d_f32(float* %111, float* %112, i64 %113)
  %114 = getelementptr double, double* null, i64 2
  %115 = ptrtoint double* %114 to i64
  %116 = call i8* @malloc(i64 %115)
  %117 = bitcast i8* %116 to double*
  %118 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } undef, double* %117, 0
  %119 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %118, double* %117, 1
  %120 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %119, i64 0, 2
  %121 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %120, i64 2, 3, 0
  %122 = insertvalue { double*, double*, i64, [1 x i64], [1 x i64] } %121, i64 1, 4, 0
  %123 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %122, 1
  %124 = getelementptr double, double* %123, i64 0
  store double 1.0e100, double* %124
  %125 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %122, 1
  %126 = getelementptr double, double* %125, i64 1
  store double -7.25, double* %126
  %127 = alloca { double*, double*, i64, [1 x i64], [1 x i64] }
  store { double*, double*, i64, [1 x i64], [1 x i64] } %122, { double*, double*, i64, [1 x i64], [1 x i64] }* %127
  %128 = bitcast { double*, double*, i64, [1 x i64], [1 x i64] }* %127 to i8*
  %129 = insertvalue { i64, i8* } undef, i64 1, 0
  %130 = insertvalue { i64, i8* } %129, i8* %128, 1
  %131 = extractvalue { i64, i8* } %130, 0
  %132 = extractvalue { i64, i8* } %130, 1
  call void @print_memref_f64(i64 %131, i8* %132)
  %133 = getelementptr i32, i32* null, i64 2
  %134 = ptrtoint i32* %133 to i64
  %135 = call i8* @malloc(i64 %134)
  %136 = bitcast i8* %135 to i32*
  %137 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } undef, i32* %136, 0
  %138 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %137, i32* %136, 1
  %139 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %138, i64 0, 2
  %140 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %139, i64 2, 3, 0
  %141 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %140, i64 1, 3, 1
  %142 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %141, i64 1, 4, 0
  %143 = insertvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %142, i64 1, 4, 1
  %144 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %143, 1
  %145 = add i64 0, 0
  %146 = getelementptr i32, i32* %144, i64 %145
  store i32 2147483647, i32* %146
  %147 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %143, 1
  %148 = add i64 1, 0
  %149 = getelementptr i32, i32* %147, i64 %148
  store i32 -1, i32* %149
  %150 = alloca { i32*, i32*, i64, [2 x i64], [2 x i64] }
  store { i32*, i32*, i64, [2 x i64], [2 x i64] } %143, { i32*, i32*, i64, [2 x i64], [2 x i64] }* %150
  %151 = bitcast { i32*, i32*, i64, [2 x i64], [2 x i64] }* %150 to i8*
  %152 = insertvalue { i64, i8* } undef, i64 2, 0
  %153 = insertvalue { i64, i8* } %152, i8* %151, 1
  %154 = extractvalue { i64, i8* } %153, 0
  %155 = extractvalue { i64, i8* } %153, 1
  call void @print_memref_i32(i64 %154, i8* %155)
  %156 = getelementptr i64, i64* null, i64 1
  %157 = ptrtoint i64* %156 to i64
  %158 = call i8* @malloc(i64 %157)
  %159 = bitcast i8* %158 to i64*
  %160 = insertvalue { i64*, i64*, i64 } undef, i64* %159, 0
  %161 = insertvalue { i64*, i64*, i64 } %160, i64* %159, 1
  %162 = insertvalue { i64*, i64*, i64 } %161, i64 0, 2
  %163 = extractvalue { i64*, i64*, i64 } %162, 1
  store i64 -77, i64* %163
  %164 = alloca { i64*, i64*, i64 }
  store { i64*, i64*, i64 } %162, { i64*, i64*, i64 }* %164
  %165 = bitcast { i64*, i64*, i64 }* %164 to i8*
  %166 = insertvalue { i64, i8* } undef, i64 0, 0
  %167 = insertvalue { i64, i8* } %166, i8* %165, 1
  %168 = extractvalue { i64, i8* } %167, 0
  %169 = extractvalue { i64, i8* } %167, 1
  call void @print_memref_i64(i64 %168, i8* %169)
  %170 = extractvalue { i64, i8* } %167, 0
  %171 = extractvalue { i64, i8* } %167, 1
  call void @print_memref_shape_i64(i64 %170, i8* %171)
  %172 = getelementptr i8, i8* null, i64 5
  %173 = ptrtoint i8* %172 to i64
  %174 = call i8* @malloc(i64 %173)
  %175 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } undef, i8* %174, 0
  %176 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %175, i8* %174, 1
  %177 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %176, i64 0, 2
  %178 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %177, i64 5, 3, 0
  %179 = insertvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %178, i64 1, 4, 0
  %180 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, 1
  %181 = getelementptr i8, i8* %180, i64 0
  store i8 77, i8* %181
  %182 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, 1
  %183 = getelementptr i8, i8* %182, i64 1
  store i8 76, i8* %183
  %184 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, 1
  %185 = getelementptr i8, i8* %184, i64 2
  store i8 73, i8* %185
  %186 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, 1
  %187 = getelementptr i8, i8* %186, i64 3
  store i8 82, i8* %187
  %188 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, 1
  %189 = getelementptr i8, i8* %188, i64 4
  store i8 33, i8* %189
  %190 = alloca { i8*, i8*, i64, [1 x i64], [1 x i64] }
  store { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, { i8*, i8*, i64, [1 x i64], [1 x i64] }* %190
  %191 = bitcast { i8*, i8*, i64, [1 x i64], [1 x i64] }* %190 to i8*
  %192 = insertvalue { i64, i8* } undef, i64 1, 0
  %193 = insertvalue { i64, i8* } %192, i8* %191, 1
  %194 = extractvalue { i64, i8* } %193, 0
  %195 = extractvalue { i64, i8* } %193, 1
  call void @print_memref_i8(i64 %194, i8* %195)
  %196 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %10, 0
  %197 = bitcast float* %196 to i8*
  call void @free(i8* %197)
  %198 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %60, 0
  %199 = bitcast float* %198 to i8*
  call void @free(i8* %199)
  %200 = extractvalue { float*, float*, i64 } %109, 0
  %201 = bitcast float* %200 to i8*
  call void @free(i8* %201)
  %202 = extractvalue { double*, double*, i64, [1 x i64], [1 x i64] } %122, 0
  %203 = bitcast double* %202 to i8*
  call void @free(i8* %203)
  %204 = extractvalue { i32*, i32*, i64, [2 x i64], [2 x i64] } %143, 0
  %205 = bitcast i32* %204 to i8*
  call void @free(i8* %205)
  %206 = extractvalue { i64*, i64*, i64 } %162, 0
  %207 = bitcast i64* %206 to i8*
  call void @free(i8* %207)
  %208 = extractvalue { i8*, i8*, i64, [1 x i64], [1 x i64] } %179, 0
  call void @free(i8* %208)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
