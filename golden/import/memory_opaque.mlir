module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @mem(%arg0: !llvm.ptr<i8>, %arg1: i64) -> i16 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(5 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(4 : i64) : i64
    %4 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %5 = llvm.bitcast %4 : !llvm.ptr<i32> to !llvm.ptr<i8>
    llvm.store %1, %4 {alignment = 4 : i64} : !llvm.ptr<i32>
    %6 = llvm.load volatile %4 {alignment = 4 : i64} : !llvm.ptr<i32>
    %7 = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<i32>
    llvm.store %6, %7 {alignment = 4 : i64} : !llvm.ptr<i32>
    %8 = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<struct<"struct.pair", (i32, array<4 x i16>)>>
    %9 = llvm.getelementptr %8[%2, %0, %arg1] : (!llvm.ptr<struct<"struct.pair", (i32, array<4 x i16>)>>, i64, i32, i64) -> !llvm.ptr<i16>
    %10 = llvm.bitcast %9 : !llvm.ptr<i16> to !llvm.ptr<i8>
    %11 = llvm.load %9 {alignment = 2 : i64} : !llvm.ptr<i16>
    %12 = llvm.getelementptr %arg0[%3] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
    %13 = llvm.bitcast %12 : !llvm.ptr<i8> to !llvm.ptr<i16>
    %14 = llvm.load %13 {alignment = 2 : i64} : !llvm.ptr<i16>
    %15 = llvm.add %11, %14 : i16
    llvm.return %15 : i16
  }
}
