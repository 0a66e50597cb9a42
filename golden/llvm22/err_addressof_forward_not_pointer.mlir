// error: the address of a global defined later, given a type that is not
// a pointer (MLIR 22: "'llvm.mlir.addressof' op result #0 must be LLVM
// pointer type")
llvm.func @main() -> i64 {
  %a = llvm.mlir.addressof @g : i64
  %p = llvm.mlir.zero : !llvm.ptr
  llvm.return %a : i64
}
llvm.mlir.global internal @g(42 : i64) {addr_space = 0 : i32} : i64
