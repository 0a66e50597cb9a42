; An atomic load needs its alignment.
define i32 @f(ptr %p) {
  %a = load atomic i32, ptr %p acquire
  ret i32 %a
}
