module {
  llvm.func @sum(%arg0: !llvm.ptr<struct<"struct.big", (i64, i64, i64, i64)>>) -> i64 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.alloca %0 x !llvm.struct<"struct.big", (i64, i64, i64, i64)> : (i32) -> !llvm.ptr<struct<"struct.big", (i64, i64, i64, i64)>>
    %3 = llvm.load %arg0 : !llvm.ptr<struct<"struct.big", (i64, i64, i64, i64)>>
    llvm.store %3, %2 : !llvm.ptr<struct<"struct.big", (i64, i64, i64, i64)>>
    %4 = llvm.getelementptr %2[%1, %1] : (!llvm.ptr<struct<"struct.big", (i64, i64, i64, i64)>>, i32, i32) -> !llvm.ptr<i64>
    %5 = llvm.load %4 {alignment = 8 : i64} : !llvm.ptr<i64>
    llvm.return %5 : i64
  }
}
