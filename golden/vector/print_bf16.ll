; ModuleID = 'print_bf16.mlir'
source_filename = "print_bf16.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_5 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  call void @printOpen()
  %0 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 0
  %1 = bitcast bfloat %0 to i16
  call void @printBF16(i16 %1)
  call void @printComma()
  %2 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 1
  %3 = bitcast bfloat %2 to i16
  call void @printBF16(i16 %3)
  call void @printComma()
  %4 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 2
  %5 = bitcast bfloat %4 to i16
  call void @printBF16(i16 %5)
  call void @printComma()
  %6 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 3
  %7 = bitcast bfloat %6 to i16
  call void @printBF16(i16 %7)
  call void @printComma()
  %8 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 4
  %9 = bitcast bfloat %8 to i16
  call void @printBF16(i16 %9)
  call void @printComma()
  %10 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 5
  %11 = bitcast bfloat %10 to i16
  call void @printBF16(i16 %11)
  call void @printComma()
  %12 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 6
  %13 = bitcast bfloat %12 to i16
  call void @printBF16(i16 %13)
  call void @printComma()
  %14 = extractelement <8 x bfloat> <bfloat 0xR3FC0, bfloat 0xR8000, bfloat 0xR7F62, bfloat 0xR0001, bfloat 0xR3EAA, bfloat 0xR7F80, bfloat 0xRFF80, bfloat 0xR7FC0>, i64 7
  %15 = bitcast bfloat %14 to i16
  call void @printBF16(i16 %15)
  call void @printClose()
  call void @printNewline()
  %16 = bitcast bfloat 0xR4020 to i16
  call void @printBF16(i16 %16)
  call void @printNewline()
  ret void
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printBF16(i16 %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = zext i16 %0 to i32
  %3 = shl i32 %2, 16
  %4 = bitcast i32 %3 to float
  %5 = fpext float %4 to double
  %6 = call i32 (i8*, ...) @printf(i8* %1, double %5)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}
