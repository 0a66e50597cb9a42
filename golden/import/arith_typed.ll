; Integer and float arithmetic with flags, compares, casts, select (clang 14 style).
source_filename = "arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @iops(i32 noundef %a, i32 noundef %b) #0 {
entry:
  %add = add nsw i32 %a, %b
  %sub = sub nuw i32 %add, 3
  %mul = mul i32 %sub, %a
  %div = sdiv i32 %mul, 7
  %udiv = udiv exact i32 %div, 1
  %rem = srem i32 %udiv, 5
  %urem = urem i32 %rem, 3
  %shl = shl nuw nsw i32 %urem, 2
  %lshr = lshr exact i32 %shl, 1
  %ashr = ashr i32 %lshr, 1
  %and = and i32 %ashr, 255
  %or = or i32 %and, 256
  %xor = xor i32 %or, -1
  %cmp = icmp slt i32 %xor, %a
  %sel = select i1 %cmp, i32 %xor, i32 %b
  ret i32 %sel
}

define dso_local double @fops(double %x, float %y) {
  %e = fpext float %y to double
  %s = fadd double %x, %e
  %m = fmul fast double %s, 2.500000e-01
  %d = fdiv nnan ninf double %m, 0x3FF8000000000000
  %r = frem double %d, 1.000000e+01
  %n = fneg double %r
  %c = fcmp olt double %n, %x
  %u = fcmp uno double %n, %n
  %b = or i1 %c, %u
  %sel = select i1 %b, double %n, double %x
  %t = fptrunc double %sel to float
  %back = fpext float %t to double
  ret double %back
}

define i64 @casts(i8 %c, i16 %s, double %d) {
  %1 = sext i8 %c to i32
  %2 = zext i16 %s to i64
  %3 = trunc i64 %2 to i8
  %4 = fptosi double %d to i64
  %5 = fptoui double %d to i32
  %6 = sitofp i32 %1 to float
  %7 = uitofp i8 %3 to double
  %8 = bitcast double %7 to i64
  %9 = zext i32 %5 to i64
  %10 = add i64 %8, %9
  %11 = add i64 %10, %4
  %12 = fptosi float %6 to i64
  %13 = add i64 %11, %12
  ret i64 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" }
