// error: the result of llvm.mlir.addressof must point to the global's type,
// also when the global is defined later
llvm.func @main() -> i64 {
  %a = llvm.mlir.addressof @g : !llvm.ptr<i64>
  %v = llvm.load %a : !llvm.ptr<i64>
  llvm.return %v : i64
}
llvm.mlir.global internal @g(42 : i32) : i32
