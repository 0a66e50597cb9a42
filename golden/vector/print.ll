; ModuleID = 'print.mlir'
source_filename = "print.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [4 x i8] c"%lu\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_6 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_7 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  call void @printOpen()
  %0 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 0
  call void @printF32(float %0)
  call void @printComma()
  %1 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 1
  call void @printF32(float %1)
  call void @printComma()
  %2 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 2
  call void @printF32(float %2)
  call void @printComma()
  %3 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 3
  call void @printF32(float %3)
  call void @printComma()
  %4 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 4
  call void @printF32(float %4)
  call void @printComma()
  %5 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 5
  call void @printF32(float %5)
  call void @printComma()
  %6 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 6
  call void @printF32(float %6)
  call void @printComma()
  %7 = extractelement <8 x float> <float 0.10000000149011612, float 1.0000000200408773e20, float -0.0, float 3.0, float 999999.5, float 9.999999747378752e-6, float 9.999999747378752e-5, float 123456792.0>, i64 7
  call void @printF32(float %7)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %8 = extractelement <4 x double> <double 0.1, double 1.0e300, double -2.5e-310, double 1000000.0>, i64 0
  call void @printF64(double %8)
  call void @printComma()
  %9 = extractelement <4 x double> <double 0.1, double 1.0e300, double -2.5e-310, double 1000000.0>, i64 1
  call void @printF64(double %9)
  call void @printComma()
  %10 = extractelement <4 x double> <double 0.1, double 1.0e300, double -2.5e-310, double 1000000.0>, i64 2
  call void @printF64(double %10)
  call void @printComma()
  %11 = extractelement <4 x double> <double 0.1, double 1.0e300, double -2.5e-310, double 1000000.0>, i64 3
  call void @printF64(double %11)
  call void @printClose()
  call void @printNewline()
  %12 = fdiv float 1.0, 0.0
  %13 = fneg float %12
  call void @printF32(float %12)
  call void @printNewline()
  call void @printF32(float %13)
  call void @printNewline()
  call void @printF32(float 0x7FF8000000000000)
  call void @printNewline()
  call void @printF32(float 0xFFF8000000000000)
  call void @printNewline()
  call void @printOpen()
  %14 = extractelement <3 x i1> <i1 true, i1 false, i1 true>, i64 0
  %15 = zext i1 %14 to i64
  call void @printI64(i64 %15)
  call void @printComma()
  %16 = extractelement <3 x i1> <i1 true, i1 false, i1 true>, i64 1
  %17 = zext i1 %16 to i64
  call void @printI64(i64 %17)
  call void @printComma()
  %18 = extractelement <3 x i1> <i1 true, i1 false, i1 true>, i64 2
  %19 = zext i1 %18 to i64
  call void @printI64(i64 %19)
  call void @printClose()
  call void @printNewline()
  %20 = zext i1 true to i64
  call void @printI64(i64 %20)
  call void @printNewline()
  call void @printOpen()
  %21 = extractvalue [2 x <2 x i8>] [<2 x i8> <i8 1, i8 -2>, <2 x i8> <i8 127, i8 -128>], 0
  call void @printOpen()
  %22 = extractelement <2 x i8> %21, i64 0
  %23 = sext i8 %22 to i64
  call void @printI64(i64 %23)
  call void @printComma()
  %24 = extractelement <2 x i8> %21, i64 1
  %25 = sext i8 %24 to i64
  call void @printI64(i64 %25)
  call void @printClose()
  call void @printComma()
  %26 = extractvalue [2 x <2 x i8>] [<2 x i8> <i8 1, i8 -2>, <2 x i8> <i8 127, i8 -128>], 1
  call void @printOpen()
  %27 = extractelement <2 x i8> %26, i64 0
  %28 = sext i8 %27 to i64
  call void @printI64(i64 %28)
  call void @printComma()
  %29 = extractelement <2 x i8> %26, i64 1
  %30 = sext i8 %29 to i64
  call void @printI64(i64 %30)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %31 = extractvalue [2 x [2 x <3 x i32>]] [[2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], [2 x <3 x i32>] [<3 x i32> <i32 -7, i32 8, i32 9>, <3 x i32> <i32 10, i32 11, i32 -2147483648>]], 0
  call void @printOpen()
  %32 = extractvalue [2 x <3 x i32>] %31, 0
  call void @printOpen()
  %33 = extractelement <3 x i32> %32, i64 0
  %34 = sext i32 %33 to i64
  call void @printI64(i64 %34)
  call void @printComma()
  %35 = extractelement <3 x i32> %32, i64 1
  %36 = sext i32 %35 to i64
  call void @printI64(i64 %36)
  call void @printComma()
  %37 = extractelement <3 x i32> %32, i64 2
  %38 = sext i32 %37 to i64
  call void @printI64(i64 %38)
  call void @printClose()
  call void @printComma()
  %39 = extractvalue [2 x <3 x i32>] %31, 1
  call void @printOpen()
  %40 = extractelement <3 x i32> %39, i64 0
  %41 = sext i32 %40 to i64
  call void @printI64(i64 %41)
  call void @printComma()
  %42 = extractelement <3 x i32> %39, i64 1
  %43 = sext i32 %42 to i64
  call void @printI64(i64 %43)
  call void @printComma()
  %44 = extractelement <3 x i32> %39, i64 2
  %45 = sext i32 %44 to i64
  call void @printI64(i64 %45)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %46 = extractvalue [2 x [2 x <3 x i32>]] [[2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], [2 x <3 x i32>] [<3 x i32> <i32 -7, i32 8, i32 9>, <3 x i32> <i32 10, i32 11, i32 -2147483648>]], 1
  call void @printOpen()
  %47 = extractvalue [2 x <3 x i32>] %46, 0
  call void @printOpen()
  %48 = extractelement <3 x i32> %47, i64 0
  %49 = sext i32 %48 to i64
  call void @printI64(i64 %49)
  call void @printComma()
  %50 = extractelement <3 x i32> %47, i64 1
  %51 = sext i32 %50 to i64
  call void @printI64(i64 %51)
  call void @printComma()
  %52 = extractelement <3 x i32> %47, i64 2
  %53 = sext i32 %52 to i64
  call void @printI64(i64 %53)
  call void @printClose()
  call void @printComma()
  %54 = extractvalue [2 x <3 x i32>] %46, 1
  call void @printOpen()
  %55 = extractelement <3 x i32> %54, i64 0
  %56 = sext i32 %55 to i64
  call void @printI64(i64 %56)
  call void @printComma()
  %57 = extractelement <3 x i32> %54, i64 1
  %58 = sext i32 %57 to i64
  call void @printI64(i64 %58)
  call void @printComma()
  %59 = extractelement <3 x i32> %54, i64 2
  %60 = sext i32 %59 to i64
  call void @printI64(i64 %60)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %61 = extractelement <2 x i64> <i64 -9223372036854775808, i64 9223372036854775807>, i64 0
  call void @printI64(i64 %61)
  call void @printComma()
  %62 = extractelement <2 x i64> <i64 -9223372036854775808, i64 9223372036854775807>, i64 1
  call void @printI64(i64 %62)
  call void @printClose()
  call void @printNewline()
  call void @printU64(i64 7)
  call void @printNewline()
  call void @printU64(i64 -1)
  call void @printNewline()
  call void @printOpen()
  %63 = extractelement <3 x i64> <i64 0, i64 -1, i64 42>, i64 0
  call void @printU64(i64 %63)
  call void @printComma()
  %64 = extractelement <3 x i64> <i64 0, i64 -1, i64 42>, i64 1
  call void @printU64(i64 %64)
  call void @printComma()
  %65 = extractelement <3 x i64> <i64 0, i64 -1, i64 42>, i64 2
  call void @printU64(i64 %65)
  call void @printClose()
  call void @printNewline()
  %66 = sext i16 -300 to i64
  call void @printI64(i64 %66)
  call void @printNewline()
  call void @printOpen()
  %67 = extractelement <1 x double> <double 5.5>, i64 0
  call void @printF64(double %67)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %68 = extractvalue [2 x <1 x float>] [<1 x float> <float 1.5>, <1 x float> <float 2.5>], 0
  call void @printOpen()
  %69 = extractelement <1 x float> %68, i64 0
  call void @printF32(float %69)
  call void @printClose()
  call void @printComma()
  %70 = extractvalue [2 x <1 x float>] [<1 x float> <float 1.5>, <1 x float> <float 2.5>], 1
  call void @printOpen()
  %71 = extractelement <1 x float> %70, i64 0
  call void @printF32(float %71)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  ret void
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_6, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_7, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printU64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}
