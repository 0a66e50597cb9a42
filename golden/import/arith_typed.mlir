module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @iops(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(255 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
    %7 = llvm.mlir.constant(-1 : i32) : i32
    %8 = llvm.add %arg0, %arg1 : i32
    %9 = llvm.sub %8, %0 : i32
    %10 = llvm.mul %9, %arg0 : i32
    %11 = llvm.sdiv %10, %1 : i32
    %12 = llvm.udiv %11, %2 : i32
    %13 = llvm.srem %12, %3 : i32
    %14 = llvm.urem %13, %0 : i32
    %15 = llvm.shl %14, %4 : i32
    %16 = llvm.lshr %15, %2 : i32
    %17 = llvm.ashr %16, %2 : i32
    %18 = llvm.and %17, %5 : i32
    %19 = llvm.or %18, %6 : i32
    %20 = llvm.xor %19, %7 : i32
    %21 = llvm.icmp "slt" %20, %arg0 : i32
    %22 = llvm.select %21, %20, %arg1 : i1, i32
    llvm.return %22 : i32
  }
  llvm.func @fops(%arg0: f64, %arg1: f32) -> f64 {
    %0 = llvm.mlir.constant(0.25 : f64) : f64
    %1 = llvm.mlir.constant(1.5 : f64) : f64
    %2 = llvm.mlir.constant(10.0 : f64) : f64
    %3 = llvm.fpext %arg1 : f32 to f64
    %4 = llvm.fadd %arg0, %3 : f64
    %5 = llvm.fmul %4, %0 {fastmathFlags = #llvm.fastmath<fast>} : f64
    %6 = llvm.fdiv %5, %1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
    %7 = llvm.frem %6, %2 : f64
    %8 = llvm.fneg %7 : f64
    %9 = llvm.fcmp "olt" %8, %arg0 : f64
    %10 = llvm.fcmp "uno" %8, %8 : f64
    %11 = llvm.or %9, %10 : i1
    %12 = llvm.select %11, %8, %arg0 : i1, f64
    %13 = llvm.fptrunc %12 : f64 to f32
    %14 = llvm.fpext %13 : f32 to f64
    llvm.return %14 : f64
  }
  llvm.func @casts(%arg0: i8, %arg1: i16, %arg2: f64) -> i64 {
    %0 = llvm.sext %arg0 : i8 to i32
    %1 = llvm.zext %arg1 : i16 to i64
    %2 = llvm.trunc %1 : i64 to i8
    %3 = llvm.fptosi %arg2 : f64 to i64
    %4 = llvm.fptoui %arg2 : f64 to i32
    %5 = llvm.sitofp %0 : i32 to f32
    %6 = llvm.uitofp %2 : i8 to f64
    %7 = llvm.bitcast %6 : f64 to i64
    %8 = llvm.zext %4 : i32 to i64
    %9 = llvm.add %7, %8 : i64
    %10 = llvm.add %9, %3 : i64
    %11 = llvm.fptosi %5 : f32 to i64
    %12 = llvm.add %10, %11 : i64
    llvm.return %12 : i64
  }
}
