// error: LLVM's cmpxchg takes integers and pointers, not floats
llvm.func @f(%p: !llvm.ptr<f32>, %a: f32, %b: f32) -> !llvm.struct<(f32, i1)> {
  %r = llvm.cmpxchg %p, %a, %b acq_rel monotonic : f32
  llvm.return %r : !llvm.struct<(f32, i1)>
}
