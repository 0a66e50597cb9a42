define void @f(i8* %a) {
  indirectbr i8* %a, [label %x]
x:
  ret void
}
