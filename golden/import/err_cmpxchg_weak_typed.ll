; MLIR 13's `llvm.cmpxchg` has no `weak`.
define i32 @f(i32* %p, i32 %a, i32 %b) {
  %r = cmpxchg weak i32* %p, i32 %a, i32 %b acq_rel monotonic
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}
