; `!nontemporal !N` on loads and stores (as MLIR 22 and clang write them)
; becomes the LLVM dialect's `nontemporal`; other metadata (`!tbaa`, the
; module's nodes) is skipped.
define void @copy(float* %src, float* %dst, i64 %n) {
entry:
  %v = load float, float* %src, align 4, !nontemporal !1
  store float %v, float* %dst, align 4, !nontemporal !1
  %w = load volatile float, float* %src, !tbaa !2, !nontemporal !1
  store volatile float %w, float* %dst, !nontemporal !1, !tbaa !2
  %u = load float, float* %src, align 4, !tbaa !2
  store float %u, float* %dst
  ret void
}

!1 = !{i32 1}
!2 = !{!3, !3, i64 0}
!3 = !{!"float", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
