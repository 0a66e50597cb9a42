; An indirect memory operand needs its `elementtype`, which the importer
; does not keep yet.
define void @f(ptr %p) {
  call void asm sideeffect "incl $0", "=*m"(ptr elementtype(i32) %p)
  ret void
}
