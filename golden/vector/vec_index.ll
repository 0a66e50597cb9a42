; ModuleID = 'vec_index.mlir'
source_filename = "vec_index.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

declare void @print_i32(i32)

define void @pl4(<4 x i64> %0) {
bb0:
  %1 = extractelement <4 x i64> %0, i64 0
  %2 = extractelement <4 x i64> %0, i64 1
  %3 = extractelement <4 x i64> %0, i64 2
  %4 = extractelement <4 x i64> %0, i64 3
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  call void @print_i64(i64 %3)
  call void @print_i64(i64 %4)
  ret void
}

define void @px4(<4 x i64> %0) {
bb0:
  call void @pl4(<4 x i64> %0)
  ret void
}

define void @ops(<4 x i64> %0, <4 x i64> %1, <4 x i64> %2) {
bb0:
  %3 = add <4 x i64> %0, %1
  call void @px4(<4 x i64> %3)
  %4 = sub <4 x i64> %0, %1
  call void @px4(<4 x i64> %4)
  %5 = mul <4 x i64> %0, %1
  call void @px4(<4 x i64> %5)
  %6 = sdiv <4 x i64> %0, %1
  call void @px4(<4 x i64> %6)
  %7 = srem <4 x i64> %0, %1
  call void @px4(<4 x i64> %7)
  %8 = udiv <4 x i64> %0, %1
  call void @px4(<4 x i64> %8)
  %9 = urem <4 x i64> %0, %1
  call void @px4(<4 x i64> %9)
  %10 = and <4 x i64> %0, %1
  call void @px4(<4 x i64> %10)
  %11 = or <4 x i64> %0, %1
  call void @px4(<4 x i64> %11)
  %12 = xor <4 x i64> %0, %1
  call void @px4(<4 x i64> %12)
  %13 = shl <4 x i64> %0, %2
  call void @px4(<4 x i64> %13)
  %14 = ashr <4 x i64> %0, %2
  call void @px4(<4 x i64> %14)
  %15 = lshr <4 x i64> %0, %2
  call void @px4(<4 x i64> %15)
  %16 = icmp slt <4 x i64> %0, %1
  %17 = select <4 x i1> %16, <4 x i64> %0, <4 x i64> %1
  call void @px4(<4 x i64> %17)
  %18 = icmp ult <4 x i64> %0, %1
  %19 = zext <4 x i1> %18 to <4 x i64>
  call void @pl4(<4 x i64> %19)
  %20 = trunc <4 x i64> %0 to <4 x i32>
  %21 = sext <4 x i32> %20 to <4 x i64>
  call void @pl4(<4 x i64> %21)
  ret void
}

define void @from_i32(<4 x i32> %0) {
bb0:
  %1 = sext <4 x i32> %0 to <4 x i64>
  %2 = mul <4 x i64> %1, <i64 1000000000, i64 1000000000, i64 1000000000, i64 1000000000>
  call void @px4(<4 x i64> %2)
  ret void
}

define void @gather(i32* %0, i32* %1, i64 %2, i64 %3, i64 %4, <4 x i64> %5, i64 %6) {
bb0:
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %0, 0
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i32* %1, 1
  %9 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, i64 %2, 2
  %10 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %9, i64 %3, 3, 0
  %11 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %10, i64 %4, 4, 0
  %12 = insertelement <4 x i64> undef, i64 %6, i32 0
  %13 = shufflevector <4 x i64> %12, <4 x i64> undef, <4 x i32> zeroinitializer
  %14 = mul <4 x i64> %5, %13
  %15 = add <4 x i64> %14, <i64 0, i64 1, i64 2, i64 3>
  %16 = extractelement <4 x i64> %15, i32 0
  %17 = extractelement <4 x i64> %15, i32 1
  %18 = extractelement <4 x i64> %15, i32 2
  %19 = extractelement <4 x i64> %15, i32 3
  %20 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %11, 1
  %21 = getelementptr i32, i32* %20, i64 %16
  %22 = load i32, i32* %21
  %23 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %11, 1
  %24 = getelementptr i32, i32* %23, i64 %17
  %25 = load i32, i32* %24
  %26 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %11, 1
  %27 = getelementptr i32, i32* %26, i64 %18
  %28 = load i32, i32* %27
  %29 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %11, 1
  %30 = getelementptr i32, i32* %29, i64 %19
  %31 = load i32, i32* %30
  call void @print_i32(i32 %22)
  call void @print_i32(i32 %25)
  call void @print_i32(i32 %28)
  call void @print_i32(i32 %31)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(<4 x i64> <i64 10, i64 -7, i64 1099511627776, i64 -4611686018427387904>, <4 x i64> <i64 3, i64 2, i64 -5, i64 7>, <4 x i64> <i64 1, i64 2, i64 3, i64 60>)
  call void @from_i32(<4 x i32> <i32 -2147483648, i32 -1, i32 0, i32 2147483647>)
  %0 = getelementptr i32, i32* null, i64 16
  %1 = ptrtoint i32* %0 to i64
  %2 = call i8* @malloc(i64 %1)
  %3 = bitcast i8* %2 to i32*
  %4 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } undef, i32* %3, 0
  %5 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %4, i32* %3, 1
  %6 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %5, i64 0, 2
  %7 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %6, i64 16, 3, 0
  %8 = insertvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %7, i64 1, 4, 0
  br label %bb1

bb1:
  %9 = phi i64 [ 0, %bb0 ], [ %22, %bb3 ]
  %10 = icmp slt i64 %9, 16
  br i1 %10, label %bb3, label %bb2

bb2:
  %11 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 0
  %12 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %13 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 2
  %14 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 3, 0
  %15 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 4, 0
  call void @gather(i32* %11, i32* %12, i64 %13, i64 %14, i64 %15, <4 x i64> <i64 0, i64 1, i64 3, i64 2>, i64 4)
  %16 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 0
  %17 = bitcast i32* %16 to i8*
  call void @free(i8* %17)
  ret i32 0

bb3:
  %18 = trunc i64 %9 to i32
  %19 = mul i32 %18, %18
  %20 = extractvalue { i32*, i32*, i64, [1 x i64], [1 x i64] } %8, 1
  %21 = getelementptr i32, i32* %20, i64 %9
  store i32 %19, i32* %21
  %22 = add i64 %9, 1
  br label %bb1
}

declare i8* @malloc(i64)

declare void @free(i8*)
