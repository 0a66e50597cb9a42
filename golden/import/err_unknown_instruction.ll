define i32 @f(i32 %x) {
  %y = frobnicate i32 %x, 1
  ret i32 %y
}
