module {
  llvm.mlir.global external @x(1 : i32) : i32
  llvm.func @get() -> i32 {
    %0 = llvm.mlir.addressof @x : !llvm.ptr<i32>
    %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr<i32>
    %2 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr<i32>
    %3 = llvm.add %1, %2 : i32
    llvm.return %3 : i32
  }
}
