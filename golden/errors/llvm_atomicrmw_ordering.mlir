// error: only the ordering `acq_rel` is supported for `llvm.atomicrmw`
llvm.func @f(%p: !llvm.ptr<i32>, %v: i32) -> i32 {
  %0 = llvm.atomicrmw add %p, %v seq_cst : i32
  llvm.return %0 : i32
}
