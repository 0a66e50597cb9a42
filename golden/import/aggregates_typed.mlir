module {
  llvm.func @mk(%arg0: i64, %arg1: i32) -> !llvm.struct<(i64, i32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i64, i32)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, i32)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, i32)>
    llvm.return %2 : !llvm.struct<(i64, i32)>
  }
  llvm.func @use() -> i64 {
    %0 = llvm.mlir.constant(40 : i64) : i64
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.call @mk(%0, %1) : (i64, i32) -> !llvm.struct<(i64, i32)>
    %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, i32)>
    %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, i32)>
    %5 = llvm.zext %4 : i32 to i64
    %6 = llvm.add %3, %5 : i64
    llvm.return %6 : i64
  }
  llvm.func @vec(%arg0: vector<4xi32>, %arg1: i32) -> vector<4xi32> {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.undef : vector<4xi32>
    %3 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
    %4 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %5 = llvm.extractelement %arg0[%0 : i32] : vector<4xi32>
    %6 = llvm.add %5, %arg1 : i32
    %7 = llvm.insertelement %6, %arg0[%1 : i64] : vector<4xi32>
    %8 = llvm.shufflevector %7, %2 [3 : i32, 2 : i32, 1 : i32, 0 : i32] : vector<4xi32>, vector<4xi32>
    %9 = llvm.mul %8, %3 : vector<4xi32>
    %10 = llvm.add %9, %4 : vector<4xi32>
    llvm.return %10 : vector<4xi32>
  }
}
