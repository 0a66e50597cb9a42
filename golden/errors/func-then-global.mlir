// error: a function and a global of the same name, the function first
// (symbols share one namespace; the other order: global-then-func)
llvm.func @g() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.global internal @g(42 : i32) : i32
