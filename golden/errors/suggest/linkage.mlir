module {
  llvm.mlir.global internl constant @g(1 : i32) : i32
}
