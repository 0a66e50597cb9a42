; ModuleID = 'vec_index32.mlir'
source_filename = "vec_index32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

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

define void @px4(<4 x i32> %0) {
bb0:
  %1 = sext <4 x i32> %0 to <4 x i64>
  call void @pl4(<4 x i64> %1)
  ret void
}

define void @ops(<4 x i32> %0, <4 x i32> %1, <4 x i32> %2) {
bb0:
  call void @px4(<4 x i32> %0)
  %3 = add <4 x i32> %0, %1
  call void @px4(<4 x i32> %3)
  %4 = sub <4 x i32> %0, %1
  call void @px4(<4 x i32> %4)
  %5 = mul <4 x i32> %0, %1
  call void @px4(<4 x i32> %5)
  %6 = udiv <4 x i32> %0, %1
  call void @px4(<4 x i32> %6)
  %7 = urem <4 x i32> %0, %1
  call void @px4(<4 x i32> %7)
  %8 = shl <4 x i32> %0, %2
  call void @px4(<4 x i32> %8)
  %9 = ashr <4 x i32> %0, %2
  call void @px4(<4 x i32> %9)
  %10 = lshr <4 x i32> %0, %2
  call void @px4(<4 x i32> %10)
  %11 = icmp ult <4 x i32> %0, %1
  %12 = select <4 x i1> %11, <4 x i32> %0, <4 x i32> %1
  call void @px4(<4 x i32> %12)
  %13 = icmp slt <4 x i32> %0, %1
  %14 = zext <4 x i1> %13 to <4 x i64>
  call void @pl4(<4 x i64> %14)
  ret void
}

define void @from64(<4 x i64> %0) {
bb0:
  %1 = trunc <4 x i64> %0 to <4 x i32>
  call void @px4(<4 x i32> %1)
  ret void
}

define i32 @main() {
bb0:
  call void @ops(<4 x i32> <i32 2147483647, i32 -2147483648, i32 100000, i32 -1>, <4 x i32> <i32 1, i32 -1, i32 100000, i32 3>, <4 x i32> <i32 31, i32 31, i32 4, i32 28>)
  call void @from64(<4 x i64> <i64 4294967297, i64 -4294967291, i64 2147483648, i64 -1>)
  ret i32 0
}
