; ModuleID = 'extract_dynamic_new.mlir'
source_filename = "extract_dynamic_new.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [3 x i8] c"( \00", align 1

@__mlir2ll_vector_print_str_4 = private constant [3 x i8] c" )\00", align 1

@__mlir2ll_vector_print_str_5 = private constant [3 x i8] c", \00", align 1

@__mlir2ll_vector_print_str_6 = private constant [2 x i8] c"\0A\00", align 1

define void @main() {
bb0:
  %0 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 1
  %1 = extractelement <3 x i32> %0, i64 2
  %2 = sext i32 %1 to i64
  call void @printI64(i64 %2)
  call void @printNewline()
  %3 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 0
  call void @printOpen()
  %4 = extractelement <3 x i32> %3, i64 0
  %5 = sext i32 %4 to i64
  call void @printI64(i64 %5)
  call void @printComma()
  %6 = extractelement <3 x i32> %3, i64 1
  %7 = sext i32 %6 to i64
  call void @printI64(i64 %7)
  call void @printComma()
  %8 = extractelement <3 x i32> %3, i64 2
  %9 = sext i32 %8 to i64
  call void @printI64(i64 %9)
  call void @printClose()
  call void @printNewline()
  br label %bb1

bb1:
  %10 = phi i64 [ 0, %bb0 ], [ %63, %bb6 ]
  %11 = icmp slt i64 %10, 3
  br i1 %11, label %bb6, label %bb2

bb2:
  br label %bb3

bb3:
  %12 = phi i64 [ 0, %bb2 ], [ %42, %bb5 ]
  %13 = icmp slt i64 %12, 2
  br i1 %13, label %bb5, label %bb4

bb4:
  %14 = extractelement <4 x i64> <i64 7, i64 8, i64 9, i64 10>, i64 3
  call void @printI64(i64 %14)
  call void @printNewline()
  %15 = insertelement <4 x i64> <i64 7, i64 8, i64 9, i64 10>, i64 0, i64 2
  call void @printOpen()
  %16 = extractelement <4 x i64> %15, i64 0
  call void @printI64(i64 %16)
  call void @printComma()
  %17 = extractelement <4 x i64> %15, i64 1
  call void @printI64(i64 %17)
  call void @printComma()
  %18 = extractelement <4 x i64> %15, i64 2
  call void @printI64(i64 %18)
  call void @printComma()
  %19 = extractelement <4 x i64> %15, i64 3
  call void @printI64(i64 %19)
  call void @printClose()
  call void @printNewline()
  ret void

bb5:
  %20 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], 1
  %21 = extractvalue [2 x <2 x float>] %20, 0
  %22 = extractelement <2 x float> %21, i64 %12
  call void @printF32(float %22)
  call void @printNewline()
  %23 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], 0
  %24 = extractvalue [2 x <2 x float>] %23, 1
  %25 = insertelement <2 x float> %24, float -1.0, i64 %12
  %26 = insertvalue [2 x <2 x float>] %23, <2 x float> %25, 1
  %27 = insertvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], [2 x <2 x float>] %26, 0
  call void @printOpen()
  %28 = extractvalue [2 x [2 x <2 x float>]] %27, 0
  call void @printOpen()
  %29 = extractvalue [2 x <2 x float>] %28, 0
  call void @printOpen()
  %30 = extractelement <2 x float> %29, i64 0
  call void @printF32(float %30)
  call void @printComma()
  %31 = extractelement <2 x float> %29, i64 1
  call void @printF32(float %31)
  call void @printClose()
  call void @printComma()
  %32 = extractvalue [2 x <2 x float>] %28, 1
  call void @printOpen()
  %33 = extractelement <2 x float> %32, i64 0
  call void @printF32(float %33)
  call void @printComma()
  %34 = extractelement <2 x float> %32, i64 1
  call void @printF32(float %34)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %35 = extractvalue [2 x [2 x <2 x float>]] %27, 1
  call void @printOpen()
  %36 = extractvalue [2 x <2 x float>] %35, 0
  call void @printOpen()
  %37 = extractelement <2 x float> %36, i64 0
  call void @printF32(float %37)
  call void @printComma()
  %38 = extractelement <2 x float> %36, i64 1
  call void @printF32(float %38)
  call void @printClose()
  call void @printComma()
  %39 = extractvalue [2 x <2 x float>] %35, 1
  call void @printOpen()
  %40 = extractelement <2 x float> %39, i64 0
  call void @printF32(float %40)
  call void @printComma()
  %41 = extractelement <2 x float> %39, i64 1
  call void @printF32(float %41)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %42 = add i64 %12, 1
  br label %bb3

bb6:
  %43 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 1
  %44 = extractelement <3 x i32> %43, i64 %10
  %45 = sext i32 %44 to i64
  call void @printI64(i64 %45)
  call void @printComma()
  %46 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 0
  %47 = insertelement <3 x i32> %46, i32 9, i64 %10
  %48 = insertvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], <3 x i32> %47, 0
  call void @printOpen()
  %49 = extractvalue [2 x <3 x i32>] %48, 0
  call void @printOpen()
  %50 = extractelement <3 x i32> %49, i64 0
  %51 = sext i32 %50 to i64
  call void @printI64(i64 %51)
  call void @printComma()
  %52 = extractelement <3 x i32> %49, i64 1
  %53 = sext i32 %52 to i64
  call void @printI64(i64 %53)
  call void @printComma()
  %54 = extractelement <3 x i32> %49, i64 2
  %55 = sext i32 %54 to i64
  call void @printI64(i64 %55)
  call void @printClose()
  call void @printComma()
  %56 = extractvalue [2 x <3 x i32>] %48, 1
  call void @printOpen()
  %57 = extractelement <3 x i32> %56, i64 0
  %58 = sext i32 %57 to i64
  call void @printI64(i64 %58)
  call void @printComma()
  %59 = extractelement <3 x i32> %56, i64 1
  %60 = sext i32 %59 to i64
  call void @printI64(i64 %60)
  call void @printComma()
  %61 = extractelement <3 x i32> %56, i64 2
  %62 = sext i32 %61 to i64
  call void @printI64(i64 %62)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %63 = add i64 %10, 1
  br label %bb1
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
  ret void
}

define linkonce_odr void @printNewline() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_6, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
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

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}
