; ModuleID = 'types_new_syntax.mlir'
source_filename = "types_new_syntax.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%opaque_t = type opaque

@fmt = internal constant [7 x i8] c"%s|%s\0A\00"

@s1 = internal constant [3 x i8] c"ab\00"

@s2 = internal constant [4 x i8] c"xyz\00"

%pair = type { i32, i32 }

declare void @print_i32(i32)

declare void @print_i64(i64)

declare void @print_u64(i64)

declare void @print_f32(float)

declare void @print_f64(double)

declare i32 @printf(i8*, ...)

declare i32 addrspace(1)* @never_called(i32 addrspace(1)*, %opaque_t*)

define i64 @size_pair() {
bb0:
  %0 = getelementptr { i32, double }, { i32, double }* null, i64 1
  %1 = ptrtoint { i32, double }* %0 to i64
  ret i64 %1
}

define i64 @size_packed() {
bb0:
  %0 = getelementptr <{ i8, i32 }>, <{ i8, i32 }>* null, i64 1
  %1 = ptrtoint <{ i8, i32 }>* %0 to i64
  ret i64 %1
}

define i64 @offset_packed() {
bb0:
  %0 = getelementptr <{ i8, i32 }>, <{ i8, i32 }>* null, i32 0, i32 1
  %1 = ptrtoint i32* %0 to i64
  ret i64 %1
}

define i64 @size_unpacked() {
bb0:
  %0 = getelementptr { i8, i32 }, { i8, i32 }* null, i64 1
  %1 = ptrtoint { i8, i32 }* %0 to i64
  ret i64 %1
}

define i64 @size_array() {
bb0:
  %0 = getelementptr [4 x i64], [4 x i64]* null, i64 1
  %1 = ptrtoint [4 x i64]* %0 to i64
  ret i64 %1
}

define i64 @size_empty() {
bb0:
  %0 = getelementptr {}, {}* null, i64 1
  %1 = ptrtoint {}* %0 to i64
  ret i64 %1
}

define void @packed_roundtrip(i8 %0, i32 %1) {
bb0:
  %2 = alloca <{ i8, i32 }>
  %3 = insertvalue <{ i8, i32 }> undef, i8 %0, 0
  %4 = insertvalue <{ i8, i32 }> %3, i32 %1, 1
  store <{ i8, i32 }> %4, <{ i8, i32 }>* %2
  %5 = getelementptr <{ i8, i32 }>, <{ i8, i32 }>* %2, i32 0, i32 1
  %6 = load i32, i32* %5, align 1
  call void @print_i32(i32 %6)
  %7 = load <{ i8, i32 }>, <{ i8, i32 }>* %2
  %8 = extractvalue <{ i8, i32 }> %7, 0
  %9 = sext i8 %8 to i32
  call void @print_i32(i32 %9)
  ret void
}

define %pair @swap(%pair %0) {
bb0:
  %1 = extractvalue %pair %0, 0
  %2 = extractvalue %pair %0, 1
  %3 = insertvalue %pair %0, i32 %2, 0
  %4 = insertvalue %pair %3, i32 %1, 1
  ret %pair %4
}

define void @wide(i64 %0) {
bb0:
  %1 = zext i64 %0 to i128
  %2 = shl i128 1, 64
  %3 = add i128 %2, %1
  %4 = mul i128 %3, 3
  %5 = lshr i128 %4, 64
  %6 = trunc i128 %5 to i64
  %7 = trunc i128 %4 to i64
  call void @print_u64(i64 %6)
  call void @print_u64(i64 %7)
  ret void
}

define void @show(i32 %0) {
bb0:
  call void @print_i32(i32 %0)
  ret void
}

define i32 @main() {
bb0:
  %0 = call i64 @size_pair()
  call void @print_i64(i64 %0)
  %1 = call i64 @size_packed()
  call void @print_i64(i64 %1)
  %2 = call i64 @offset_packed()
  call void @print_i64(i64 %2)
  %3 = call i64 @size_unpacked()
  call void @print_i64(i64 %3)
  %4 = call i64 @size_array()
  call void @print_i64(i64 %4)
  %5 = call i64 @size_empty()
  call void @print_i64(i64 %5)
  call void @packed_roundtrip(i8 -3, i32 123456789)
  %6 = insertvalue { i32, double } undef, i32 9, 0
  %7 = insertvalue { i32, double } %6, double -1.25, 1
  %8 = extractvalue { i32, double } %7, 1
  call void @print_f64(double %8)
  %9 = insertvalue %pair undef, i32 1, 0
  %10 = insertvalue %pair %9, i32 2, 1
  %11 = call %pair @swap(%pair %10)
  %12 = extractvalue %pair %11, 0
  call void @print_i32(i32 %12)
  %13 = alloca float
  %14 = alloca float*
  store float 3.5, float* %13
  store float* %13, float** %14
  %15 = load float*, float** %14
  %16 = load float, float* %15
  call void @print_f32(float %16)
  %17 = fpext half 0xH3E00 to float
  call void @print_f32(float %17)
  %18 = zext i1 true to i32
  call void @print_i32(i32 %18)
  call void @wide(i64 5)
  %19 = getelementptr [3 x i8], [3 x i8]* @s1, i64 0, i64 0
  %20 = getelementptr [4 x i8], [4 x i8]* @s2, i64 0, i64 0
  %21 = insertelement <2 x i8*> undef, i8* %20, i32 0
  %22 = insertelement <2 x i8*> %21, i8* %19, i32 1
  %23 = extractelement <2 x i8*> %22, i32 0
  %24 = extractelement <2 x i8*> %22, i32 1
  %25 = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  %26 = call i32 (i8*, ...) @printf(i8* %25, i8* %23, i8* %24)
  call void @print_i32(i32 %26)
  %27 = icmp ne i32 (i8*, ...)* @printf, null
  %28 = zext i1 %27 to i32
  call void @print_i32(i32 %28)
  call void @show(i32 %26)
  %29 = ptrtoint i32 addrspace(1)* null to i64
  call void @print_i64(i64 %29)
  ret i32 0
}
