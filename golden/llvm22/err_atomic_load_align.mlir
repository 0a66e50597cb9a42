// An atomic load needs its alignment (MLIR 22: "expected alignment for
// atomic access").
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return %0 : i32
}
