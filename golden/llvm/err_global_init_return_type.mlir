// error: the initializer region of an i64 global returns an i32 (MLIR 13:
// "'llvm.return' op type of the operand does not match the function
// result type")
llvm.mlir.global internal @g() : i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
