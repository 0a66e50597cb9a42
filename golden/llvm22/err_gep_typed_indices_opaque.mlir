// error: a getelementptr on an opaque pointer with constant indices but
// no element type
llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
