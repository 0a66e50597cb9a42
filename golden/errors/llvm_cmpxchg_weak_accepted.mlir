// `weak` cmpxchg (MLIR 22) is accepted and kept in the .ll.
llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i32) -> !llvm.struct<(i32, i1)> {
  %r = llvm.cmpxchg weak %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  llvm.return %r : !llvm.struct<(i32, i1)>
}
