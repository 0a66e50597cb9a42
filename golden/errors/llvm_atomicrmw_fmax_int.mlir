// error: llvm.atomicrmw fmax of an integer
llvm.func @f(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.atomicrmw fmax %p, %v acq_rel : !llvm.ptr, i32
  llvm.return %0 : i32
}
