// error: the address of a global defined later, given a type that is not
// a pointer (MLIR 13: "must be LLVM pointer type")
llvm.func @main() -> i64 {
  %a = llvm.mlir.addressof @g : i64
  llvm.return %a : i64
}
llvm.mlir.global internal @g(42 : i64) : i64
