; atomicrmw, cmpxchg and fence with opaque pointers (clang 15+).
define i32 @atom(ptr %p) {
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %x = atomicrmw xchg ptr %p, i32 %old acquire, align 4
  %m = atomicrmw umax ptr %p, i32 7 monotonic, align 4
  %pair = cmpxchg ptr %p, i32 %x, i32 9 acq_rel monotonic, align 4
  %v = extractvalue { i32, i1 } %pair, 0
  fence seq_cst
  %s = add i32 %v, %m
  ret i32 %s
}
