; atomicrmw, cmpxchg, fence, atomic load/store with typed pointers, into
; MLIR 22 (atomics_typed: MLIR 13 has no atomic load or store).
define i32 @atom(i32* %p) {
  %old = atomicrmw add i32* %p, i32 1 seq_cst
  %x = atomicrmw xchg i32* %p, i32 %old acquire
  %pair = cmpxchg i32* %p, i32 %x, i32 9 acq_rel monotonic
  %v = extractvalue { i32, i1 } %pair, 0
  fence seq_cst
  store atomic i32 %v, i32* %p release, align 4
  %l = load atomic i32, i32* %p acquire, align 4
  ret i32 %l
}
