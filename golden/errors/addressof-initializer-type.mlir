// error: in a global's initializer region too, the result of
// llvm.mlir.addressof must point to the global's type
llvm.mlir.global internal @g(42 : i32) : i32
llvm.mlir.global internal @p() : !llvm.ptr<i64> {
  %a = llvm.mlir.addressof @g : !llvm.ptr<i64>
  llvm.return %a : !llvm.ptr<i64>
}
llvm.func @main() -> i32 {
  %c = llvm.mlir.constant(0 : i32) : i32
  llvm.return %c : i32
}
