; ModuleID = 'reduction_new.mlir'
source_filename = "reduction_new.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__mlir2ll_vector_print_str_0 = private constant [4 x i8] c"%ld\00", align 1

@__mlir2ll_vector_print_str_1 = private constant [3 x i8] c"%g\00", align 1

@__mlir2ll_vector_print_str_2 = private constant [3 x i8] c"%s\00", align 1

@__mlir2ll_vector_print_str_3 = private constant [2 x i8] c"\0A\00", align 1

define void @ri(<4 x i16> %0, i16 %1) {
bb0:
  %2 = call i16 @llvm.vector.reduce.add.v4i16(<4 x i16> %0)
  %3 = add i16 %2, %1
  %4 = call i16 @llvm.vector.reduce.mul.v4i16(<4 x i16> %0)
  %5 = mul i16 %4, %1
  %6 = call i16 @llvm.vector.reduce.smin.v4i16(<4 x i16> %0)
  %7 = call i16 @llvm.smin.i16(i16 %6, i16 %1)
  %8 = call i16 @llvm.vector.reduce.smax.v4i16(<4 x i16> %0)
  %9 = call i16 @llvm.smax.i16(i16 %8, i16 %1)
  %10 = call i16 @llvm.vector.reduce.umin.v4i16(<4 x i16> %0)
  %11 = call i16 @llvm.umin.i16(i16 %10, i16 %1)
  %12 = call i16 @llvm.vector.reduce.umax.v4i16(<4 x i16> %0)
  %13 = call i16 @llvm.umax.i16(i16 %12, i16 %1)
  %14 = call i16 @llvm.vector.reduce.and.v4i16(<4 x i16> %0)
  %15 = and i16 %14, %1
  %16 = call i16 @llvm.vector.reduce.or.v4i16(<4 x i16> %0)
  %17 = or i16 %16, %1
  %18 = call i16 @llvm.vector.reduce.xor.v4i16(<4 x i16> %0)
  %19 = xor i16 %18, %1
  %20 = call i16 @llvm.vector.reduce.umin.v4i16(<4 x i16> %0)
  %21 = call i16 @llvm.vector.reduce.umax.v4i16(<4 x i16> %0)
  %22 = sext i16 %3 to i64
  call void @printI64(i64 %22)
  call void @printNewline()
  %23 = sext i16 %5 to i64
  call void @printI64(i64 %23)
  call void @printNewline()
  %24 = sext i16 %7 to i64
  call void @printI64(i64 %24)
  call void @printNewline()
  %25 = sext i16 %9 to i64
  call void @printI64(i64 %25)
  call void @printNewline()
  %26 = sext i16 %11 to i64
  call void @printI64(i64 %26)
  call void @printNewline()
  %27 = sext i16 %13 to i64
  call void @printI64(i64 %27)
  call void @printNewline()
  %28 = sext i16 %15 to i64
  call void @printI64(i64 %28)
  call void @printNewline()
  %29 = sext i16 %17 to i64
  call void @printI64(i64 %29)
  call void @printNewline()
  %30 = sext i16 %19 to i64
  call void @printI64(i64 %30)
  call void @printNewline()
  %31 = sext i16 %20 to i64
  call void @printI64(i64 %31)
  call void @printNewline()
  %32 = sext i16 %21 to i64
  call void @printI64(i64 %32)
  call void @printNewline()
  ret void
}

