// error: an op of an initializer region breaks its own rule (the
// verifier checks initializer regions as it does function bodies)
llvm.mlir.global internal @g() : !llvm.ptr<i64> {
  %0 = llvm.mlir.null : i64
  llvm.return %0 : i64
}
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
