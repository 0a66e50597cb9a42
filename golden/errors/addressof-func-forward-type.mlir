// error: llvm.mlir.addressof of a function defined later, with a type that
// is not a pointer to the function's type
llvm.func @main() -> i32 {
  %f = llvm.mlir.addressof @callee : !llvm.ptr<i8>
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.return %c : i32
}
llvm.func @callee(%a: i32) -> i32 {
  llvm.return %a : i32
}
