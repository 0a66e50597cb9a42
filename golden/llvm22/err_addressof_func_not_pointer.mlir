// error: the address of a function, given a type that is not a pointer
// (MLIR 22: "'llvm.mlir.addressof' op result #0 must be LLVM pointer type")
llvm.func @callee(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @main() -> i64 {
  %f = llvm.mlir.addressof @callee : i64
  %p = llvm.mlir.zero : !llvm.ptr
  llvm.return %f : i64
}
