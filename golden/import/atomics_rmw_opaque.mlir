module {
  llvm.func @atom(%arg0: !llvm.ptr<i8>) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(9 : i32) : i32
    %3 = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<i32>
    %4 = llvm.atomicrmw add %3, %0 seq_cst : i32
    %5 = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<i32>
    %6 = llvm.atomicrmw xchg %5, %4 acquire : i32
    %7 = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<i32>
    %8 = llvm.atomicrmw umax %7, %1 monotonic : i32
    %9 = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<i32>
    %10 = llvm.cmpxchg %9, %6, %2 acq_rel monotonic : i32
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, i1)>
    llvm.fence seq_cst
    %12 = llvm.add %11, %8 : i32
    llvm.return %12 : i32
  }
}
