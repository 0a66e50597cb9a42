; ModuleID = 'slices_new.mlir'
source_filename = "slices_new.mlir"
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
  %0 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 0
  %1 = extractelement <5 x i32> %0, i64 0
  %2 = extractelement <5 x i32> %0, i64 1
  %3 = extractelement <5 x i32> %0, i64 2
  %4 = extractelement <5 x i32> %0, i64 3
  %5 = extractelement <5 x i32> %0, i64 4
  %6 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 1
  %7 = extractelement <5 x i32> %6, i64 0
  %8 = extractelement <5 x i32> %6, i64 1
  %9 = extractelement <5 x i32> %6, i64 2
  %10 = extractelement <5 x i32> %6, i64 3
  %11 = extractelement <5 x i32> %6, i64 4
  %12 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 2
  %13 = extractelement <5 x i32> %12, i64 0
  %14 = extractelement <5 x i32> %12, i64 1
  %15 = extractelement <5 x i32> %12, i64 2
  %16 = extractelement <5 x i32> %12, i64 3
  %17 = extractelement <5 x i32> %12, i64 4
  %18 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 3
  %19 = extractelement <5 x i32> %18, i64 0
  %20 = extractelement <5 x i32> %18, i64 1
  %21 = extractelement <5 x i32> %18, i64 2
  %22 = extractelement <5 x i32> %18, i64 3
  %23 = extractelement <5 x i32> %18, i64 4
  %24 = insertelement <3 x i32> undef, i32 %9, i64 0
  %25 = insertelement <3 x i32> %24, i32 %10, i64 1
  %26 = insertelement <3 x i32> %25, i32 %11, i64 2
  %27 = insertvalue [2 x <3 x i32>] undef, <3 x i32> %26, 0
  %28 = insertelement <3 x i32> undef, i32 %15, i64 0
  %29 = insertelement <3 x i32> %28, i32 %16, i64 1
  %30 = insertelement <3 x i32> %29, i32 %17, i64 2
  %31 = insertvalue [2 x <3 x i32>] %27, <3 x i32> %30, 1
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
  call void @printNewline()
  %46 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 0
  %47 = extractelement <5 x i32> %46, i64 0
  %48 = extractelement <5 x i32> %46, i64 1
  %49 = extractelement <5 x i32> %46, i64 2
  %50 = extractelement <5 x i32> %46, i64 3
  %51 = extractelement <5 x i32> %46, i64 4
  %52 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 1
  %53 = extractelement <5 x i32> %52, i64 0
  %54 = extractelement <5 x i32> %52, i64 1
  %55 = extractelement <5 x i32> %52, i64 2
  %56 = extractelement <5 x i32> %52, i64 3
  %57 = extractelement <5 x i32> %52, i64 4
  %58 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 2
  %59 = extractelement <5 x i32> %58, i64 0
  %60 = extractelement <5 x i32> %58, i64 1
  %61 = extractelement <5 x i32> %58, i64 2
  %62 = extractelement <5 x i32> %58, i64 3
  %63 = extractelement <5 x i32> %58, i64 4
  %64 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 3
  %65 = extractelement <5 x i32> %64, i64 0
  %66 = extractelement <5 x i32> %64, i64 1
  %67 = extractelement <5 x i32> %64, i64 2
  %68 = extractelement <5 x i32> %64, i64 3
  %69 = extractelement <5 x i32> %64, i64 4
  %70 = insertelement <5 x i32> undef, i32 %59, i64 0
  %71 = insertelement <5 x i32> %70, i32 %60, i64 1
  %72 = insertelement <5 x i32> %71, i32 %61, i64 2
  %73 = insertelement <5 x i32> %72, i32 %62, i64 3
  %74 = insertelement <5 x i32> %73, i32 %63, i64 4
  %75 = insertvalue [2 x <5 x i32>] undef, <5 x i32> %74, 0
  %76 = insertelement <5 x i32> undef, i32 %65, i64 0
  %77 = insertelement <5 x i32> %76, i32 %66, i64 1
  %78 = insertelement <5 x i32> %77, i32 %67, i64 2
  %79 = insertelement <5 x i32> %78, i32 %68, i64 3
  %80 = insertelement <5 x i32> %79, i32 %69, i64 4
  %81 = insertvalue [2 x <5 x i32>] %75, <5 x i32> %80, 1
  call void @printOpen()
  %82 = extractvalue [2 x <5 x i32>] %81, 0
  call void @printOpen()
  %83 = extractelement <5 x i32> %82, i64 0
  %84 = sext i32 %83 to i64
  call void @printI64(i64 %84)
  call void @printComma()
  %85 = extractelement <5 x i32> %82, i64 1
  %86 = sext i32 %85 to i64
  call void @printI64(i64 %86)
  call void @printComma()
  %87 = extractelement <5 x i32> %82, i64 2
  %88 = sext i32 %87 to i64
  call void @printI64(i64 %88)
  call void @printComma()
  %89 = extractelement <5 x i32> %82, i64 3
  %90 = sext i32 %89 to i64
  call void @printI64(i64 %90)
  call void @printComma()
  %91 = extractelement <5 x i32> %82, i64 4
  %92 = sext i32 %91 to i64
  call void @printI64(i64 %92)
  call void @printClose()
  call void @printComma()
  %93 = extractvalue [2 x <5 x i32>] %81, 1
  call void @printOpen()
  %94 = extractelement <5 x i32> %93, i64 0
  %95 = sext i32 %94 to i64
  call void @printI64(i64 %95)
  call void @printComma()
  %96 = extractelement <5 x i32> %93, i64 1
  %97 = sext i32 %96 to i64
  call void @printI64(i64 %97)
  call void @printComma()
  %98 = extractelement <5 x i32> %93, i64 2
  %99 = sext i32 %98 to i64
  call void @printI64(i64 %99)
  call void @printComma()
  %100 = extractelement <5 x i32> %93, i64 3
  %101 = sext i32 %100 to i64
  call void @printI64(i64 %101)
  call void @printComma()
  %102 = extractelement <5 x i32> %93, i64 4
  %103 = sext i32 %102 to i64
  call void @printI64(i64 %103)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %104 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 0
  %105 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 1
  %106 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 2
  %107 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 3
  %108 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 4
  %109 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 5
  %110 = insertelement <3 x float> undef, float %107, i64 0
  %111 = insertelement <3 x float> %110, float %108, i64 1
  %112 = insertelement <3 x float> %111, float %109, i64 2
  call void @printOpen()
  %113 = extractelement <3 x float> %112, i64 0
  call void @printF32(float %113)
  call void @printComma()
  %114 = extractelement <3 x float> %112, i64 1
  call void @printF32(float %114)
  call void @printComma()
  %115 = extractelement <3 x float> %112, i64 2
  call void @printF32(float %115)
  call void @printClose()
  call void @printNewline()
  %116 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 -1, i32 -2>, <2 x i32> <i32 -3, i32 -4>], 0
  %117 = extractelement <2 x i32> %116, i64 0
  %118 = extractelement <2 x i32> %116, i64 1
  %119 = extractvalue [2 x <2 x i32>] [<2 x i32> <i32 -1, i32 -2>, <2 x i32> <i32 -3, i32 -4>], 1
  %120 = extractelement <2 x i32> %119, i64 0
  %121 = extractelement <2 x i32> %119, i64 1
  %122 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 0
  %123 = extractelement <5 x i32> %122, i64 0
  %124 = extractelement <5 x i32> %122, i64 1
  %125 = extractelement <5 x i32> %122, i64 2
  %126 = extractelement <5 x i32> %122, i64 3
  %127 = extractelement <5 x i32> %122, i64 4
  %128 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 1
  %129 = extractelement <5 x i32> %128, i64 0
  %130 = extractelement <5 x i32> %128, i64 1
  %131 = extractelement <5 x i32> %128, i64 2
  %132 = extractelement <5 x i32> %128, i64 3
  %133 = extractelement <5 x i32> %128, i64 4
  %134 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 2
  %135 = extractelement <5 x i32> %134, i64 0
  %136 = extractelement <5 x i32> %134, i64 1
  %137 = extractelement <5 x i32> %134, i64 2
  %138 = extractelement <5 x i32> %134, i64 3
  %139 = extractelement <5 x i32> %134, i64 4
  %140 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 3
  %141 = extractelement <5 x i32> %140, i64 0
  %142 = extractelement <5 x i32> %140, i64 1
  %143 = extractelement <5 x i32> %140, i64 2
  %144 = extractelement <5 x i32> %140, i64 3
  %145 = extractelement <5 x i32> %140, i64 4
  %146 = insertelement <5 x i32> undef, i32 %123, i64 0
  %147 = insertelement <5 x i32> %146, i32 %124, i64 1
  %148 = insertelement <5 x i32> %147, i32 %125, i64 2
  %149 = insertelement <5 x i32> %148, i32 %126, i64 3
  %150 = insertelement <5 x i32> %149, i32 %127, i64 4
  %151 = insertvalue [4 x <5 x i32>] undef, <5 x i32> %150, 0
  %152 = insertelement <5 x i32> undef, i32 %129, i64 0
  %153 = insertelement <5 x i32> %152, i32 %130, i64 1
  %154 = insertelement <5 x i32> %153, i32 %131, i64 2
  %155 = insertelement <5 x i32> %154, i32 %132, i64 3
  %156 = insertelement <5 x i32> %155, i32 %133, i64 4
  %157 = insertvalue [4 x <5 x i32>] %151, <5 x i32> %156, 1
  %158 = insertelement <5 x i32> undef, i32 %135, i64 0
  %159 = insertelement <5 x i32> %158, i32 %136, i64 1
  %160 = insertelement <5 x i32> %159, i32 %137, i64 2
  %161 = insertelement <5 x i32> %160, i32 %117, i64 3
  %162 = insertelement <5 x i32> %161, i32 %118, i64 4
  %163 = insertvalue [4 x <5 x i32>] %157, <5 x i32> %162, 2
  %164 = insertelement <5 x i32> undef, i32 %141, i64 0
  %165 = insertelement <5 x i32> %164, i32 %142, i64 1
  %166 = insertelement <5 x i32> %165, i32 %143, i64 2
  %167 = insertelement <5 x i32> %166, i32 %120, i64 3
  %168 = insertelement <5 x i32> %167, i32 %121, i64 4
  %169 = insertvalue [4 x <5 x i32>] %163, <5 x i32> %168, 3
  call void @printOpen()
  %170 = extractvalue [4 x <5 x i32>] %169, 0
  call void @printOpen()
  %171 = extractelement <5 x i32> %170, i64 0
  %172 = sext i32 %171 to i64
  call void @printI64(i64 %172)
  call void @printComma()
  %173 = extractelement <5 x i32> %170, i64 1
  %174 = sext i32 %173 to i64
  call void @printI64(i64 %174)
  call void @printComma()
  %175 = extractelement <5 x i32> %170, i64 2
  %176 = sext i32 %175 to i64
  call void @printI64(i64 %176)
  call void @printComma()
  %177 = extractelement <5 x i32> %170, i64 3
  %178 = sext i32 %177 to i64
  call void @printI64(i64 %178)
  call void @printComma()
  %179 = extractelement <5 x i32> %170, i64 4
  %180 = sext i32 %179 to i64
  call void @printI64(i64 %180)
  call void @printClose()
  call void @printComma()
  %181 = extractvalue [4 x <5 x i32>] %169, 1
  call void @printOpen()
  %182 = extractelement <5 x i32> %181, i64 0
  %183 = sext i32 %182 to i64
  call void @printI64(i64 %183)
  call void @printComma()
  %184 = extractelement <5 x i32> %181, i64 1
  %185 = sext i32 %184 to i64
  call void @printI64(i64 %185)
  call void @printComma()
  %186 = extractelement <5 x i32> %181, i64 2
  %187 = sext i32 %186 to i64
  call void @printI64(i64 %187)
  call void @printComma()
  %188 = extractelement <5 x i32> %181, i64 3
  %189 = sext i32 %188 to i64
  call void @printI64(i64 %189)
  call void @printComma()
  %190 = extractelement <5 x i32> %181, i64 4
  %191 = sext i32 %190 to i64
  call void @printI64(i64 %191)
  call void @printClose()
  call void @printComma()
  %192 = extractvalue [4 x <5 x i32>] %169, 2
  call void @printOpen()
  %193 = extractelement <5 x i32> %192, i64 0
  %194 = sext i32 %193 to i64
  call void @printI64(i64 %194)
  call void @printComma()
  %195 = extractelement <5 x i32> %192, i64 1
  %196 = sext i32 %195 to i64
  call void @printI64(i64 %196)
  call void @printComma()
  %197 = extractelement <5 x i32> %192, i64 2
  %198 = sext i32 %197 to i64
  call void @printI64(i64 %198)
  call void @printComma()
  %199 = extractelement <5 x i32> %192, i64 3
  %200 = sext i32 %199 to i64
  call void @printI64(i64 %200)
  call void @printComma()
  %201 = extractelement <5 x i32> %192, i64 4
  %202 = sext i32 %201 to i64
  call void @printI64(i64 %202)
  call void @printClose()
  call void @printComma()
  %203 = extractvalue [4 x <5 x i32>] %169, 3
  call void @printOpen()
  %204 = extractelement <5 x i32> %203, i64 0
  %205 = sext i32 %204 to i64
  call void @printI64(i64 %205)
  call void @printComma()
  %206 = extractelement <5 x i32> %203, i64 1
  %207 = sext i32 %206 to i64
  call void @printI64(i64 %207)
  call void @printComma()
  %208 = extractelement <5 x i32> %203, i64 2
  %209 = sext i32 %208 to i64
  call void @printI64(i64 %209)
  call void @printComma()
  %210 = extractelement <5 x i32> %203, i64 3
  %211 = sext i32 %210 to i64
  call void @printI64(i64 %211)
  call void @printComma()
  %212 = extractelement <5 x i32> %203, i64 4
  %213 = sext i32 %212 to i64
  call void @printI64(i64 %213)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %214 = extractelement <3 x i32> <i32 7, i32 8, i32 9>, i64 0
  %215 = extractelement <3 x i32> <i32 7, i32 8, i32 9>, i64 1
  %216 = extractelement <3 x i32> <i32 7, i32 8, i32 9>, i64 2
  %217 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 0
  %218 = extractelement <5 x i32> %217, i64 0
  %219 = extractelement <5 x i32> %217, i64 1
  %220 = extractelement <5 x i32> %217, i64 2
  %221 = extractelement <5 x i32> %217, i64 3
  %222 = extractelement <5 x i32> %217, i64 4
  %223 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 1
  %224 = extractelement <5 x i32> %223, i64 0
  %225 = extractelement <5 x i32> %223, i64 1
  %226 = extractelement <5 x i32> %223, i64 2
  %227 = extractelement <5 x i32> %223, i64 3
  %228 = extractelement <5 x i32> %223, i64 4
  %229 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 2
  %230 = extractelement <5 x i32> %229, i64 0
  %231 = extractelement <5 x i32> %229, i64 1
  %232 = extractelement <5 x i32> %229, i64 2
  %233 = extractelement <5 x i32> %229, i64 3
  %234 = extractelement <5 x i32> %229, i64 4
  %235 = extractvalue [4 x <5 x i32>] [<5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>, <5 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14>, <5 x i32> <i32 20, i32 21, i32 22, i32 23, i32 24>, <5 x i32> <i32 30, i32 31, i32 32, i32 33, i32 34>], 3
  %236 = extractelement <5 x i32> %235, i64 0
  %237 = extractelement <5 x i32> %235, i64 1
  %238 = extractelement <5 x i32> %235, i64 2
  %239 = extractelement <5 x i32> %235, i64 3
  %240 = extractelement <5 x i32> %235, i64 4
  %241 = insertelement <5 x i32> undef, i32 %218, i64 0
  %242 = insertelement <5 x i32> %241, i32 %219, i64 1
  %243 = insertelement <5 x i32> %242, i32 %220, i64 2
  %244 = insertelement <5 x i32> %243, i32 %221, i64 3
  %245 = insertelement <5 x i32> %244, i32 %222, i64 4
  %246 = insertvalue [4 x <5 x i32>] undef, <5 x i32> %245, 0
  %247 = insertelement <5 x i32> undef, i32 %224, i64 0
  %248 = insertelement <5 x i32> %247, i32 %225, i64 1
  %249 = insertelement <5 x i32> %248, i32 %226, i64 2
  %250 = insertelement <5 x i32> %249, i32 %227, i64 3
  %251 = insertelement <5 x i32> %250, i32 %228, i64 4
  %252 = insertvalue [4 x <5 x i32>] %246, <5 x i32> %251, 1
  %253 = insertelement <5 x i32> undef, i32 %230, i64 0
  %254 = insertelement <5 x i32> %253, i32 %231, i64 1
  %255 = insertelement <5 x i32> %254, i32 %232, i64 2
  %256 = insertelement <5 x i32> %255, i32 %233, i64 3
  %257 = insertelement <5 x i32> %256, i32 %234, i64 4
  %258 = insertvalue [4 x <5 x i32>] %252, <5 x i32> %257, 2
  %259 = insertelement <5 x i32> undef, i32 %236, i64 0
  %260 = insertelement <5 x i32> %259, i32 %214, i64 1
  %261 = insertelement <5 x i32> %260, i32 %215, i64 2
  %262 = insertelement <5 x i32> %261, i32 %216, i64 3
  %263 = insertelement <5 x i32> %262, i32 %240, i64 4
  %264 = insertvalue [4 x <5 x i32>] %258, <5 x i32> %263, 3
  call void @printOpen()
  %265 = extractvalue [4 x <5 x i32>] %264, 0
  call void @printOpen()
  %266 = extractelement <5 x i32> %265, i64 0
  %267 = sext i32 %266 to i64
  call void @printI64(i64 %267)
  call void @printComma()
  %268 = extractelement <5 x i32> %265, i64 1
  %269 = sext i32 %268 to i64
  call void @printI64(i64 %269)
  call void @printComma()
  %270 = extractelement <5 x i32> %265, i64 2
  %271 = sext i32 %270 to i64
  call void @printI64(i64 %271)
  call void @printComma()
  %272 = extractelement <5 x i32> %265, i64 3
  %273 = sext i32 %272 to i64
  call void @printI64(i64 %273)
  call void @printComma()
  %274 = extractelement <5 x i32> %265, i64 4
  %275 = sext i32 %274 to i64
  call void @printI64(i64 %275)
  call void @printClose()
  call void @printComma()
  %276 = extractvalue [4 x <5 x i32>] %264, 1
  call void @printOpen()
  %277 = extractelement <5 x i32> %276, i64 0
  %278 = sext i32 %277 to i64
  call void @printI64(i64 %278)
  call void @printComma()
  %279 = extractelement <5 x i32> %276, i64 1
  %280 = sext i32 %279 to i64
  call void @printI64(i64 %280)
  call void @printComma()
  %281 = extractelement <5 x i32> %276, i64 2
  %282 = sext i32 %281 to i64
  call void @printI64(i64 %282)
  call void @printComma()
  %283 = extractelement <5 x i32> %276, i64 3
  %284 = sext i32 %283 to i64
  call void @printI64(i64 %284)
  call void @printComma()
  %285 = extractelement <5 x i32> %276, i64 4
  %286 = sext i32 %285 to i64
  call void @printI64(i64 %286)
  call void @printClose()
  call void @printComma()
  %287 = extractvalue [4 x <5 x i32>] %264, 2
  call void @printOpen()
  %288 = extractelement <5 x i32> %287, i64 0
  %289 = sext i32 %288 to i64
  call void @printI64(i64 %289)
  call void @printComma()
  %290 = extractelement <5 x i32> %287, i64 1
  %291 = sext i32 %290 to i64
  call void @printI64(i64 %291)
  call void @printComma()
  %292 = extractelement <5 x i32> %287, i64 2
  %293 = sext i32 %292 to i64
  call void @printI64(i64 %293)
  call void @printComma()
  %294 = extractelement <5 x i32> %287, i64 3
  %295 = sext i32 %294 to i64
  call void @printI64(i64 %295)
  call void @printComma()
  %296 = extractelement <5 x i32> %287, i64 4
  %297 = sext i32 %296 to i64
  call void @printI64(i64 %297)
  call void @printClose()
  call void @printComma()
  %298 = extractvalue [4 x <5 x i32>] %264, 3
  call void @printOpen()
  %299 = extractelement <5 x i32> %298, i64 0
  %300 = sext i32 %299 to i64
  call void @printI64(i64 %300)
  call void @printComma()
  %301 = extractelement <5 x i32> %298, i64 1
  %302 = sext i32 %301 to i64
  call void @printI64(i64 %302)
  call void @printComma()
  %303 = extractelement <5 x i32> %298, i64 2
  %304 = sext i32 %303 to i64
  call void @printI64(i64 %304)
  call void @printComma()
  %305 = extractelement <5 x i32> %298, i64 3
  %306 = sext i32 %305 to i64
  call void @printI64(i64 %306)
  call void @printComma()
  %307 = extractelement <5 x i32> %298, i64 4
  %308 = sext i32 %307 to i64
  call void @printI64(i64 %308)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %309 = extractelement <3 x float> %112, i64 0
  %310 = extractelement <3 x float> %112, i64 1
  %311 = extractelement <3 x float> %112, i64 2
  %312 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 0
  %313 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 1
  %314 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 2
  %315 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 3
  %316 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 4
  %317 = extractelement <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5>, i64 5
  %318 = insertelement <6 x float> undef, float %309, i64 0
  %319 = insertelement <6 x float> %318, float %310, i64 1
  %320 = insertelement <6 x float> %319, float %311, i64 2
  %321 = insertelement <6 x float> %320, float %315, i64 3
  %322 = insertelement <6 x float> %321, float %316, i64 4
  %323 = insertelement <6 x float> %322, float %317, i64 5
  call void @printOpen()
  %324 = extractelement <6 x float> %323, i64 0
  call void @printF32(float %324)
  call void @printComma()
  %325 = extractelement <6 x float> %323, i64 1
  call void @printF32(float %325)
  call void @printComma()
  %326 = extractelement <6 x float> %323, i64 2
  call void @printF32(float %326)
  call void @printComma()
  %327 = extractelement <6 x float> %323, i64 3
  call void @printF32(float %327)
  call void @printComma()
  %328 = extractelement <6 x float> %323, i64 4
  call void @printF32(float %328)
  call void @printComma()
  %329 = extractelement <6 x float> %323, i64 5
  call void @printF32(float %329)
  call void @printClose()
  call void @printNewline()
  %330 = bitcast <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5> to <6 x i32>
  call void @printOpen()
  %331 = extractelement <6 x i32> %330, i64 0
  %332 = sext i32 %331 to i64
  call void @printI64(i64 %332)
  call void @printComma()
  %333 = extractelement <6 x i32> %330, i64 1
  %334 = sext i32 %333 to i64
  call void @printI64(i64 %334)
  call void @printComma()
  %335 = extractelement <6 x i32> %330, i64 2
  %336 = sext i32 %335 to i64
  call void @printI64(i64 %336)
  call void @printComma()
  %337 = extractelement <6 x i32> %330, i64 3
  %338 = sext i32 %337 to i64
  call void @printI64(i64 %338)
  call void @printComma()
  %339 = extractelement <6 x i32> %330, i64 4
  %340 = sext i32 %339 to i64
  call void @printI64(i64 %340)
  call void @printComma()
  %341 = extractelement <6 x i32> %330, i64 5
  %342 = sext i32 %341 to i64
  call void @printI64(i64 %342)
  call void @printClose()
  call void @printNewline()
  %343 = bitcast <6 x float> <float 1.5, float 2.5, float 3.5, float 4.5, float 5.5, float 6.5> to <12 x i16>
  call void @printOpen()
  %344 = extractelement <12 x i16> %343, i64 0
  %345 = sext i16 %344 to i64
  call void @printI64(i64 %345)
  call void @printComma()
  %346 = extractelement <12 x i16> %343, i64 1
  %347 = sext i16 %346 to i64
  call void @printI64(i64 %347)
  call void @printComma()
  %348 = extractelement <12 x i16> %343, i64 2
  %349 = sext i16 %348 to i64
  call void @printI64(i64 %349)
  call void @printComma()
  %350 = extractelement <12 x i16> %343, i64 3
  %351 = sext i16 %350 to i64
  call void @printI64(i64 %351)
  call void @printComma()
  %352 = extractelement <12 x i16> %343, i64 4
  %353 = sext i16 %352 to i64
  call void @printI64(i64 %353)
  call void @printComma()
  %354 = extractelement <12 x i16> %343, i64 5
  %355 = sext i16 %354 to i64
  call void @printI64(i64 %355)
  call void @printComma()
  %356 = extractelement <12 x i16> %343, i64 6
  %357 = sext i16 %356 to i64
  call void @printI64(i64 %357)
  call void @printComma()
  %358 = extractelement <12 x i16> %343, i64 7
  %359 = sext i16 %358 to i64
  call void @printI64(i64 %359)
  call void @printComma()
  %360 = extractelement <12 x i16> %343, i64 8
  %361 = sext i16 %360 to i64
  call void @printI64(i64 %361)
  call void @printComma()
  %362 = extractelement <12 x i16> %343, i64 9
  %363 = sext i16 %362 to i64
  call void @printI64(i64 %363)
  call void @printComma()
  %364 = extractelement <12 x i16> %343, i64 10
  %365 = sext i16 %364 to i64
  call void @printI64(i64 %365)
  call void @printComma()
  %366 = extractelement <12 x i16> %343, i64 11
  %367 = sext i16 %366 to i64
  call void @printI64(i64 %367)
  call void @printClose()
  call void @printNewline()
  %368 = extractvalue [2 x <3 x i32>] %31, 0
  %369 = bitcast <3 x i32> %368 to <12 x i8>
  %370 = insertvalue [2 x <12 x i8>] undef, <12 x i8> %369, 0
  %371 = extractvalue [2 x <3 x i32>] %31, 1
  %372 = bitcast <3 x i32> %371 to <12 x i8>
  %373 = insertvalue [2 x <12 x i8>] %370, <12 x i8> %372, 1
  call void @printOpen()
  %374 = extractvalue [2 x <12 x i8>] %373, 0
  call void @printOpen()
  %375 = extractelement <12 x i8> %374, i64 0
  %376 = sext i8 %375 to i64
  call void @printI64(i64 %376)
  call void @printComma()
  %377 = extractelement <12 x i8> %374, i64 1
  %378 = sext i8 %377 to i64
  call void @printI64(i64 %378)
  call void @printComma()
  %379 = extractelement <12 x i8> %374, i64 2
  %380 = sext i8 %379 to i64
  call void @printI64(i64 %380)
  call void @printComma()
  %381 = extractelement <12 x i8> %374, i64 3
  %382 = sext i8 %381 to i64
  call void @printI64(i64 %382)
  call void @printComma()
  %383 = extractelement <12 x i8> %374, i64 4
  %384 = sext i8 %383 to i64
  call void @printI64(i64 %384)
  call void @printComma()
  %385 = extractelement <12 x i8> %374, i64 5
  %386 = sext i8 %385 to i64
  call void @printI64(i64 %386)
  call void @printComma()
  %387 = extractelement <12 x i8> %374, i64 6
  %388 = sext i8 %387 to i64
  call void @printI64(i64 %388)
  call void @printComma()
  %389 = extractelement <12 x i8> %374, i64 7
  %390 = sext i8 %389 to i64
  call void @printI64(i64 %390)
  call void @printComma()
  %391 = extractelement <12 x i8> %374, i64 8
  %392 = sext i8 %391 to i64
  call void @printI64(i64 %392)
  call void @printComma()
  %393 = extractelement <12 x i8> %374, i64 9
  %394 = sext i8 %393 to i64
  call void @printI64(i64 %394)
  call void @printComma()
  %395 = extractelement <12 x i8> %374, i64 10
  %396 = sext i8 %395 to i64
  call void @printI64(i64 %396)
  call void @printComma()
  %397 = extractelement <12 x i8> %374, i64 11
  %398 = sext i8 %397 to i64
  call void @printI64(i64 %398)
  call void @printClose()
  call void @printComma()
  %399 = extractvalue [2 x <12 x i8>] %373, 1
  call void @printOpen()
  %400 = extractelement <12 x i8> %399, i64 0
  %401 = sext i8 %400 to i64
  call void @printI64(i64 %401)
  call void @printComma()
  %402 = extractelement <12 x i8> %399, i64 1
  %403 = sext i8 %402 to i64
  call void @printI64(i64 %403)
  call void @printComma()
  %404 = extractelement <12 x i8> %399, i64 2
  %405 = sext i8 %404 to i64
  call void @printI64(i64 %405)
  call void @printComma()
  %406 = extractelement <12 x i8> %399, i64 3
  %407 = sext i8 %406 to i64
  call void @printI64(i64 %407)
  call void @printComma()
  %408 = extractelement <12 x i8> %399, i64 4
  %409 = sext i8 %408 to i64
  call void @printI64(i64 %409)
  call void @printComma()
  %410 = extractelement <12 x i8> %399, i64 5
  %411 = sext i8 %410 to i64
  call void @printI64(i64 %411)
  call void @printComma()
  %412 = extractelement <12 x i8> %399, i64 6
  %413 = sext i8 %412 to i64
  call void @printI64(i64 %413)
  call void @printComma()
  %414 = extractelement <12 x i8> %399, i64 7
  %415 = sext i8 %414 to i64
  call void @printI64(i64 %415)
  call void @printComma()
  %416 = extractelement <12 x i8> %399, i64 8
  %417 = sext i8 %416 to i64
  call void @printI64(i64 %417)
  call void @printComma()
  %418 = extractelement <12 x i8> %399, i64 9
  %419 = sext i8 %418 to i64
  call void @printI64(i64 %419)
  call void @printComma()
  %420 = extractelement <12 x i8> %399, i64 10
  %421 = sext i8 %420 to i64
  call void @printI64(i64 %421)
  call void @printComma()
  %422 = extractelement <12 x i8> %399, i64 11
  %423 = sext i8 %422 to i64
  call void @printI64(i64 %423)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %424 = bitcast <12 x i16> %343 to <3 x double>
  call void @printOpen()
  %425 = extractelement <3 x double> %424, i64 0
  call void @printF64(double %425)
  call void @printComma()
  %426 = extractelement <3 x double> %424, i64 1
  call void @printF64(double %426)
  call void @printComma()
  %427 = extractelement <3 x double> %424, i64 2
  call void @printF64(double %427)
  call void @printClose()
  call void @printNewline()
  %428 = getelementptr float, float* null, i64 8
  %429 = ptrtoint float* %428 to i64
  %430 = call i8* @malloc(i64 %429)
  %431 = bitcast i8* %430 to float*
  %432 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } undef, float* %431, 0
  %433 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %432, float* %431, 1
  %434 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %433, i64 0, 2
  %435 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %434, i64 2, 3, 0
  %436 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %435, i64 4, 3, 1
  %437 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %436, i64 4, 4, 0
  %438 = insertvalue { float*, float*, i64, [2 x i64], [2 x i64] } %437, i64 1, 4, 1
  %439 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %438, 0
  %440 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %438, 1
  %441 = bitcast float* %439 to [2 x <4 x float>]*
  %442 = bitcast float* %440 to [2 x <4 x float>]*
  %443 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64 } undef, [2 x <4 x float>]* %441, 0
  %444 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64 } %443, [2 x <4 x float>]* %442, 1
  %445 = insertvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64 } %444, i64 0, 2
  %446 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64 } %445, 1
  store [2 x <4 x float>] [<4 x float> <float 1.0, float 2.0, float 3.0, float 3.5>, <4 x float> <float 4.0, float 5.0, float 6.0, float 6.5>], [2 x <4 x float>]* %446
  %447 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %438, 1
  %448 = mul i64 1, 4
  %449 = add i64 %448, 0
  %450 = getelementptr float, float* %447, i64 %449
  store float 4.25, float* %450
  %451 = extractvalue { [2 x <4 x float>]*, [2 x <4 x float>]*, i64 } %445, 1
  %452 = load [2 x <4 x float>], [2 x <4 x float>]* %451
  call void @printOpen()
  %453 = extractvalue [2 x <4 x float>] %452, 0
  call void @printOpen()
  %454 = extractelement <4 x float> %453, i64 0
  call void @printF32(float %454)
  call void @printComma()
  %455 = extractelement <4 x float> %453, i64 1
  call void @printF32(float %455)
  call void @printComma()
  %456 = extractelement <4 x float> %453, i64 2
  call void @printF32(float %456)
  call void @printComma()
  %457 = extractelement <4 x float> %453, i64 3
  call void @printF32(float %457)
  call void @printClose()
  call void @printComma()
  %458 = extractvalue [2 x <4 x float>] %452, 1
  call void @printOpen()
  %459 = extractelement <4 x float> %458, i64 0
  call void @printF32(float %459)
  call void @printComma()
  %460 = extractelement <4 x float> %458, i64 1
  call void @printF32(float %460)
  call void @printComma()
  %461 = extractelement <4 x float> %458, i64 2
  call void @printF32(float %461)
  call void @printComma()
  %462 = extractelement <4 x float> %458, i64 3
  call void @printF32(float %462)
  call void @printClose()
  call void @printClose()
  call void @printNewline()
  %463 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %438, 1
  %464 = mul i64 1, 4
  %465 = add i64 %464, 1
  %466 = getelementptr float, float* %463, i64 %465
  %467 = load float, float* %466
  call void @printF32(float %467)
  call void @printNewline()
  %468 = extractvalue { float*, float*, i64, [2 x i64], [2 x i64] } %438, 0
  %469 = bitcast float* %468 to i8*
  call void @free(i8* %469)
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

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
