// llvm.mlir.null makes a pointer, not an integer.
llvm.func @f() -> i32 {
  %0 = llvm.mlir.null : i32
  llvm.return %0 : i32
}
