// error: a function and a global of the same name, the function first
// (MLIR 22: "redefinition of symbol named 'g'")
llvm.func @g() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal @g(42 : i32) {addr_space = 0 : i32} : i32
