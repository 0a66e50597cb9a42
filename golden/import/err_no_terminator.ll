define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
next:
  ret i32 %y
}
