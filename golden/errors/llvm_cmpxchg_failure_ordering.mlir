// error: the failure ordering of cmpxchg cannot be release (LLVM rejects it)
llvm.func @f(%p: !llvm.ptr<i32>, %a: i32, %b: i32) -> !llvm.struct<(i32, i1)> {
  %r = llvm.cmpxchg %p, %a, %b acq_rel release : i32
  llvm.return %r : !llvm.struct<(i32, i1)>
}
