// error: the address of a global defined later, in the wrong address
// space (MLIR 22: "pointer address space must match address space of the
// referenced global or alias")
llvm.func @main() -> i64 {
  %a = llvm.mlir.addressof @g : !llvm.ptr<1>
  %v = llvm.load %a : !llvm.ptr<1> -> i64
  llvm.return %v : i64
}
llvm.mlir.global internal @g(42 : i64) {addr_space = 0 : i32} : i64
