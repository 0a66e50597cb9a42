; Atomic load/store (every ordering each takes, volatile, syncscope),
; volatile atomicrmw and syncscope on atomicrmw and fence: MLIR 22's LLVM
; dialect says them all (imported with --mlir-version 22).
define i32 @f(ptr %p, ptr %q, ptr %r) {
  %a = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4, !tbaa !1
  %b = load atomic volatile i64, ptr %q seq_cst, align 8
  %c = load atomic ptr, ptr %r unordered, align 8
  %d = load atomic float, ptr %c monotonic, align 4
  store atomic i32 %a, ptr %p release, align 4
  store atomic volatile double 1.0, ptr %q unordered, align 8
  store atomic i64 %b, ptr %q syncscope("agent") seq_cst, align 8
  store atomic float %d, ptr %c monotonic, align 4
  %e = atomicrmw volatile add ptr %p, i32 1 syncscope("agent") monotonic, align 4
  %f = atomicrmw xchg ptr %p, i32 %e syncscope("singlethread") seq_cst
  fence syncscope("singlethread") acquire
  %v = load volatile i32, ptr %p, align 4
  store volatile i32 %v, ptr %p
  ret i32 %f
}
!1 = !{}
