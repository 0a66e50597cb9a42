// error: the result of cmpxchg is {i32, i1}, not i32
llvm.func @f(%p: !llvm.ptr<i32>, %a: i32, %b: i32) -> i32 {
  %r = llvm.cmpxchg %p, %a, %b acq_rel monotonic : i32
  llvm.return %r : i32
}
