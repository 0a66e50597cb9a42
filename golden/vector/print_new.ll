; ModuleID = 'print_new.mlir'
source_filename = "print_new.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [16 x i8] c"hello, \22world\22\0A\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [5 x i8] c"end\0A\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_7 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_8 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  %0 = getelementptr [16 x i8], [16 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  call void @printString(i8* %0)
  call void @printOpen()
  br label %bb1

bb1:
  %1 = phi i64 [ 0, %bb0 ], [ %33, %bb6 ]
  %2 = icmp slt i64 %1, 4
  br i1 %2, label %bb3, label %bb2

bb2:
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %3 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 0
  %4 = bitcast half %3 to i16
  call void @printF16(i16 %4)
  call void @printComma()
  %5 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 1
  %6 = bitcast half %5 to i16
  call void @printF16(i16 %6)
  call void @printComma()
  %7 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 2
  %8 = bitcast half %7 to i16
  call void @printF16(i16 %8)
  call void @printComma()
  %9 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 3
  %10 = bitcast half %9 to i16
  call void @printF16(i16 %10)
  call void @printComma()
  %11 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 4
  %12 = bitcast half %11 to i16
  call void @printF16(i16 %12)
  call void @printComma()
  %13 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 5
  %14 = bitcast half %13 to i16
  call void @printF16(i16 %14)
  call void @printComma()
  %15 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 6
  %16 = bitcast half %15 to i16
  call void @printF16(i16 %16)
  call void @printComma()
  %17 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 7
  %18 = bitcast half %17 to i16
  call void @printF16(i16 %18)
  call void @printComma()
  %19 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 8
  %20 = bitcast half %19 to i16
  call void @printF16(i16 %20)
  call void @printComma()
  %21 = extractelement <10 x half> <half 0xH3E00, half 0xH8000, half 0xH7BFF, half 0xH0001, half 0xH00A8, half 0xH3554, half 0xHC000, half 0xH7C00, half 0xHFC00, half 0xH7E00>, i64 9
  %22 = bitcast half %21 to i16
  call void @printF16(i16 %22)
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  %23 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>], 0
  call void @printOpen()
  %24 = extractelement <2 x float> %23, i64 0
  call void @printF32(float %24)
  call void @printComma()
  %25 = extractelement <2 x float> %23, i64 1
  call void @printF32(float %25)
  call void @printClose()
  call void @printComma()
  %26 = extractvalue [2 x <2 x float>] [<2 x float> <float 1.0, float 2.0>, <2 x float> <float 3.0, float 4.0>], 1
  call void @printOpen()
  %27 = extractelement <2 x float> %26, i64 0
  call void @printF32(float %27)
  call void @printComma()
  %28 = extractelement <2 x float> %26, i64 1
  call void @printF32(float %28)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %29 = getelementptr [5 x i8], [5 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  call void @printString(i8* %29)
  ret void

bb3:
  %30 = trunc i64 %1 to i32
  %31 = sext i32 %30 to i64
  call void @printI64(i64 %31)
  %32 = icmp eq i64 %1, 1
  br i1 %32, label %bb5, label %bb4

bb4:
  call void @printComma()
  br label %bb6

bb5:
  call void @printClose()
  call void @printNewline()
  call void @printOpen()
  br label %bb6

bb6:
  %33 = add i64 %1, 1
  br label %bb1
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printString(i8* %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i8* %0)
  ret void
}

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_5, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printClose() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_6, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_8, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printComma() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_4, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_7, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printF16(i16 %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = zext i16 %0 to i32
  %3 = and i32 %2, 32767
  %4 = and i32 %2, 32768
  %5 = shl i32 %4, 16
  %6 = shl i32 %3, 13
  %7 = bitcast i32 %6 to float
  %8 = fmul float %7, 5.192296858534828e33
  %9 = bitcast float %8 to i32
  %10 = or i32 %6, 2139095040
  %11 = icmp uge i32 %3, 31744
  %12 = select i1 %11, i32 %10, i32 %9
  %13 = or i32 %12, %5
  %14 = bitcast i32 %13 to float
  %15 = fpext float %14 to double
  %16 = call i32 (i8*, ...) @printf(i8* %1, double %15)
  ret void
}

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}
