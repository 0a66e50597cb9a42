; `cmpxchg weak volatile ... syncscope("s")`, imported for MLIR 22.
define i32 @f(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg weak volatile ptr %p, i32 %a, i32 %b syncscope("singlethread") acq_rel monotonic, align 4
  %s = cmpxchg weak ptr %p, i32 %b, i32 %a seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}
