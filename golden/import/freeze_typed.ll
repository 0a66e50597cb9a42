; freeze (clang -O2 writes it for `x ? a : b` with a possibly-undef operand).
define i32 @f(i32 %x) {
  %f = freeze i32 %x
  %r = add i32 %f, 1
  ret i32 %r
}
