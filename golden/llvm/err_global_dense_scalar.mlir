// error: a dense initializer for a scalar global (it fills an array or a
// vector; mlir-translate-13 crashes on it)
llvm.mlir.global internal constant @t(dense<7> : tensor<1xi32>) : i32
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}
