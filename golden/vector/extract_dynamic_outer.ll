; ModuleID = 'extract_dynamic_outer.mlir'
source_filename = "extract_dynamic_outer.mlir"
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
  br label %bb1

bb1:
  %0 = phi i64 [ 0, %bb0 ], [ %64, %bb5 ]
  %1 = icmp slt i64 %0, 2
  br i1 %1, label %bb3, label %bb2

bb2:
  ret void

bb3:
  %2 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 0
  %3 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 1
  %4 = icmp eq i64 %0, 1
  %5 = select i1 %4, <3 x i32> %3, <3 x i32> %2
  call void @printOpen()
  %6 = extractelement <3 x i32> %5, i64 0
  %7 = sext i32 %6 to i64
  call void @printI64(i64 %7)
  call void @printComma()
  %8 = extractelement <3 x i32> %5, i64 1
  %9 = sext i32 %8 to i64
  call void @printI64(i64 %9)
  call void @printComma()
  %10 = extractelement <3 x i32> %5, i64 2
  %11 = sext i32 %10 to i64
  call void @printI64(i64 %11)
  call void @printClose()
  call void @printNewline()
  br label %bb4

bb4:
  %12 = phi i64 [ 0, %bb3 ], [ %96, %bb6 ]
  %13 = icmp slt i64 %12, 3
  br i1 %13, label %bb6, label %bb5

bb5:
  %14 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], 1
  %15 = extractvalue [2 x <2 x float>] %14, 0
  %16 = icmp eq i64 %0, 0
  %17 = select i1 %16, <2 x float> <float -1.0, float -2.0>, <2 x float> %15
  %18 = insertvalue [2 x <2 x float>] %14, <2 x float> %17, 0
  %19 = extractvalue [2 x <2 x float>] %14, 1
  %20 = icmp eq i64 %0, 1
  %21 = select i1 %20, <2 x float> <float -1.0, float -2.0>, <2 x float> %19
  %22 = insertvalue [2 x <2 x float>] %18, <2 x float> %21, 1
  %23 = insertvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], [2 x <2 x float>] %22, 1
  call void @printOpen()
  %24 = extractvalue [2 x [2 x <2 x float>]] %23, 0
  call void @printOpen()
  %25 = extractvalue [2 x <2 x float>] %24, 0
  call void @printOpen()
  %26 = extractelement <2 x float> %25, i64 0
  call void @printF32(float %26)
  call void @printComma()
  %27 = extractelement <2 x float> %25, i64 1
  call void @printF32(float %27)
  call void @printClose()
  call void @printComma()
  %28 = extractvalue [2 x <2 x float>] %24, 1
  call void @printOpen()
  %29 = extractelement <2 x float> %28, i64 0
  call void @printF32(float %29)
  call void @printComma()
  %30 = extractelement <2 x float> %28, i64 1
  call void @printF32(float %30)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %31 = extractvalue [2 x [2 x <2 x float>]] %23, 1
  call void @printOpen()
  %32 = extractvalue [2 x <2 x float>] %31, 0
  call void @printOpen()
  %33 = extractelement <2 x float> %32, i64 0
  call void @printF32(float %33)
  call void @printComma()
  %34 = extractelement <2 x float> %32, i64 1
  call void @printF32(float %34)
  call void @printClose()
  call void @printComma()
  %35 = extractvalue [2 x <2 x float>] %31, 1
  call void @printOpen()
  %36 = extractelement <2 x float> %35, i64 0
  call void @printF32(float %36)
  call void @printComma()
  %37 = extractelement <2 x float> %35, i64 1
  call void @printF32(float %37)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %38 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], 0
  %39 = extractvalue [2 x <2 x float>] %38, 0
  %40 = insertvalue [2 x <2 x float>] %38, <2 x float> <float -1.0, float -2.0>, 0
  %41 = icmp eq i64 %0, 0
  %42 = select i1 %41, [2 x <2 x float>] %40, [2 x <2 x float>] %38
  %43 = insertvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], [2 x <2 x float>] %42, 0
  %44 = extractvalue [2 x [2 x <2 x float>]] [[2 x <2 x float>] [<2 x float> <float 1.5, float 2.5>, <2 x float> <float 3.5, float 4.5>], [2 x <2 x float>] [<2 x float> <float 5.5, float 6.5>, <2 x float> <float 7.5, float 8.5>]], 1
  %45 = extractvalue [2 x <2 x float>] %44, 0
  %46 = insertvalue [2 x <2 x float>] %44, <2 x float> <float -1.0, float -2.0>, 0
  %47 = icmp eq i64 %0, 1
  %48 = select i1 %47, [2 x <2 x float>] %46, [2 x <2 x float>] %44
  %49 = insertvalue [2 x [2 x <2 x float>]] %43, [2 x <2 x float>] %48, 1
  call void @printOpen()
  %50 = extractvalue [2 x [2 x <2 x float>]] %49, 0
  call void @printOpen()
  %51 = extractvalue [2 x <2 x float>] %50, 0
  call void @printOpen()
  %52 = extractelement <2 x float> %51, i64 0
  call void @printF32(float %52)
  call void @printComma()
  %53 = extractelement <2 x float> %51, i64 1
  call void @printF32(float %53)
  call void @printClose()
  call void @printComma()
  %54 = extractvalue [2 x <2 x float>] %50, 1
  call void @printOpen()
  %55 = extractelement <2 x float> %54, i64 0
  call void @printF32(float %55)
  call void @printComma()
  %56 = extractelement <2 x float> %54, i64 1
  call void @printF32(float %56)
  call void @printClose()
  call void @printClose()
  call void @printComma()
  %57 = extractvalue [2 x [2 x <2 x float>]] %49, 1
  call void @printOpen()
  %58 = extractvalue [2 x <2 x float>] %57, 0
  call void @printOpen()
  %59 = extractelement <2 x float> %58, i64 0
  call void @printF32(float %59)
  call void @printComma()
  %60 = extractelement <2 x float> %58, i64 1
  call void @printF32(float %60)
  call void @printClose()
  call void @printComma()
  %61 = extractvalue [2 x <2 x float>] %57, 1
  call void @printOpen()
  %62 = extractelement <2 x float> %61, i64 0
  call void @printF32(float %62)
  call void @printComma()
  %63 = extractelement <2 x float> %61, i64 1
  call void @printF32(float %63)
  call void @printClose()
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %64 = add i64 %0, 1
  br label %bb1

