// Typed (MLIR 13) and opaque (MLIR 15+) pointers in one module.
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}
llvm.func @g(%p: !llvm.ptr<i32>) -> i32 {
  %0 = llvm.load %p : !llvm.ptr<i32>
  llvm.return %0 : i32
}
