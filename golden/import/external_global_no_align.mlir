module {
  llvm.mlir.global external @ext() : i32
  llvm.func @f() -> i32 {
    %0 = llvm.mlir.addressof @ext : !llvm.ptr<i32>
    %1 = llvm.load %0 : !llvm.ptr<i32>
    llvm.return %1 : i32
  }
}
