// vector.print of a 128-bit integer: the runner prints at most 64 bits.
func.func @f(%a: i128) {
  vector.print %a : i128
  return
}
