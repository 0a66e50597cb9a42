// error: extract_element needs a vector operand
func @f() {
  %r0 = "extract_element"() : () -> (f32)
  return
}
