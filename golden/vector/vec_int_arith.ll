; ModuleID = 'vec_int_arith.mlir'
source_filename = "vec_int_arith.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i32(i32)

declare void @print_i64(i64)

define void @pv4(<4 x i32> %0) {
bb0:
  %1 = extractelement <4 x i32> %0, i32 0
  %2 = extractelement <4 x i32> %0, i32 1
  %3 = extractelement <4 x i32> %0, i32 2
  %4 = extractelement <4 x i32> %0, i32 3
  call void @print_i32(i32 %1)
  call void @print_i32(i32 %2)
  call void @print_i32(i32 %3)
  call void @print_i32(i32 %4)
  ret void
}

define void @pv2(<2 x i64> %0) {
bb0:
  %1 = extractelement <2 x i64> %0, i64 0
  %2 = extractelement <2 x i64> %0, i64 1
  call void @print_i64(i64 %1)
  call void @print_i64(i64 %2)
  ret void
}

define void @ops4(<4 x i32> %0, <4 x i32> %1, <4 x i32> %2) {
bb0:
  %3 = add <4 x i32> %0, %1
  call void @pv4(<4 x i32> %3)
  %4 = sub <4 x i32> %0, %1
  call void @pv4(<4 x i32> %4)
  %5 = mul <4 x i32> %0, %1
  call void @pv4(<4 x i32> %5)
  %6 = sdiv <4 x i32> %0, %1
  call void @pv4(<4 x i32> %6)
  %7 = udiv <4 x i32> %0, %1
  call void @pv4(<4 x i32> %7)
  %8 = srem <4 x i32> %0, %1
  call void @pv4(<4 x i32> %8)
  %9 = urem <4 x i32> %0, %1
  call void @pv4(<4 x i32> %9)
  %10 = and <4 x i32> %0, %1
  call void @pv4(<4 x i32> %10)
  %11 = or <4 x i32> %0, %1
  call void @pv4(<4 x i32> %11)
  %12 = xor <4 x i32> %0, %1
  call void @pv4(<4 x i32> %12)
  %13 = shl <4 x i32> %0, %2
  call void @pv4(<4 x i32> %13)
  %14 = ashr <4 x i32> %0, %2
  call void @pv4(<4 x i32> %14)
  %15 = lshr <4 x i32> %0, %2
  call void @pv4(<4 x i32> %15)
  ret void
}

define void @ops2(<2 x i64> %0, <2 x i64> %1, <2 x i64> %2) {
bb0:
  %3 = add <2 x i64> %0, %1
  call void @pv2(<2 x i64> %3)
  %4 = sub <2 x i64> %0, %1
  call void @pv2(<2 x i64> %4)
  %5 = mul <2 x i64> %0, %1
  call void @pv2(<2 x i64> %5)
  %6 = sdiv <2 x i64> %0, %1
  call void @pv2(<2 x i64> %6)
  %7 = udiv <2 x i64> %0, %1
  call void @pv2(<2 x i64> %7)
  %8 = srem <2 x i64> %0, %1
  call void @pv2(<2 x i64> %8)
  %9 = urem <2 x i64> %0, %1
  call void @pv2(<2 x i64> %9)
  %10 = and <2 x i64> %0, %1
  call void @pv2(<2 x i64> %10)
  %11 = or <2 x i64> %0, %1
  call void @pv2(<2 x i64> %11)
  %12 = xor <2 x i64> %0, %1
  call void @pv2(<2 x i64> %12)
  %13 = shl <2 x i64> %0, %2
  call void @pv2(<2 x i64> %13)
  %14 = ashr <2 x i64> %0, %2
  call void @pv2(<2 x i64> %14)
  %15 = lshr <2 x i64> %0, %2
  call void @pv2(<2 x i64> %15)
  ret void
}

define void @cmp4(<4 x i32> %0, <4 x i32> %1) {
bb0:
  %2 = icmp eq <4 x i32> %0, %1
  %3 = zext <4 x i1> %2 to <4 x i32>
  call void @pv4(<4 x i32> %3)
  %4 = icmp ne <4 x i32> %0, %1
  %5 = zext <4 x i1> %4 to <4 x i32>
  call void @pv4(<4 x i32> %5)
  %6 = icmp slt <4 x i32> %0, %1
  %7 = zext <4 x i1> %6 to <4 x i32>
  call void @pv4(<4 x i32> %7)
  %8 = icmp sle <4 x i32> %0, %1
  %9 = zext <4 x i1> %8 to <4 x i32>
  call void @pv4(<4 x i32> %9)
  %10 = icmp sgt <4 x i32> %0, %1
  %11 = zext <4 x i1> %10 to <4 x i32>
  call void @pv4(<4 x i32> %11)
  %12 = icmp sge <4 x i32> %0, %1
  %13 = zext <4 x i1> %12 to <4 x i32>
  call void @pv4(<4 x i32> %13)
  %14 = icmp ult <4 x i32> %0, %1
  %15 = zext <4 x i1> %14 to <4 x i32>
  call void @pv4(<4 x i32> %15)
  %16 = icmp ule <4 x i32> %0, %1
  %17 = zext <4 x i1> %16 to <4 x i32>
  call void @pv4(<4 x i32> %17)
  %18 = icmp ugt <4 x i32> %0, %1
  %19 = zext <4 x i1> %18 to <4 x i32>
  call void @pv4(<4 x i32> %19)
  %20 = icmp uge <4 x i32> %0, %1
  %21 = zext <4 x i1> %20 to <4 x i32>
  call void @pv4(<4 x i32> %21)
  %22 = sext <4 x i1> %14 to <4 x i32>
  call void @pv4(<4 x i32> %22)
  ret void
}

define void @sel4(<4 x i32> %0, <4 x i32> %1, <2 x i1> %2, <2 x i64> %3, <2 x i64> %4) {
bb0:
  %5 = icmp slt <4 x i32> %0, %1
  %6 = select <4 x i1> %5, <4 x i32> %0, <4 x i32> %1
  call void @pv4(<4 x i32> %6)
  %7 = icmp ugt <4 x i32> %0, %1
  %8 = select <4 x i1> %7, <4 x i32> %1, <4 x i32> %0
  call void @pv4(<4 x i32> %8)
  %9 = select <2 x i1> %2, <2 x i64> %3, <2 x i64> %4
  call void @pv2(<2 x i64> %9)
  ret void
}

define i32 @main() {
bb0:
  call void @ops4(<4 x i32> <i32 100, i32 -7, i32 2147483647, i32 -2147483648>, <4 x i32> <i32 7, i32 2, i32 -16, i32 3>, <4 x i32> <i32 0, i32 1, i32 31, i32 4>)
  call void @ops2(<2 x i64> <i64 -9223372036854775807, i64 1000000007>, <2 x i64> <i64 10, i64 -3>, <2 x i64> <i64 63, i64 5>)
  call void @cmp4(<4 x i32> <i32 5, i32 -1, i32 7, i32 -2147483648>, <4 x i32> <i32 5, i32 1, i32 -3, i32 2147483647>)
  call void @sel4(<4 x i32> <i32 5, i32 -1, i32 7, i32 -2147483648>, <4 x i32> <i32 5, i32 1, i32 -3, i32 2147483647>, <2 x i1> <i1 true, i1 false>, <2 x i64> <i64 11, i64 12>, <2 x i64> <i64 21, i64 22>)
  ret i32 0
}
