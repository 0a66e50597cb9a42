define i32 @f(i33x %x) {
  ret i32 0
}
