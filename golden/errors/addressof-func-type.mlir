// error: llvm.mlir.addressof of a function must have the pointer-to-function
// type (MLIR 13: "the type must be a pointer to the type of the referenced
// function")
llvm.func @callee(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @main() -> i64 {
  %f = llvm.mlir.addressof @callee : !llvm.ptr<func<i64 (i32)>>
  %c = llvm.mlir.constant(7 : i32) : i32
  %r = llvm.call %f(%c) : (i32) -> i64
  llvm.return %r : i64
}
