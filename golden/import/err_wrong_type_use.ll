define i32 @f(i64 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
