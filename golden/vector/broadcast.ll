; ModuleID = 'broadcast.mlir'
source_filename = "broadcast.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define void @bc(float %0, <3 x float> %1, <1 x float> %2, [2 x <1 x i32>] %3, [1 x <3 x i32>] %4, i8 %5) {
bb0:
  %6 = insertelement <4 x float> undef, float %0, i32 0
  %7 = shufflevector <4 x float> %6, <4 x float> undef, <4 x i32> zeroinitializer
  call void @printOpen()
  %8 = extractelement <4 x float> %7, i64 0
  call void @printF32(float %8)
  call void @printComma()
  %9 = extractelement <4 x float> %7, i64 1
  call void @printF32(float %9)
  call void @printComma()
  %10 = extractelement <4 x float> %7, i64 2
  call void @printF32(float %10)
  call void @printComma()
  %11 = extractelement <4 x float> %7, i64 3
  call void @printF32(float %11)
  call void @printClose()
  call void @printNewline()
  %12 = insertelement <3 x float> undef, float %0, i32 0
  %13 = shufflevector <3 x float> %12, <3 x float> undef, <3 x i32> zeroinitializer
  %14 = insertvalue [2 x <3 x float>] undef, <3 x float> %13, 0
  %15 = insertvalue [2 x <3 x float>] %14, <3 x float> %13, 1
  call void @printOpen()
  %16 = extractvalue [2 x <3 x float>] %15, 0
  call void @printOpen()
  %17 = extractelement <3 x float> %16, i64 0
  call void @printF32(float %17)
  call void @printComma()
  %18 = extractelement <3 x float> %16, i64 1
  call void @printF32(float %18)
  call void @printComma()
  %19 = extractelement <3 x float> %16, i64 2
  call void @printF32(float %19)
  call void @printClose()
  call void @printComma()
  %20 = extractvalue [2 x <3 x float>] %15, 1
  call void @printOpen()
  %21 = extractelement <3 x float> %20, i64 0
  call void @printF32(float %21)
  call void @printComma()
  %22 = extractelement <3 x float> %20, i64 1
  call void @printF32(float %22)
  call void @printComma()
  %23 = extractelement <3 x float> %20, i64 2
  call void @printF32(float %23)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %24 = insertvalue [2 x <3 x float>] undef, <3 x float> %1, 0
  %25 = insertvalue [2 x <3 x float>] %24, <3 x float> %1, 1
  call void @printOpen()
  %26 = extractvalue [2 x <3 x float>] %25, 0
  call void @printOpen()
  %27 = extractelement <3 x float> %26, i64 0
  call void @printF32(float %27)
  call void @printComma()
  %28 = extractelement <3 x float> %26, i64 1
  call void @printF32(float %28)
  call void @printComma()
  %29 = extractelement <3 x float> %26, i64 2
  call void @printF32(float %29)
  call void @printClose()
  call void @printComma()
  %30 = extractvalue [2 x <3 x float>] %25, 1
  call void @printOpen()
  %31 = extractelement <3 x float> %30, i64 0
  call void @printF32(float %31)
  call void @printComma()
  %32 = extractelement <3 x float> %30, i64 1
  call void @printF32(float %32)
  call void @printComma()
  %33 = extractelement <3 x float> %30, i64 2
  call void @printF32(float %33)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %34 = extractelement <1 x float> %2, i64 0
  %35 = insertelement <5 x float> undef, float %34, i32 0
  %36 = shufflevector <5 x float> %35, <5 x float> undef, <5 x i32> zeroinitializer
  call void @printOpen()
  %37 = extractelement <5 x float> %36, i64 0
  call void @printF32(float %37)
  call void @printComma()
  %38 = extractelement <5 x float> %36, i64 1
  call void @printF32(float %38)
  call void @printComma()
  %39 = extractelement <5 x float> %36, i64 2
  call void @printF32(float %39)
  call void @printComma()
  %40 = extractelement <5 x float> %36, i64 3
  call void @printF32(float %40)
  call void @printComma()
  %41 = extractelement <5 x float> %36, i64 4
  call void @printF32(float %41)
  call void @printClose()
  call void @printNewline()
  %42 = extractvalue [2 x <1 x i32>] %3, 0
  %43 = extractelement <1 x i32> %42, i64 0
  %44 = insertelement <4 x i32> undef, i32 %43, i32 0
  %45 = shufflevector <4 x i32> %44, <4 x i32> undef, <4 x i32> zeroinitializer
  %46 = insertvalue [2 x <4 x i32>] undef, <4 x i32> %45, 0
  %47 = extractvalue [2 x <1 x i32>] %3, 1
  %48 = extractelement <1 x i32> %47, i64 0
  %49 = insertelement <4 x i32> undef, i32 %48, i32 0
  %50 = shufflevector <4 x i32> %49, <4 x i32> undef, <4 x i32> zeroinitializer
  %51 = insertvalue [2 x <4 x i32>] %46, <4 x i32> %50, 1
  call void @printOpen()
  %52 = extractvalue [2 x <4 x i32>] %51, 0
  call void @printOpen()
  %53 = extractelement <4 x i32> %52, i64 0
  %54 = sext i32 %53 to i64
  call void @printI64(i64 %54)
  call void @printComma()
  %55 = extractelement <4 x i32> %52, i64 1
  %56 = sext i32 %55 to i64
  call void @printI64(i64 %56)
  call void @printComma()
  %57 = extractelement <4 x i32> %52, i64 2
  %58 = sext i32 %57 to i64
  call void @printI64(i64 %58)
  call void @printComma()
  %59 = extractelement <4 x i32> %52, i64 3
  %60 = sext i32 %59 to i64
  call void @printI64(i64 %60)
  call void @printClose()
  call void @printComma()
  %61 = extractvalue [2 x <4 x i32>] %51, 1
  call void @printOpen()
  %62 = extractelement <4 x i32> %61, i64 0
  %63 = sext i32 %62 to i64
  call void @printI64(i64 %63)
  call void @printComma()
  %64 = extractelement <4 x i32> %61, i64 1
  %65 = sext i32 %64 to i64
  call void @printI64(i64 %65)
  call void @printComma()
  %66 = extractelement <4 x i32> %61, i64 2
  %67 = sext i32 %66 to i64
  call void @printI64(i64 %67)
  call void @printComma()
  %68 = extractelement <4 x i32> %61, i64 3
  %69 = sext i32 %68 to i64
  call void @printI64(i64 %69)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %70 = extractvalue [1 x <3 x i32>] %4, 0
  %71 = insertvalue [2 x <3 x i32>] undef, <3 x i32> %70, 0
  %72 = insertvalue [2 x <3 x i32>] %71, <3 x i32> %70, 1
  call void @printOpen()
  %73 = extractvalue [2 x <3 x i32>] %72, 0
  call void @printOpen()
  %74 = extractelement <3 x i32> %73, i64 0
  %75 = sext i32 %74 to i64
  call void @printI64(i64 %75)
  call void @printComma()
  %76 = extractelement <3 x i32> %73, i64 1
  %77 = sext i32 %76 to i64
  call void @printI64(i64 %77)
  call void @printComma()
  %78 = extractelement <3 x i32> %73, i64 2
  %79 = sext i32 %78 to i64
  call void @printI64(i64 %79)
  call void @printClose()
  call void @printComma()
  %80 = extractvalue [2 x <3 x i32>] %72, 1
  call void @printOpen()
  %81 = extractelement <3 x i32> %80, i64 0
  %82 = sext i32 %81 to i64
  call void @printI64(i64 %82)
  call void @printComma()
  %83 = extractelement <3 x i32> %80, i64 1
  %84 = sext i32 %83 to i64
  call void @printI64(i64 %84)
  call void @printComma()
  %85 = extractelement <3 x i32> %80, i64 2
  %86 = sext i32 %85 to i64
  call void @printI64(i64 %86)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %87 = extractvalue [2 x <1 x i32>] %3, 0
  %88 = extractelement <1 x i32> %87, i64 0
  %89 = insertelement <2 x i32> undef, i32 %88, i32 0
  %90 = shufflevector <2 x i32> %89, <2 x i32> undef, <2 x i32> zeroinitializer
  %91 = insertvalue [2 x <2 x i32>] undef, <2 x i32> %90, 0
  %92 = extractvalue [2 x <1 x i32>] %3, 1
  %93 = extractelement <1 x i32> %92, i64 0
  %94 = insertelement <2 x i32> undef, i32 %93, i32 0
  %95 = shufflevector <2 x i32> %94, <2 x i32> undef, <2 x i32> zeroinitializer
  %96 = insertvalue [2 x <2 x i32>] %91, <2 x i32> %95, 1
  %97 = insertvalue [3 x [2 x <2 x i32>]] undef, [2 x <2 x i32>] %96, 0
  %98 = insertvalue [3 x [2 x <2 x i32>]] %97, [2 x <2 x i32>] %96, 1
  %99 = insertvalue [3 x [2 x <2 x i32>]] %98, [2 x <2 x i32>] %96, 2
  call void @printOpen()
  %100 = extractvalue [3 x [2 x <2 x i32>]] %99, 0
  call void @printOpen()
  %101 = extractvalue [2 x <2 x i32>] %100, 0
  call void @printOpen()
  %102 = extractelement <2 x i32> %101, i64 0
  %103 = sext i32 %102 to i64
  call void @printI64(i64 %103)
  call void @printComma()
  %104 = extractelement <2 x i32> %101, i64 1
  %105 = sext i32 %104 to i64
  call void @printI64(i64 %105)
  call void @printClose()
  call void @printComma()
  %106 = extractvalue [2 x <2 x i32>] %100, 1
  call void @printOpen()
  %107 = extractelement <2 x i32> %106, i64 0
  %108 = sext i32 %107 to i64
  call void @printI64(i64 %108)
  call void @printComma()
  %109 = extractelement <2 x i32> %106, i64 1
  %110 = sext i32 %109 to i64
  call void @printI64(i64 %110)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %111 = extractvalue [3 x [2 x <2 x i32>]] %99, 1
  call void @printOpen()
  %112 = extractvalue [2 x <2 x i32>] %111, 0
  call void @printOpen()
  %113 = extractelement <2 x i32> %112, i64 0
  %114 = sext i32 %113 to i64
  call void @printI64(i64 %114)
  call void @printComma()
  %115 = extractelement <2 x i32> %112, i64 1
  %116 = sext i32 %115 to i64
  call void @printI64(i64 %116)
  call void @printClose()
  call void @printComma()
  %117 = extractvalue [2 x <2 x i32>] %111, 1
  call void @printOpen()
  %118 = extractelement <2 x i32> %117, i64 0
  %119 = sext i32 %118 to i64
  call void @printI64(i64 %119)
  call void @printComma()
  %120 = extractelement <2 x i32> %117, i64 1
  %121 = sext i32 %120 to i64
  call void @printI64(i64 %121)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %122 = extractvalue [3 x [2 x <2 x i32>]] %99, 2
  call void @printOpen()
  %123 = extractvalue [2 x <2 x i32>] %122, 0
  call void @printOpen()
  %124 = extractelement <2 x i32> %123, i64 0
  %125 = sext i32 %124 to i64
  call void @printI64(i64 %125)
  call void @printComma()
  %126 = extractelement <2 x i32> %123, i64 1
  %127 = sext i32 %126 to i64
  call void @printI64(i64 %127)
  call void @printClose()
  call void @printComma()
  %128 = extractvalue [2 x <2 x i32>] %122, 1
  call void @printOpen()
  %129 = extractelement <2 x i32> %128, i64 0
  %130 = sext i32 %129 to i64
  call void @printI64(i64 %130)
  call void @printComma()
  %131 = extractelement <2 x i32> %128, i64 1
  %132 = sext i32 %131 to i64
  call void @printI64(i64 %132)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %133 = extractelement <3 x float> %1, i64 0
  call void @printF32(float %133)
  call void @printComma()
  %134 = extractelement <3 x float> %1, i64 1
  call void @printF32(float %134)
  call void @printComma()
  %135 = extractelement <3 x float> %1, i64 2
  call void @printF32(float %135)
  call void @printClose()
  call void @printNewline()
  %136 = insertelement <2 x i8> undef, i8 %5, i32 0
  %137 = shufflevector <2 x i8> %136, <2 x i8> undef, <2 x i32> zeroinitializer
  %138 = insertvalue [1 x <2 x i8>] undef, <2 x i8> %137, 0
  %139 = insertvalue [2 x [1 x <2 x i8>]] undef, [1 x <2 x i8>] %138, 0
  %140 = insertvalue [2 x [1 x <2 x i8>]] %139, [1 x <2 x i8>] %138, 1
  call void @printOpen()
  %141 = extractvalue [2 x [1 x <2 x i8>]] %140, 0
  call void @printOpen()
  %142 = extractvalue [1 x <2 x i8>] %141, 0
  call void @printOpen()
  %143 = extractelement <2 x i8> %142, i64 0
  %144 = sext i8 %143 to i64
  call void @printI64(i64 %144)
  call void @printComma()
  %145 = extractelement <2 x i8> %142, i64 1
  %146 = sext i8 %145 to i64
  call void @printI64(i64 %146)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %147 = extractvalue [2 x [1 x <2 x i8>]] %140, 1
  call void @printOpen()
  %148 = extractvalue [1 x <2 x i8>] %147, 0
  call void @printOpen()
  %149 = extractelement <2 x i8> %148, i64 0
  %150 = sext i8 %149 to i64
  call void @printI64(i64 %150)
  call void @printComma()
  %151 = extractelement <2 x i8> %148, i64 1
  %152 = sext i8 %151 to i64
  call void @printI64(i64 %152)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %153 = extractelement <1 x float> %2, i64 0
  %154 = insertelement <2 x float> undef, float %153, i32 0
  %155 = shufflevector <2 x float> %154, <2 x float> undef, <2 x i32> zeroinitializer
  %156 = insertvalue [2 x <2 x float>] undef, <2 x float> %155, 0
  %157 = insertvalue [2 x <2 x float>] %156, <2 x float> %155, 1
  call void @printOpen()
  %158 = extractvalue [2 x <2 x float>] %157, 0
  call void @printOpen()
  %159 = extractelement <2 x float> %158, i64 0
  call void @printF32(float %159)
  call void @printComma()
  %160 = extractelement <2 x float> %158, i64 1
  call void @printF32(float %160)
  call void @printClose()
  call void @printComma()
  %161 = extractvalue [2 x <2 x float>] %157, 1
  call void @printOpen()
  %162 = extractelement <2 x float> %161, i64 0
  call void @printF32(float %162)
  call void @printComma()
  %163 = extractelement <2 x float> %161, i64 1
  call void @printF32(float %163)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @bc(float 2.5, <3 x float> <float 1.0, float 2.0, float 3.0>, <1 x float> <float -7.0>, [2 x <1 x i32>] [<1 x i32> <i32 1>, <1 x i32> <i32 2>], [1 x <3 x i32>] [<3 x i32> <i32 4, i32 5, i32 6>], i8 -3)
  ret void
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_6, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}
