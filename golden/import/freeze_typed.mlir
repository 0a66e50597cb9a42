module {
  llvm.func @f(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.freeze %arg0 : i32
    %2 = llvm.add %1, %0 : i32
    llvm.return %2 : i32
  }
}
