; ModuleID = 'index32.mlir'
source_filename = "index32.mlir"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @print_i64(i64)

define void @show(i32 %0) {
bb0:
  %1 = sext i32 %0 to i64
  call void @print_i64(i64 %1)
  ret void
}

define void @ops(i32 %0, i32 %1) {
bb0:
  %2 = add i32 %0, %1
  %3 = sub i32 %0, %1
  %4 = mul i32 %0, %1
  %5 = sdiv i32 %0, %1
  %6 = udiv i32 %0, %1
  %7 = sdiv i32 %0, %1
  %8 = mul i32 %7, %1
  %9 = icmp ne i32 %0, %8
  %10 = icmp slt i32 %0, 0
  %11 = icmp slt i32 %1, 0
  %12 = icmp eq i1 %10, %11
  %13 = and i1 %9, %12
  %14 = add i32 %7, 1
  %15 = select i1 %13, i32 %14, i32 %7
  %16 = icmp eq i32 %0, 0
  %17 = sub i32 %0, 1
  %18 = udiv i32 %17, %1
  %19 = add i32 %18, 1
  %20 = select i1 %16, i32 0, i32 %19
  %21 = sdiv i32 %0, %1
  %22 = mul i32 %21, %1
  %23 = icmp ne i32 %0, %22
  %24 = icmp slt i32 %0, 0
  %25 = icmp slt i32 %1, 0
  %26 = icmp ne i1 %24, %25
  %27 = and i1 %23, %26
  %28 = add i32 %21, -1
  %29 = select i1 %27, i32 %28, i32 %21
  %30 = srem i32 %0, %1
  %31 = urem i32 %0, %1
  %32 = call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %33 = call i32 @llvm.umax.i32(i32 %0, i32 %1)
  %34 = call i32 @llvm.smin.i32(i32 %0, i32 %1)
  %35 = call i32 @llvm.umin.i32(i32 %0, i32 %1)
  %36 = shl i32 %0, 3
  %37 = ashr i32 %0, 3
  %38 = lshr i32 %0, 3
  %39 = and i32 %0, %1
  %40 = or i32 %0, %1
  %41 = xor i32 %0, %1
  %42 = icmp slt i32 %0, %1
  %43 = icmp uge i32 %0, %1
  %44 = icmp eq i32 %0, %0
  %45 = and i1 %44, true
  %46 = select i1 %42, i32 %0, i32 %1
  %47 = select i1 %43, i32 %0, i32 %1
  %48 = select i1 %45, i32 3, i32 %1
  call void @show(i32 %2)
  call void @show(i32 %3)
  call void @show(i32 %4)
  call void @show(i32 %5)
  call void @show(i32 %6)
  call void @show(i32 %15)
  call void @show(i32 %20)
  call void @show(i32 %29)
  call void @show(i32 %30)
  call void @show(i32 %31)
  call void @show(i32 %32)
  call void @show(i32 %33)
  call void @show(i32 %34)
  call void @show(i32 %35)
  call void @show(i32 %36)
  call void @show(i32 %37)
  call void @show(i32 %38)
  call void @show(i32 %39)
  call void @show(i32 %40)
  call void @show(i32 %41)
  call void @show(i32 %46)
  call void @show(i32 %47)
  call void @show(i32 %48)
  call void @show(i32 32)
  ret void
}

define void @main() {
bb0:
  %0 = trunc i64 4000000000 to i32
  call void @ops(i32 -17, i32 5)
  call void @ops(i32 5, i32 -17)
  call void @ops(i32 %0, i32 %0)
  ret void
}

declare i32 @llvm.smax.i32(i32, i32)

declare i32 @llvm.umax.i32(i32, i32)

declare i32 @llvm.smin.i32(i32, i32)

declare i32 @llvm.umin.i32(i32, i32)
