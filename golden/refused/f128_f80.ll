; ModuleID = 'f128_f80.mlir'
source_filename = "f128_f80.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_f64(double)

define void @bits128(fp128 %0) {
bb0:
  %1 = bitcast fp128 %0 to i128
  %2 = lshr i128 %1, 64
  %3 = trunc i128 %2 to i64
  %4 = trunc i128 %1 to i64
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define void @bits80(x86_fp80 %0) {
bb0:
  %1 = bitcast x86_fp80 %0 to i80
  %2 = zext i80 %1 to i128
  %3 = lshr i128 %2, 64
  %4 = trunc i128 %3 to i64
  %5 = trunc i128 %2 to i64
  call void @print_i64(i64 %4)
  call void @print_i64(i64 %5)
  ret void
}

define fp128 @quad(fp128 %0, fp128 %1) {
bb0:
  %2 = fadd fp128 %0, %1
  %3 = fmul fp128 %2, %0
  %4 = fdiv fp128 %3, %1
  %5 = fneg fp128 %4
  %6 = fsub fp128 %5, %1
  ret fp128 %6
}

define fp128 @div(fp128 %0, fp128 %1) {
bb0:
  %2 = fdiv fp128 %0, %1
  ret fp128 %2
}

define x86_fp80 @ext(x86_fp80 %0, x86_fp80 %1) {
bb0:
  %2 = fdiv x86_fp80 %0, %1
  %3 = fmul x86_fp80 %2, %2
  %4 = frem x86_fp80 %0, %1
  %5 = fadd x86_fp80 %3, %4
  ret x86_fp80 %5
}

define void @main() {
bb0:
  %0 = call fp128 @quad(fp128 0xL00000000000000004000800000000000, fp128 0xL00000000000000003FFF000000000000)
  call void @bits128(fp128 %0)
  %1 = call fp128 @div(fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000004000800000000000)
  call void @bits128(fp128 %1)
  %2 = fptrunc fp128 %1 to double
  call void @print_f64(double %2)
  call void @bits128(fp128 0xL0000000000000000C02174876E800000)
  %3 = fcmp olt fp128 %1, 0xL00000000000000003FFF000000000000
  %4 = zext i1 %3 to i64
  call void @print_i64(i64 %4)
  %5 = call x86_fp80 @ext(x86_fp80 0xK4001E000000000000000, x86_fp80 0xK3FFDC000000000000000)
  call void @bits80(x86_fp80 %5)
  %6 = fptrunc x86_fp80 %5 to double
  call void @print_f64(double %6)
  %7 = sitofp i64 -123456789012345 to fp128
  call void @bits128(fp128 %7)
  %8 = uitofp i64 -123456789012345 to x86_fp80
  call void @bits80(x86_fp80 %8)
  %9 = fptosi fp128 %7 to i64
  call void @print_i64(i64 %9)
  %10 = fpext float 0.10000000149011612 to fp128
  call void @bits128(fp128 %10)
  %11 = fpext float 0.10000000149011612 to x86_fp80
  %12 = fpext x86_fp80 %11 to fp128
  call void @bits128(fp128 %12)
  %13 = fptrunc fp128 %1 to x86_fp80
  call void @bits80(x86_fp80 %13)
  %14 = getelementptr fp128, fp128* null, i64 2
  %15 = ptrtoint fp128* %14 to i64
  %16 = call i8* @malloc(i64 %15)
  %17 = bitcast i8* %16 to fp128*
  %18 = insertvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } undef, fp128* %17, 0
  %19 = insertvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %18, fp128* %17, 1
  %20 = insertvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %19, i64 0, 2
  %21 = insertvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %20, i64 2, 3, 0
  %22 = insertvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %21, i64 1, 4, 0
  %23 = extractvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %22, 1
  %24 = getelementptr fp128, fp128* %23, i64 0
  store fp128 %1, fp128* %24
  %25 = extractvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %22, 1
  %26 = getelementptr fp128, fp128* %25, i64 1
  store fp128 %0, fp128* %26
  %27 = extractvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %22, 1
  %28 = getelementptr fp128, fp128* %27, i64 1
  %29 = load fp128, fp128* %28
  %30 = extractvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %22, 1
  %31 = getelementptr fp128, fp128* %30, i64 0
  %32 = load fp128, fp128* %31
  %33 = fadd fp128 %32, %29
  call void @bits128(fp128 %33)
  %34 = extractvalue { fp128*, fp128*, i64, [1 x i64], [1 x i64] } %22, 0
  %35 = bitcast fp128* %34 to i8*
  call void @free(i8* %35)
  %36 = alloca x86_fp80, i64 3
  %37 = insertvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } undef, x86_fp80* %36, 0
  %38 = insertvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } %37, x86_fp80* %36, 1
  %39 = insertvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } %38, i64 0, 2
  %40 = insertvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } %39, i64 3, 3, 0
  %41 = insertvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } %40, i64 1, 4, 0
  %42 = extractvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } %41, 1
  %43 = getelementptr x86_fp80, x86_fp80* %42, i64 1
  store x86_fp80 %5, x86_fp80* %43
  %44 = extractvalue { x86_fp80*, x86_fp80*, i64, [1 x i64], [1 x i64] } %41, 1
  %45 = getelementptr x86_fp80, x86_fp80* %44, i64 1
  %46 = load x86_fp80, x86_fp80* %45
  call void @bits80(x86_fp80 %46)
  ret void
}

declare i8* @malloc(i64)

declare void @free(i8*)
