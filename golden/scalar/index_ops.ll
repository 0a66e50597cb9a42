; ModuleID = 'index_ops.mlir'
source_filename = "index_ops.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @show(i64 %0) {
bb0:
  call void @print_i64(i64 %0)
  ret void
}

define void @ops(i64 %0, i64 %1) {
bb0:
  %2 = add i64 %0, %1
  %3 = sub i64 %0, %1
  %4 = mul i64 %0, %1
  %5 = sdiv i64 %0, %1
  %6 = udiv i64 %0, %1
  %7 = sdiv i64 %0, %1
  %8 = mul i64 %7, %1
  %9 = icmp ne i64 %0, %8
  %10 = icmp slt i64 %0, 0
  %11 = icmp slt i64 %1, 0
  %12 = icmp eq i1 %10, %11
  %13 = and i1 %9, %12
  %14 = add i64 %7, 1
  %15 = select i1 %13, i64 %14, i64 %7
  %16 = icmp eq i64 %0, 0
  %17 = sub i64 %0, 1
  %18 = udiv i64 %17, %1
  %19 = add i64 %18, 1
  %20 = select i1 %16, i64 0, i64 %19
  %21 = sdiv i64 %0, %1
  %22 = mul i64 %21, %1
  %23 = icmp ne i64 %0, %22
  %24 = icmp slt i64 %0, 0
  %25 = icmp slt i64 %1, 0
  %26 = icmp ne i1 %24, %25
  %27 = and i1 %23, %26
  %28 = add i64 %21, -1
  %29 = select i1 %27, i64 %28, i64 %21
  %30 = srem i64 %0, %1
  %31 = urem i64 %0, %1
  %32 = call i64 @llvm.smax.i64(i64 %0, i64 %1)
  %33 = call i64 @llvm.umax.i64(i64 %0, i64 %1)
  %34 = call i64 @llvm.smin.i64(i64 %0, i64 %1)
  %35 = call i64 @llvm.umin.i64(i64 %0, i64 %1)
  %36 = shl i64 %0, 3
  %37 = ashr i64 %0, 3
  %38 = lshr i64 %0, 3
  %39 = and i64 %0, %1
  %40 = or i64 %0, %1
  %41 = xor i64 %0, %1
  %42 = icmp slt i64 %0, %1
  %43 = icmp uge i64 %0, %1
  %44 = icmp eq i64 %0, %0
  %45 = and i1 %44, true
  %46 = select i1 %42, i64 %0, i64 %1
  %47 = select i1 %43, i64 %0, i64 %1
  %48 = select i1 %45, i64 3, i64 %1
  call void @show(i64 %2)
  call void @show(i64 %3)
  call void @show(i64 %4)
  call void @show(i64 %5)
  call void @show(i64 %6)
  call void @show(i64 %15)
  call void @show(i64 %20)
  call void @show(i64 %29)
  call void @show(i64 %30)
  call void @show(i64 %31)
  call void @show(i64 %32)
  call void @show(i64 %33)
  call void @show(i64 %34)
  call void @show(i64 %35)
  call void @show(i64 %36)
  call void @show(i64 %37)
  call void @show(i64 %38)
  call void @show(i64 %39)
  call void @show(i64 %40)
  call void @show(i64 %41)
  call void @show(i64 %46)
  call void @show(i64 %47)
  call void @show(i64 %48)
  call void @show(i64 64)
  ret void
}

define void @main() {
bb0:
  %0 = trunc i64 4000000000 to i32
  %1 = zext i32 %0 to i64
  %2 = sext i32 %0 to i64
  call void @ops(i64 -17, i64 5)
  call void @ops(i64 5, i64 -17)
  call void @ops(i64 %1, i64 %2)
  ret void
}

declare i64 @llvm.smax.i64(i64, i64)

declare i64 @llvm.umax.i64(i64, i64)

declare i64 @llvm.smin.i64(i64, i64)

declare i64 @llvm.umin.i64(i64, i64)
