module {
  llvm.mlir.global external @x(0 : i32) : i32
}