define void @rf(<4 x double> %0, <3 x double> %1, <2 x double> %2, double %3) {
bb0:
  %4 = extractelement <4 x double> %0, i64 0
  %5 = extractelement <4 x double> %0, i64 1
  %6 = fcmp ogt double %4, %5
  %7 = select i1 %6, double %4, double %5
  %8 = bitcast double %4 to i64
  %9 = bitcast double %5 to i64
  %10 = and i64 %8, %9
  %11 = bitcast i64 %10 to double
  %12 = fcmp oeq double %4, %5
  %13 = select i1 %12, double %11, double %7
  %14 = fcmp uno double %4, %5
  %15 = fadd double %4, %5
  %16 = select i1 %14, double %15, double %13
  %17 = extractelement <4 x double> %0, i64 2
  %18 = fcmp ogt double %16, %17
  %19 = select i1 %18, double %16, double %17
  %20 = bitcast double %16 to i64
  %21 = bitcast double %17 to i64
  %22 = and i64 %20, %21
  %23 = bitcast i64 %22 to double
  %24 = fcmp oeq double %16, %17
  %25 = select i1 %24, double %23, double %19
  %26 = fcmp uno double %16, %17
  %27 = fadd double %16, %17
  %28 = select i1 %26, double %27, double %25
  %29 = extractelement <4 x double> %0, i64 3
  %30 = fcmp ogt double %28, %29
  %31 = select i1 %30, double %28, double %29
  %32 = bitcast double %28 to i64
  %33 = bitcast double %29 to i64
  %34 = and i64 %32, %33
  %35 = bitcast i64 %34 to double
  %36 = fcmp oeq double %28, %29
  %37 = select i1 %36, double %35, double %31
  %38 = fcmp uno double %28, %29
  %39 = fadd double %28, %29
  %40 = select i1 %38, double %39, double %37
  %41 = extractelement <4 x double> %0, i64 0
  %42 = extractelement <4 x double> %0, i64 1
  %43 = fcmp olt double %41, %42
  %44 = select i1 %43, double %41, double %42
  %45 = bitcast double %41 to i64
  %46 = bitcast double %42 to i64
  %47 = or i64 %45, %46
  %48 = bitcast i64 %47 to double
  %49 = fcmp oeq double %41, %42
  %50 = select i1 %49, double %48, double %44
  %51 = fcmp uno double %41, %42
  %52 = fadd double %41, %42
  %53 = select i1 %51, double %52, double %50
  %54 = extractelement <4 x double> %0, i64 2
  %55 = fcmp olt double %53, %54
  %56 = select i1 %55, double %53, double %54
  %57 = bitcast double %53 to i64
  %58 = bitcast double %54 to i64
  %59 = or i64 %57, %58
  %60 = bitcast i64 %59 to double
  %61 = fcmp oeq double %53, %54
  %62 = select i1 %61, double %60, double %56
  %63 = fcmp uno double %53, %54
  %64 = fadd double %53, %54
  %65 = select i1 %63, double %64, double %62
  %66 = extractelement <4 x double> %0, i64 3
  %67 = fcmp olt double %65, %66
  %68 = select i1 %67, double %65, double %66
  %69 = bitcast double %65 to i64
  %70 = bitcast double %66 to i64
  %71 = or i64 %69, %70
  %72 = bitcast i64 %71 to double
  %73 = fcmp oeq double %65, %66
  %74 = select i1 %73, double %72, double %68
  %75 = fcmp uno double %65, %66
  %76 = fadd double %65, %66
  %77 = select i1 %75, double %76, double %74
  %78 = fcmp olt double %77, %3
  %79 = select i1 %78, double %77, double %3
  %80 = bitcast double %77 to i64
  %81 = bitcast double %3 to i64
  %82 = or i64 %80, %81
  %83 = bitcast i64 %82 to double
  %84 = fcmp oeq double %77, %3
  %85 = select i1 %84, double %83, double %79
  %86 = fcmp uno double %77, %3
  %87 = fadd double %77, %3
  %88 = select i1 %86, double %87, double %85
  %89 = extractelement <3 x double> %1, i64 0
  %90 = extractelement <3 x double> %1, i64 1
  %91 = fcmp ogt double %89, %90
  %92 = select i1 %91, double %89, double %90
  %93 = bitcast double %89 to i64
  %94 = bitcast double %90 to i64
  %95 = and i64 %93, %94
  %96 = bitcast i64 %95 to double
  %97 = fcmp oeq double %89, %90
  %98 = select i1 %97, double %96, double %92
  %99 = fcmp uno double %89, %90
  %100 = fadd double %89, %90
  %101 = select i1 %99, double %100, double %98
  %102 = extractelement <3 x double> %1, i64 2
  %103 = fcmp ogt double %101, %102
  %104 = select i1 %103, double %101, double %102
  %105 = bitcast double %101 to i64
  %106 = bitcast double %102 to i64
  %107 = and i64 %105, %106
  %108 = bitcast i64 %107 to double
  %109 = fcmp oeq double %101, %102
  %110 = select i1 %109, double %108, double %104
  %111 = fcmp uno double %101, %102
  %112 = fadd double %101, %102
  %113 = select i1 %111, double %112, double %110
  %114 = extractelement <3 x double> %1, i64 0
  %115 = extractelement <3 x double> %1, i64 1
  %116 = fcmp olt double %114, %115
  %117 = select i1 %116, double %114, double %115
  %118 = bitcast double %114 to i64
  %119 = bitcast double %115 to i64
  %120 = or i64 %118, %119
  %121 = bitcast i64 %120 to double
  %122 = fcmp oeq double %114, %115
  %123 = select i1 %122, double %121, double %117
  %124 = fcmp uno double %114, %115
  %125 = fadd double %114, %115
  %126 = select i1 %124, double %125, double %123
  %127 = extractelement <3 x double> %1, i64 2
  %128 = fcmp olt double %126, %127
  %129 = select i1 %128, double %126, double %127
  %130 = bitcast double %126 to i64
  %131 = bitcast double %127 to i64
  %132 = or i64 %130, %131
  %133 = bitcast i64 %132 to double
  %134 = fcmp oeq double %126, %127
  %135 = select i1 %134, double %133, double %129
  %136 = fcmp uno double %126, %127
  %137 = fadd double %126, %127
  %138 = select i1 %136, double %137, double %135
  %139 = call double @llvm.vector.reduce.fmax.v3f64(<3 x double> %1)
  %140 = call double @llvm.vector.reduce.fmin.v3f64(<3 x double> %1)
  %141 = call double @llvm.minnum.f64(double %140, double %3)
  %142 = extractelement <2 x double> %2, i64 0
  %143 = extractelement <2 x double> %2, i64 1
  %144 = fcmp ogt double %142, %143
  %145 = select i1 %144, double %142, double %143
  %146 = bitcast double %142 to i64
  %147 = bitcast double %143 to i64
  %148 = and i64 %146, %147
  %149 = bitcast i64 %148 to double
  %150 = fcmp oeq double %142, %143
  %151 = select i1 %150, double %149, double %145
  %152 = fcmp uno double %142, %143
  %153 = fadd double %142, %143
  %154 = select i1 %152, double %153, double %151
  %155 = extractelement <2 x double> %2, i64 0
  %156 = extractelement <2 x double> %2, i64 1
  %157 = fcmp olt double %155, %156
  %158 = select i1 %157, double %155, double %156
  %159 = bitcast double %155 to i64
  %160 = bitcast double %156 to i64
  %161 = or i64 %159, %160
  %162 = bitcast i64 %161 to double
  %163 = fcmp oeq double %155, %156
  %164 = select i1 %163, double %162, double %158
  %165 = fcmp uno double %155, %156
  %166 = fadd double %155, %156
  %167 = select i1 %165, double %166, double %164
  %168 = call reassoc double @llvm.vector.reduce.fadd.v4f64(double %3, <4 x double> %0)
  %169 = call double @llvm.vector.reduce.fmul.v4f64(double 1.0, <4 x double> %0)
  call void @printF64(double %40)
  call void @printNewline()
  call void @printF64(double %88)
  call void @printNewline()
  call void @printF64(double %113)
  call void @printNewline()
  call void @printF64(double %138)
  call void @printNewline()
  call void @printF64(double %139)
  call void @printNewline()
  call void @printF64(double %141)
  call void @printNewline()
  call void @printF64(double %154)
  call void @printNewline()
  call void @printF64(double %167)
  call void @printNewline()
  call void @printF64(double %168)
  call void @printNewline()
  call void @printF64(double %169)
  call void @printNewline()
  ret void
}

