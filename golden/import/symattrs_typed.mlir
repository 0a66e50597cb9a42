module {
  llvm.mlir.global external @s(5 : i32) {alignment = 4 : i64, section = ".mydata"} : i32
  llvm.mlir.global external local_unnamed_addr constant @h(7 : i32) {alignment = 4 : i64} : i32
  llvm.func @f() -> i32 {
    %0 = llvm.mlir.addressof @s : !llvm.ptr<i32>
    %1 = llvm.mlir.addressof @h : !llvm.ptr<i32>
    %2 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr<i32>
    %3 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr<i32>
    %4 = llvm.add %2, %3 : i32
    llvm.return %4 : i32
  }
}
