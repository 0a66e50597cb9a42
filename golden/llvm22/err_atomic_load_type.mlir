// An atomic load of a type LLVM cannot access atomically (MLIR 22:
// "unsupported type 'i24' for atomic access").
llvm.func @f(%p: !llvm.ptr) -> i24 {
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i24
  llvm.return %0 : i24
}
