// MLIR 22 needs the element type after the result type of a getelementptr
// on an opaque pointer.
llvm.func @f(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
