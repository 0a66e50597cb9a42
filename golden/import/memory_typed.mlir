module {
  llvm.func @mem(%arg0: !llvm.ptr<struct<"struct.pair", (i32, array<4 x i16>)>>, %arg1: i64) -> i16 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(5 : i32) : i32
    %2 = llvm.mlir.constant(6 : i32) : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.mlir.constant(1 : i8) : i8
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr<i32>
    %8 = llvm.alloca %0 x !llvm.array<8 x i8> {alignment = 1 : i64} : (i32) -> !llvm.ptr<array<8 x i8>>
    llvm.store %1, %7 {alignment = 4 : i64} : !llvm.ptr<i32>
    llvm.store volatile %2, %7 {alignment = 4 : i64} : !llvm.ptr<i32>
    %9 = llvm.load volatile %7 {alignment = 4 : i64} : !llvm.ptr<i32>
    %10 = llvm.getelementptr %arg0[%3, %3] : (!llvm.ptr<struct<"struct.pair", (i32, array<4 x i16>)>>, i32, i32) -> !llvm.ptr<i32>
    llvm.store %9, %10 {alignment = 4 : i64} : !llvm.ptr<i32>
    %11 = llvm.getelementptr %arg0[%4, %0, %arg1] : (!llvm.ptr<struct<"struct.pair", (i32, array<4 x i16>)>>, i64, i32, i64) -> !llvm.ptr<i16>
    %12 = llvm.load %11 {alignment = 2 : i64} : !llvm.ptr<i16>
    %13 = llvm.getelementptr %8[%4, %5] : (!llvm.ptr<array<8 x i8>>, i64, i64) -> !llvm.ptr<i8>
    llvm.store %6, %13 {alignment = 1 : i64} : !llvm.ptr<i8>
    %14 = llvm.bitcast %8 : !llvm.ptr<array<8 x i8>> to !llvm.ptr<i64>
    %15 = llvm.load %14 {alignment = 1 : i64} : !llvm.ptr<i64>
    %16 = llvm.trunc %15 : i64 to i16
    %17 = llvm.add %12, %16 : i16
    llvm.return %17 : i16
  }
}
