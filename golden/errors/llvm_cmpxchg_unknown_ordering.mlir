// error: `relaxed` is C's name, not an LLVM ordering
llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i32) -> !llvm.struct<(i32, i1)> {
  %r = llvm.cmpxchg %p, %a, %b acq_rel relaxed : !llvm.ptr, i32
  llvm.return %r : !llvm.struct<(i32, i1)>
}
