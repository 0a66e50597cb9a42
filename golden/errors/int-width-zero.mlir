// error: invalid integer type 'i0': the width must be at least 1
func @f(%a: i0) {
  return
}