define void @main() {
bb0:
  call void @ri(<4 x i16> <i16 300, i16 -2, i16 7, i16 1000>, i16 5)
  call void @rf(<4 x double> <double 1.5, double -4.0, double 8.25, double 2.0>, <3 x double> <double 2.0, double 0x7FF8000000000000, double -1.5>, <2 x double> <double -0.0, double 0.0>, double -10.0)
  ret void
}

declare i16 @llvm.vector.reduce.add.v4i16(<4 x i16>)

declare i16 @llvm.vector.reduce.mul.v4i16(<4 x i16>)

declare i16 @llvm.vector.reduce.smin.v4i16(<4 x i16>)

declare i16 @llvm.smin.i16(i16, i16)

declare i16 @llvm.vector.reduce.smax.v4i16(<4 x i16>)

declare i16 @llvm.smax.i16(i16, i16)

declare i16 @llvm.vector.reduce.umin.v4i16(<4 x i16>)

declare i16 @llvm.umin.i16(i16, i16)

declare i16 @llvm.vector.reduce.umax.v4i16(<4 x i16>)

declare i16 @llvm.umax.i16(i16, i16)

declare i16 @llvm.vector.reduce.and.v4i16(<4 x i16>)

declare i16 @llvm.vector.reduce.or.v4i16(<4 x i16>)

declare i16 @llvm.vector.reduce.xor.v4i16(<4 x i16>)

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
  %1 = getelementptr [2 x i8], [2 x i8]* @__mlir2ll_vector_print_str_3, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %0, i8* %1)
  ret void
}

declare double @llvm.vector.reduce.fmax.v3f64(<3 x double>)

declare double @llvm.vector.reduce.fmin.v3f64(<3 x double>)

declare double @llvm.minnum.f64(double, double)

declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)

declare double @llvm.vector.reduce.fmul.v4f64(double, <4 x double>)

define linkonce_odr void @printF64(double %0) {
bb0:
  %1 = getelementptr [3 x i8], [3 x i8]* @__mlir2ll_vector_print_str_1, i64 0, i64 0
  %2 = call i32 (i8*, ...) @printf(i8* %1, double %0)
  ret void
}
