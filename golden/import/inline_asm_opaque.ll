; Inline assembly as clang 22 writes it: side effects, Intel dialect,
; several outputs (a struct), no result, function attributes.
define i64 @f(i64 %x, ptr %p) {
  %a = call i64 asm sideeffect "addq $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i64 %x, i64 %x) #0, !srcloc !1
  %b = call i64 asm inteldialect "imul $0, $1", "=r,r,0"(i64 %a, i64 %a)
  %s = call { i64, i64 } asm "movq $2, $0\0Aleaq 1($2), $1", "=&r,=&r,r"(i64 %b)
  %c = extractvalue { i64, i64 } %s, 1
  call void asm sideeffect alignstack "", "~{memory}"()
  call void asm sideeffect "movq $0, ($1)", "r,r,~{memory}"(i64 %c, ptr %p)
  ret i64 %c
}
attributes #0 = { nounwind }
!1 = !{i64 1}