bb6:
  %65 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 0
  %66 = extractelement <3 x i32> %65, i64 %12
  %67 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 1
  %68 = extractelement <3 x i32> %67, i64 %12
  %69 = icmp eq i64 %0, 1
  %70 = select i1 %69, i32 %68, i32 %66
  %71 = sext i32 %70 to i64
  call void @printI64(i64 %71)
  call void @printComma()
  %72 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 0
  %73 = insertelement <3 x i32> %72, i32 9, i64 %12
  %74 = icmp eq i64 %0, 0
  %75 = select i1 %74, <3 x i32> %73, <3 x i32> %72
  %76 = insertvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], <3 x i32> %75, 0
  %77 = extractvalue [2 x <3 x i32>] [<3 x i32> <i32 1, i32 2, i32 3>, <3 x i32> <i32 4, i32 5, i32 6>], 1
  %78 = insertelement <3 x i32> %77, i32 9, i64 %12
  %79 = icmp eq i64 %0, 1
  %80 = select i1 %79, <3 x i32> %78, <3 x i32> %77
  %81 = insertvalue [2 x <3 x i32>] %76, <3 x i32> %80, 1
  call void @printOpen()
  %82 = extractvalue [2 x <3 x i32>] %81, 0
  call void @printOpen()
  %83 = extractelement <3 x i32> %82, i64 0
  %84 = sext i32 %83 to i64
  call void @printI64(i64 %84)
  call void @printComma()
  %85 = extractelement <3 x i32> %82, i64 1
  %86 = sext i32 %85 to i64
  call void @printI64(i64 %86)
  call void @printComma()
  %87 = extractelement <3 x i32> %82, i64 2
  %88 = sext i32 %87 to i64
  call void @printI64(i64 %88)
  call void @printClose()
  call void @printComma()
  %89 = extractvalue [2 x <3 x i32>] %81, 1
  call void @printOpen()
  %90 = extractelement <3 x i32> %89, i64 0
  %91 = sext i32 %90 to i64
  call void @printI64(i64 %91)
  call void @printComma()
  %92 = extractelement <3 x i32> %89, i64 1
  %93 = sext i32 %92 to i64
  call void @printI64(i64 %93)
  call void @printComma()
  %94 = extractelement <3 x i32> %89, i64 2
  %95 = sext i32 %94 to i64
  call void @printI64(i64 %95)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %96 = add i64 %12, 1
  br label %bb4
}

declare i32 @printf(i8*, ...)

define linkonce_odr void @printOpen() {
bb0:
  %0 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_2, i64 0, i64 0
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

define linkonce_odr void @printI64(i64 %0) {
bb0:
  %1 = getelementptr [4 x i8], [4 x i8]* @__mlir2ll_vector_print_str_0, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, i64 %0)
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

define linkonce_odr void @printF32(float %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = fpext float %0 to double
  %3 = call i32 (i8*, ...) @printf(i8* %1, double %2)
  ret void
}
